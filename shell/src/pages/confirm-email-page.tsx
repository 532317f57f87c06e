import { useEffect, useState } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { Link, useParams } from '@nivasa/ui/router';
import { Alert } from '@nivasa/ui/antd';
import styled from 'styled-components';
import type { ConfirmEmailResponse } from '@nivasa/contracts/api';
import { ApiRequestError, apiClientAtom } from '@nivasa/session/api-client';
import { sessionApi } from '@nivasa/session/session-api';
import { currentUserAtom, useCurrentUser } from '@nivasa/session/session-state';
import { Spinner } from '@nivasa/ui/spinner';
import { colors } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';
import { AuthCard, AuthLinks } from '../components/auth-card';

export const CONFIRMING_MESSAGE = 'Confirming your new email address…';
export const CONFIRM_EMAIL_FAILED = 'Could not confirm your new email address. Please try the link again later.';

type Outcome = { status: 'confirming' } | { status: 'confirmed'; answer: ConfirmEmailResponse } | { status: 'failed'; message: string };

type Store = ReturnType<typeof useStore>;

/**
 * One request per link, however often the page mounts (React mounts twice in development): a
 * link works once, so a second request would answer that it is used up.
 */
const confirmations = new Map<string, Promise<ConfirmEmailResponse>>();

function confirmOnce(store: Store, token: string): Promise<ConfirmEmailResponse> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = sessionApi.confirmEmail(store.get(apiClientAtom), token);
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

/** The server's refusal (a used or expired link, an address taken meanwhile) or the network's, as they say it. */
function failureMessage(error: unknown): string {
  const told = error instanceof ApiRequestError && (error.statusCode === 0 || (error.statusCode >= 400 && error.statusCode < 500));
  return told ? error.message : CONFIRM_EMAIL_FAILED;
}

const Waiting = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 8px 0;
  color: ${colors.textMuted};
`;

const NewEmail = styled.strong`
  overflow-wrap: anywhere;
`;

/** The link mailed to a new address: confirms the change as soon as it opens. */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const store = useStore();
  const user = useCurrentUser();
  const setCurrentUser = useSetAtom(currentUserAtom);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'confirming' });

  useEffect(() => {
    let current = true;
    confirmOnce(store, token).then(
      async (answer) => {
        // Whoever is signed in here is read again: if it is this account, the header and pages show the new email.
        if (store.get(currentUserAtom)) {
          const fresh = await sessionApi.verifyToken(store.get(apiClientAtom)).catch(() => null);
          if (fresh && current) setCurrentUser(fresh.user);
        }
        if (current) setOutcome({ status: 'confirmed', answer });
      },
      (error: unknown) => {
        if (current) setOutcome({ status: 'failed', message: failureMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [store, token, setCurrentUser]);

  return (
    <AuthCard title="Confirm your new email" intro="The link from your mail changes the email address of your Nivasa account.">
      {outcome.status === 'confirming' && (
        <Waiting role="status">
          <Spinner />
          {CONFIRMING_MESSAGE}
        </Waiting>
      )}
      {outcome.status === 'confirmed' && (
        <Alert
          type="success"
          showIcon
          title={outcome.answer.message}
          description={
            <>
              Your account&apos;s email is now <NewEmail>{outcome.answer.email}</NewEmail>.
            </>
          }
        />
      )}
      {outcome.status === 'failed' && <Alert type="error" showIcon title={outcome.message} />}
      {outcome.status !== 'confirming' && (
        <AuthLinks>
          {outcome.status === 'confirmed' &&
            (user ? (
              <Link to={PATHS.myAccount}>Go to my account</Link>
            ) : (
              <Link to={PATHS.signIn} state={{ email: outcome.answer.email }}>
                Sign in with your new email
              </Link>
            ))}
          {outcome.status === 'failed' && (
            <span>
              Need a new link? Change your email again in <Link to={PATHS.editDetails}>Edit details</Link>.
            </span>
          )}
        </AuthLinks>
      )}
    </AuthCard>
  );
}
