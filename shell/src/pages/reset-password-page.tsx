import { Link, useParams } from '@nivasa/ui/router';
import { PATHS } from '@nivasa/contracts/paths';
import { AuthCard, AuthLinks } from '../components/auth-card';
import { ResetPasswordForm } from '../features/password-reset/components/reset-password-form';
import { RESET_PASSWORD_PAGE_TEXT } from '../features/password-reset/messages';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  return (
    <AuthCard title={RESET_PASSWORD_PAGE_TEXT.title} intro={RESET_PASSWORD_PAGE_TEXT.intro}>
      {/* A new link (another token) starts a new form. */}
      <ResetPasswordForm key={token} token={token} />
      <AuthLinks>
        <span>
          {RESET_PASSWORD_PAGE_TEXT.linkExpired} <Link to={PATHS.forgotPassword}>{RESET_PASSWORD_PAGE_TEXT.sendNewLink}</Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
