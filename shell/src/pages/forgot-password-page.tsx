import { Link } from '@nivasa/ui/router';
import { useText } from '@nivasa/session/language';
import { PATHS } from '@nivasa/contracts/paths';
import { AuthCard, AuthLinks } from '../components/auth-card';
import { ForgotPasswordForm } from '../features/password-reset/components/forgot-password-form';
import { FORGOT_PASSWORD_PAGE_TEXT } from '../features/password-reset/messages';

export function ForgotPasswordPage() {
  const text = useText(FORGOT_PASSWORD_PAGE_TEXT);
  return (
    <AuthCard title={text.title} intro={text.intro}>
      <ForgotPasswordForm />
      <AuthLinks>
        <span>
          {text.remembered} <Link to={PATHS.signIn}>{text.signIn}</Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
