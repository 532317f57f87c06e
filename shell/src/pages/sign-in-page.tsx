import { Link, useLocation } from '@nivasa/ui/router';
import { Alert } from '@nivasa/ui/antd';
import { useText } from '@nivasa/session/language';
import { useSignIn } from '@nivasa/session/session-actions';
import { PATHS } from '@nivasa/contracts/paths';
import { AuthCard, AuthLinks, OrDivider } from '../components/auth-card';
import { keepReturnPath, returnPathAfterSignIn, signInEmail, signInNotice } from '../features/guards/sign-in-redirect';
import { IdentityProviderButton } from '../features/identity-provider/components/identity-provider-button';
import { SignInForm } from '../features/sign-in/components/sign-in-form';
import { SIGN_IN_PAGE_TEXT } from '../features/sign-in/messages';

export function SignInPage() {
  const text = useText(SIGN_IN_PAGE_TEXT);
  const { state } = useLocation();
  const returnTo = returnPathAfterSignIn(state);
  const notice = signInNotice(state);
  const signIn = useSignIn();

  return (
    <AuthCard title={text.title} intro={text.intro}>
      {notice && <Alert type="success" showIcon title={notice} style={{ marginBottom: 20 }} />}
      <SignInForm signIn={signIn} returnTo={returnTo} initialEmail={signInEmail(state)} />
      <OrDivider />
      <IdentityProviderButton signIn={signIn} returnTo={returnTo} />
      <AuthLinks>
        <span>
          {text.noAccount}{' '}
          <Link to={PATHS.signUp} state={keepReturnPath(state)}>
            {text.signUp}
          </Link>
        </span>
        <span>
          {text.forgotPassword} <Link to={PATHS.forgotPassword}>{text.resetIt}</Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
