import { Link, useParams } from '@nivasa/ui/router';
import { useText } from '@nivasa/session/language';
import { PATHS } from '@nivasa/contracts/paths';
import { AuthCard, AuthLinks } from '../components/auth-card';
import { ResetPasswordForm } from '../features/password-reset/components/reset-password-form';
import { RESET_PASSWORD_PAGE_TEXT } from '../features/password-reset/messages';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const text = useText(RESET_PASSWORD_PAGE_TEXT);
  return (
    <AuthCard title={text.title} intro={text.intro}>
      {/* A new link (another token) starts a new form. */}
      <ResetPasswordForm key={token} token={token} />
      <AuthLinks>
        <span>
          {text.linkExpired} <Link to={PATHS.forgotPassword}>{text.sendNewLink}</Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
