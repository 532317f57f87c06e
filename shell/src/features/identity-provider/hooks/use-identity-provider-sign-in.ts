import { useCallback, useState } from 'react';
import { useNavigate } from '@nivasa/ui/router';
import { useApiClient } from '@nivasa/session/api-client';
import { useSessionActions } from '@nivasa/session/session-actions';
import { startIdentityProviderSignIn } from '../api/start-sign-in';
import { obtainIdToken, openProviderPopup } from '../utils/provider-popup';

/**
 * Click, popup, ID token to the API, then back to `returnTo`. Whether it worked is in the
 * session status (a failure's message included), like a password sign-in.
 */
export function useIdentityProviderSignIn(returnTo: string) {
  const client = useApiClient();
  const navigate = useNavigate();
  const { signInWithIdentityProvider } = useSessionActions();
  const [pending, setPending] = useState(false);

  const signIn = useCallback(async () => {
    // Synchronously inside the click, or the browser blocks the popup.
    const popup = openProviderPopup();
    setPending(true);
    const signedIn = await signInWithIdentityProvider(() => obtainIdToken(popup, () => startIdentityProviderSignIn(client)));
    setPending(false);
    if (signedIn) navigate(returnTo, { replace: true });
    else console.error('Could not sign in with Google');
  }, [client, navigate, returnTo, signInWithIdentityProvider]);

  return { signIn, pending };
}
