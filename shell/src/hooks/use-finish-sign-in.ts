import { useStore } from 'jotai';
import type { AuthResponse } from '@nivasa/contracts/api';
import { switchPageLanguage, useLanguage } from '@nivasa/session/language';
import { useNavigate } from '@nivasa/ui/router';

/**
 * What a successful sign-in (password or identity provider) does next: open `returnTo`, then
 * show the site in the account's language when the page is in another, so the language a user
 * chose follows them to every device. The switch waits for the navigation: it re-addresses the
 * page the router is on, under the language's prefix.
 */
export function useFinishSignIn(returnTo: string) {
  const navigate = useNavigate();
  const language = useLanguage();
  const store = useStore();
  return async ({ user }: AuthResponse) => {
    await navigate(returnTo, { replace: true });
    if (user.language !== language) switchPageLanguage(user.language, store);
  };
}
