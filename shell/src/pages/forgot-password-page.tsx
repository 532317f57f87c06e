import { Link } from '@nivasa/ui/router';
import { PATHS } from '@nivasa/contracts/paths';
import { AuthCard, AuthLinks } from '../components/auth-card';
import { ForgotPasswordForm } from '../features/password-reset/components/forgot-password-form';
import { FORGOT_PASSWORD_PAGE_TEXT } from '../features/password-reset/messages';

export function ForgotPasswordPage() {
  return (
    <AuthCard title={FORGOT_PASSWORD_PAGE_TEXT.title} intro={FORGOT_PASSWORD_PAGE_TEXT.intro}>
      <ForgotPasswordForm />
      <AuthLinks>
        <span>
          {FORGOT_PASSWORD_PAGE_TEXT.remembered} <Link to={PATHS.signIn}>{FORGOT_PASSWORD_PAGE_TEXT.signIn}</Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
