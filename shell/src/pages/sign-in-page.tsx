import { Link, useLocation } from '@nivasa/ui/router';
import { Alert } from '@nivasa/ui/antd';
import { useSignIn } from '@nivasa/session/session-actions';
import { PATHS } from '@nivasa/contracts/paths';
import { AuthCard, AuthLinks, OrDivider } from '../components/auth-card';
import { keepReturnPath, returnPathAfterSignIn, signInEmail, signInNotice } from '../features/guards/sign-in-redirect';
import { IdentityProviderButton } from '../features/identity-provider/components/identity-provider-button';
import { SignInForm } from '../features/sign-in/components/sign-in-form';
import { SIGN_IN_PAGE_TEXT } from '../features/sign-in/messages';

export function SignInPage() {
  const { state } = useLocation();
  const returnTo = returnPathAfterSignIn(state);
  const notice = signInNotice(state);
  const signIn = useSignIn();

  return (
    <AuthCard title={SIGN_IN_PAGE_TEXT.title} intro={SIGN_IN_PAGE_TEXT.intro}>
      {notice && <Alert type="success" showIcon title={notice} style={{ marginBottom: 20 }} />}
      <SignInForm signIn={signIn} returnTo={returnTo} initialEmail={signInEmail(state)} />
      <OrDivider />
      <IdentityProviderButton signIn={signIn} returnTo={returnTo} />
      <AuthLinks>
        <span>
          {SIGN_IN_PAGE_TEXT.noAccount}{' '}
          <Link to={PATHS.signUp} state={keepReturnPath(state)}>
            {SIGN_IN_PAGE_TEXT.signUp}
          </Link>
        </span>
        <span>
          {SIGN_IN_PAGE_TEXT.forgotPassword} <Link to={PATHS.forgotPassword}>{SIGN_IN_PAGE_TEXT.resetIt}</Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
