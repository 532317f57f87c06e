import { Link, useParams } from '@nivasa/ui/router';
import { PATHS } from '@nivasa/contracts/paths';
import { AuthCard, AuthLinks } from '../components/auth-card';
import { ResetPasswordForm } from '../features/password-reset/components/reset-password-form';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  return (
    <AuthCard title="Reset your password" intro="Choose a new password for your Nivasa account.">
      {/* A new link (another token) starts a new form. */}
      <ResetPasswordForm key={token} token={token} />
      <AuthLinks>
        <span>
          Link expired? <Link to={PATHS.forgotPassword}>Send a new one</Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
