import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { PATHS } from '@nivasa/contracts/paths';
import { ApiRequestError, useApiClient } from '@nivasa/session/api-client';
import { favoritesQuery, useAddFavorite, useRemoveFavorite } from '@nivasa/session/favorites';
import { useText } from '@nivasa/session/language';
import { useCurrentUser } from '@nivasa/session/session-state';
import { FAVORITE_CATALOGUE } from '@nivasa/ui/engagement-catalogues';
import { useLocation, useNavigate } from '@nivasa/ui/router';
import { Spinner } from '@nivasa/ui/spinner';
import { colors, radius } from '@nivasa/ui/theme';
import { FAVORITE_BUTTON_TEXT } from '../messages';

type Variant = 'card' | 'detail';

const Holder = styled.div`
  display: grid;
  justify-items: start;
  gap: 6px;
`;

const Toggle = styled.button<{ $variant: Variant; $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: ${({ $variant }) => ($variant === 'detail' ? 44 : 36)}px;
  padding: 0 ${({ $variant }) => ($variant === 'detail' ? 20 : 14)}px;
  border: 1px solid ${({ $on }) => ($on ? colors.danger : colors.border)};
  border-radius: ${radius.pill};
  background: ${({ $on }) => ($on ? colors.dangerSoft : colors.surface)};
  color: ${({ $on }) => ($on ? colors.danger : colors.text)};
  font: inherit;
  font-size: ${({ $variant }) => ($variant === 'detail' ? '1rem' : '0.92rem')};
  font-weight: 600;
  cursor: pointer;
  transition:
    border-color 0.15s,
    background 0.15s,
    color 0.15s;

  &:hover:not(:disabled) {
    border-color: ${colors.danger};
    color: ${colors.danger};
  }

  &:focus-visible {
    outline: 3px solid ${colors.primary};
    outline-offset: 2px;
  }

  &:disabled {
    border-color: ${colors.border};
    background: #eef1f0;
    color: #8a9694;
    cursor: progress;
  }
`;

const Message = styled.p<{ $failed: boolean }>`
  margin: 0;
  color: ${({ $failed }) => ($failed ? colors.danger : colors.success)};
  font-size: 0.9rem;
  font-weight: 500;

  &:empty {
    display: none;
  }
`;

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20s-7.5-4.6-9.2-9.3C1.6 7.3 3.8 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.4 0 5.6 3.3 4.4 6.7C19.5 15.4 12 20 12 20z" />
    </svg>
  );
}

interface Outcome {
  text: string;
  failed: boolean;
}

// The API's words for a refusal (a listing no longer approved, too many writes); a network error's
// own message, as the spec has it ('Could not reach Nivasa...'); ours when there is none.
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}

/**
 * Adds the listing to the signed-in user's favourites, or removes it when it is one already (a
 * filled heart). Disabled and grey with a spinner while the request runs; what happened shows
 * under it, green or red. A visitor is sent to sign in, and comes back here after it.
 */
export function FavoriteButton({ listingId, variant = 'card' }: { listingId: string; variant?: Variant }) {
  const text = useText(FAVORITE_BUTTON_TEXT);
  const favoriteText = useText(FAVORITE_CATALOGUE);
  const user = useCurrentUser();
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const userId = user?._id ?? '';
  const favorites = useQuery({ ...favoritesQuery(client, userId), enabled: Boolean(user) });
  const add = useAddFavorite(userId);
  const remove = useRemoveFavorite(userId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Shown under the button, and said through the page's live region (a message that appears from
  // nothing is often not read). The region's code comes with the first press: home has no room for it.
  const show = (shown: Outcome) => {
    setOutcome(shown);
    void import('@nivasa/ui/announce').then(({ announce }) => announce(shown.text));
  };

  const isFavorite = Boolean(user && favorites.data?.some(({ _id }) => _id === listingId));
  const busy = add.isPending || remove.isPending;

  const press = () => {
    if (!user) {
      // The state the shell's sign-in page reads to return here.
      void navigate(PATHS.signIn, { state: { from: location } });
      return;
    }
    setOutcome(null);
    if (isFavorite) {
      remove.mutate(listingId, {
        onSuccess: () => show({ text: favoriteText.removed, failed: false }),
        onError: (error) => show({ text: failureText(error, favoriteText.failedToRemove), failed: true }),
      });
    } else {
      add.mutate(listingId, {
        onSuccess: () => show({ text: favoriteText.added, failed: false }),
        onError: (error) => show({ text: failureText(error, favoriteText.failedToAdd), failed: true }),
      });
    }
  };

  return (
    <Holder>
      <Toggle
        type="button"
        $variant={variant}
        $on={isFavorite && !busy}
        aria-pressed={isFavorite}
        aria-busy={busy}
        disabled={busy}
        onClick={press}
      >
        {busy ? <Spinner $size={16} /> : <HeartIcon filled={isFavorite} />}
        {isFavorite ? text.remove : text.add}
      </Toggle>
      <Message $failed={outcome?.failed ?? false}>{outcome?.text}</Message>
    </Holder>
  );
}
