import { Link, useParams } from '@nivasa/ui/router';
import { Alert } from '@nivasa/ui/antd';
import styled from 'styled-components';
import { ApiRequestError } from '@nivasa/session/api-client';
import { useCurrentUser } from '@nivasa/session/session-state';
import { Spinner } from '@nivasa/ui/spinner';
import { colors } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';
import { AuthCard, AuthLinks } from '../components/auth-card';
import { useConfirmEmail } from '../features/email-change/api/confirm-email';

export const CONFIRMING_MESSAGE = 'Confirming your new email address…';
export const CONFIRM_EMAIL_FAILED = 'Could not confirm your new email address. Please try the link again later.';

/** The server's refusal (a used or expired link, an address taken meanwhile) or the network's, as they say it. */
function failureMessage(error: unknown): string {
  const told = error instanceof ApiRequestError && (error.code === 'NETWORK_ERROR' || (error.statusCode >= 400 && error.statusCode < 500));
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
  const user = useCurrentUser();
  const confirmation = useConfirmEmail(token);
  const answer = confirmation?.status === 'success' ? confirmation.data : undefined;
  const failure = confirmation?.status === 'error' ? failureMessage(confirmation.error) : undefined;
  const confirming = !answer && !failure;

  return (
    <AuthCard title="Confirm your new email" intro="The link from your mail changes the email address of your Nivasa account.">
      {confirming && (
        <Waiting role="status">
          <Spinner />
          {CONFIRMING_MESSAGE}
        </Waiting>
      )}
      {answer && (
        <Alert
          type="success"
          showIcon
          title={answer.message}
          description={
            <>
              Your account&apos;s email is now <NewEmail>{answer.email}</NewEmail>.
            </>
          }
        />
      )}
      {failure && <Alert type="error" showIcon title={failure} />}
      {!confirming && (
        <AuthLinks>
          {answer &&
            (user ? (
              <Link to={PATHS.myAccount}>Go to my account</Link>
            ) : (
              <Link to={PATHS.signIn} state={{ email: answer.email }}>
                Sign in with your new email
              </Link>
            ))}
          {failure && (
            <span>
              Need a new link? Change your email again in <Link to={PATHS.editDetails}>Edit details</Link>.
            </span>
          )}
        </AuthLinks>
      )}
    </AuthCard>
  );
}
