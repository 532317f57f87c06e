import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { PATHS } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { useCurrentUser } from '@nivasa/session/session-state';
import { useLocation, useNavigate } from '@nivasa/ui/router';
import { Spinner } from '@nivasa/ui/spinner';
import { colors } from '@nivasa/ui/theme';
import { REPORT_LISTING_TEXT } from '../messages';

const loadReportForm = () => import('./report-form');
const ReportForm = lazy(loadReportForm);

const OpenButton = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.textMuted};
  font: inherit;
  font-size: 0.92rem;
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: ${colors.danger};
  }

  &:focus-visible {
    outline: 3px solid ${colors.primary};
    outline-offset: 2px;
  }
`;

const Waiting = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  color: ${colors.textMuted};
`;

/**
 * "Report this listing": a visitor is sent to sign in (and comes back here); a signed-in user
 * gets the form, loaded when it is first asked for. The page leaves it out for the owner.
 */
export function ReportListing({ listingId }: { listingId: string }) {
  const text = useText(REPORT_LISTING_TEXT);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  if (!open) {
    const press = () => (user ? setOpen(true) : void navigate(PATHS.signIn, { state: { from: location } }));
    return (
      <OpenButton type="button" onPointerEnter={loadReportForm} onFocus={loadReportForm} onClick={press}>
        {text.open}
      </OpenButton>
    );
  }
  return (
    <Suspense
      fallback={
        <Waiting role="status">
          <Spinner $size={20} /> {text.loadingForm}
        </Waiting>
      }
    >
      <ReportForm listingId={listingId} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
