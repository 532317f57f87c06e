import { lazy, Suspense, useState } from 'react';
import styled, { css } from 'styled-components';
import type { ListingDetail } from '@nivasa/contracts/api';
import { PATHS } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { useCurrentUser } from '@nivasa/session/session-state';
import { Link, useLocation } from '@nivasa/ui/router';
import { Spinner } from '@nivasa/ui/spinner';
import { colors, radius } from '@nivasa/ui/theme';
import { WRITE_TO_OWNER_TEXT } from '../messages';

// The composer is not part of the listing page's first load: it comes when asked for (or hovered).
const loadComposer = () => import('./enquiry-composer');
const EnquiryComposer = lazy(loadComposer);

const action = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 10px 16px;
  border: 1px solid ${colors.primary};
  border-radius: ${radius.pill};
  background: ${colors.surface};
  color: ${colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${colors.primarySoft};
    color: ${colors.primary};
  }
`;

const OpenButton = styled.button`
  ${action}
`;

const SignInLink = styled(Link)`
  ${action}
`;

const Waiting = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  margin: 0;
  color: ${colors.textMuted};
`;

/**
 * "Write to the owner" in a listing's contact box: a visitor is sent to sign in and comes back
 * here; a signed-in seeker opens the composer. The page leaves it out for the owner.
 */
export function WriteToOwner({ listing }: { listing: ListingDetail }) {
  const text = useText(WRITE_TO_OWNER_TEXT);
  const user = useCurrentUser();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  if (!user) {
    return (
      <SignInLink to={PATHS.signIn} state={{ from: location }}>
        {text.signIn}
      </SignInLink>
    );
  }
  if (!open) {
    return (
      <OpenButton type="button" onPointerEnter={loadComposer} onFocus={loadComposer} onClick={() => setOpen(true)}>
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
      <EnquiryComposer listingId={listing._id} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
