import { useApiClient } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import type { SignInMutation } from '@nivasa/session/session-actions';
import { AUTH_CATALOGUE } from '@nivasa/ui/account-catalogues';
import { useFinishSignIn } from '../../../hooks/use-finish-sign-in';
import { startIdentityProviderSignIn } from '../api/start-sign-in';
import { IDENTITY_PROVIDER_ERRORS } from '../messages';
import { obtainIdToken, openProviderPopup } from '../utils/provider-popup';

/**
 * Click, popup, ID token to the API, then back to `returnTo`, as an attempt of the page's
 * `signIn`: whether it worked (a failure's message included) is there, like a password sign-in.
 */
export function useIdentityProviderSignIn(signIn: SignInMutation, returnTo: string) {
  const client = useApiClient();
  const finishSignIn = useFinishSignIn(returnTo);
  const errorsText = useText(IDENTITY_PROVIDER_ERRORS);
  const authText = useText(AUTH_CATALOGUE);

  const start = () => {
    // Synchronously inside the click, or the browser blocks the popup.
    const popup = openProviderPopup();
    const errors = { ...errorsText, attemptExpired: authText.identityAttemptExpired };
    signIn.mutate(
      { obtainIdToken: () => obtainIdToken(popup, () => startIdentityProviderSignIn(client), errors) },
      {
        onSuccess: finishSignIn,
        onError: () => console.error('Could not sign in with Google'),
      },
    );
  };

  const pending = signIn.isPending && signIn.variables !== undefined && 'obtainIdToken' in signIn.variables;
  return { start, pending };
}
