import { useNavigate } from '@nivasa/ui/router';
import { useApiClient } from '@nivasa/session/api-client';
import type { SignInMutation } from '@nivasa/session/session-actions';
import { startIdentityProviderSignIn } from '../api/start-sign-in';
import { obtainIdToken, openProviderPopup } from '../utils/provider-popup';

/**
 * Click, popup, ID token to the API, then back to `returnTo`, as an attempt of the page's
 * `signIn`: whether it worked (a failure's message included) is there, like a password sign-in.
 */
export function useIdentityProviderSignIn(signIn: SignInMutation, returnTo: string) {
  const client = useApiClient();
  const navigate = useNavigate();

  const start = () => {
    // Synchronously inside the click, or the browser blocks the popup.
    const popup = openProviderPopup();
    signIn.mutate(
      { obtainIdToken: () => obtainIdToken(popup, () => startIdentityProviderSignIn(client)) },
      {
        onSuccess: () => navigate(returnTo, { replace: true }),
        onError: () => console.error('Could not sign in with Google'),
      },
    );
  };

  const pending = signIn.isPending && signIn.variables !== undefined && 'obtainIdToken' in signIn.variables;
  return { start, pending };
}
