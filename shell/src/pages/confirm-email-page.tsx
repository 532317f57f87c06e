import { Link, useParams } from '@nivasa/ui/router';
import { Alert } from '@nivasa/ui/antd';
import styled from 'styled-components';
import { ApiRequestError } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { useCurrentUser } from '@nivasa/session/session-state';
import { Spinner } from '@nivasa/ui/spinner';
import { colors } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';
import { AuthCard, AuthLinks } from '../components/auth-card';
import { useConfirmEmail } from '../features/email-change/api/confirm-email';
import { CONFIRM_EMAIL_PAGE_TEXT } from '../features/email-change/messages';

/** The server's refusal (a used or expired link, an address taken meanwhile) or the network's, as they say it. */
function failureMessage(error: unknown, failed: string): string {
  const told = error instanceof ApiRequestError && (error.code === 'NETWORK_ERROR' || (error.statusCode >= 400 && error.statusCode < 500));
  return told ? error.message : failed;
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
  const text = useText(CONFIRM_EMAIL_PAGE_TEXT);
  const answer = confirmation?.status === 'success' ? confirmation.data : undefined;
  const failure = confirmation?.status === 'error' ? failureMessage(confirmation.error, text.failed) : undefined;
  const confirming = !answer && !failure;

  return (
    <AuthCard title={text.title} intro={text.intro}>
      {confirming && (
        <Waiting role="status">
          <Spinner />
          {text.confirming}
        </Waiting>
      )}
      {answer && (
        <Alert
          type="success"
          showIcon
          title={answer.message}
          description={
            <>
              {text.emailIsNow} <NewEmail>{answer.email}</NewEmail>
              {text.emailIsNowEnd}
            </>
          }
        />
      )}
      {failure && <Alert type="error" showIcon title={failure} />}
      {!confirming && (
        <AuthLinks>
          {answer &&
            (user ? (
              <Link to={PATHS.myAccount}>{text.goToMyAccount}</Link>
            ) : (
              <Link to={PATHS.signIn} state={{ email: answer.email }}>
                {text.signInWithNewEmail}
              </Link>
            ))}
          {failure && (
            <span>
              {text.needNewLink} <Link to={PATHS.editDetails}>{text.editDetails}</Link>
              {text.needNewLinkEnd}
            </span>
          )}
        </AuthLinks>
      )}
    </AuthCard>
  );
}
