import { Link } from '@nivasa/ui/router';
import { PATHS } from '@nivasa/contracts/paths';
import { AuthCard, AuthLinks } from '../components/auth-card';
import { ForgotPasswordForm } from '../features/password-reset/components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot your password?" intro="Enter your account's email and we'll send you a link to reset it.">
      <ForgotPasswordForm />
      <AuthLinks>
        <span>
          Remembered it? <Link to={PATHS.signIn}>Sign in</Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
