import { Link, useLocation } from '@nivasa/ui/router';
import { Alert } from '@nivasa/ui/antd';
import { useSignIn } from '@nivasa/session/session-actions';
import { PATHS } from '@nivasa/contracts/paths';
import { AuthCard, AuthLinks, OrDivider } from '../components/auth-card';
import { keepReturnPath, returnPathAfterSignIn, signInEmail, signInNotice } from '../features/guards/sign-in-redirect';
import { IdentityProviderButton } from '../features/identity-provider/components/identity-provider-button';
import { SignInForm } from '../features/sign-in/components/sign-in-form';

export function SignInPage() {
  const { state } = useLocation();
  const returnTo = returnPathAfterSignIn(state);
  const notice = signInNotice(state);
  const signIn = useSignIn();

  return (
    <AuthCard title="Sign In" intro="Welcome back. Sign in to manage your listings and favourites.">
      {notice && <Alert type="success" showIcon title={notice} style={{ marginBottom: 20 }} />}
      <SignInForm signIn={signIn} returnTo={returnTo} initialEmail={signInEmail(state)} />
      <OrDivider />
      <IdentityProviderButton signIn={signIn} returnTo={returnTo} />
      <AuthLinks>
        <span>
          Don&apos;t have an account?{' '}
          <Link to={PATHS.signUp} state={keepReturnPath(state)}>
            Sign up
          </Link>
        </span>
        <span>
          Forgot your password? <Link to={PATHS.forgotPassword}>Reset it here</Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
