import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { PATHS, type SearchFilters } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { useCurrentUser } from '@nivasa/session/session-state';
import { useLocation, useNavigate } from '@nivasa/ui/router';
import { colors } from '@nivasa/ui/theme';
import { SAVE_SEARCH_BUTTON_TEXT } from '../messages';

// The dialog (its form, and the names of every place for the search's name) comes only when asked for: /search's budget.
const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

const OpenButton = styled.button`
  height: 32px;
  padding: 0 15px;
  border: 1px solid ${colors.primary};
  border-radius: 8px;
  background: ${colors.primarySoft};
  color: ${colors.primaryHover};
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${colors.primary};
    outline-offset: 2px;
  }
`;

export interface SaveSearchButtonProps {
  filters: SearchFilters;
  /** The name of the place a near-a-place search is around, in the page's language. */
  nearPlace?: string;
}

/**
 * "Save this search": a signed-in user names the search and chooses how often to hear of new
 * matches, in a dialog; a visitor is sent to sign in and comes back here.
 */
export function SaveSearchButton({ filters, nearPlace }: SaveSearchButtonProps) {
  const text = useText(SAVE_SEARCH_BUTTON_TEXT);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Back to the button once the dialog has left the page (while it is open the page behind it takes no focus).
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const press = () => {
    if (user) setOpen(true);
    // The state the shell's sign-in page reads to return here.
    else void navigate(PATHS.signIn, { state: { from: location } });
  };

  return (
    <>
      <OpenButton ref={opener} type="button" aria-haspopup="dialog" onClick={press}>
        {text.save}
      </OpenButton>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} nearPlace={nearPlace} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
