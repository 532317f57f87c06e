import { Link, useLocation, useNavigate } from '@nivasa/ui/router';
import styled from 'styled-components';
import { useText } from '@nivasa/session/language';
import { useSignIn } from '@nivasa/session/session-actions';
import { colors } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';
import { AuthCard, AuthLinks, OrDivider } from '../components/auth-card';
import { keepReturnPath, returnPathAfterSignIn, type SignInRedirectState } from '../features/guards/sign-in-redirect';
import { IdentityProviderButton } from '../features/identity-provider/components/identity-provider-button';
import { SignUpForm } from '../features/sign-up/components/sign-up-form';
import { SIGN_UP_PAGE_TEXT } from '../features/sign-up/messages';

const Agreement = styled.p`
  margin: 16px 0 0;
  color: ${colors.textMuted};
  font-size: 0.875rem;
`;

export function SignUpPage() {
  const text = useText(SIGN_UP_PAGE_TEXT);
  const { state } = useLocation();
  const navigate = useNavigate();
  // Signing up through the identity provider signs in at once.
  const providerSignIn = useSignIn();

  const goToSignIn = (message: string, email: string) => {
    const next: SignInRedirectState = { ...keepReturnPath(state), notice: message, email };
    void navigate(PATHS.signIn, { state: next });
  };

  return (
    <AuthCard title={text.title} intro={text.intro}>
      <SignUpForm onSignedUp={goToSignIn} providerSignIn={providerSignIn} />
      <OrDivider />
      <IdentityProviderButton signIn={providerSignIn} returnTo={returnPathAfterSignIn(state)} />
      <Agreement>
        {text.agreementStart} <Link to={PATHS.terms}>{text.terms}</Link> {text.agreementJoin}{' '}
        <Link to={PATHS.privacy}>{text.privacyPolicy}</Link>
        {text.agreementEnd}
      </Agreement>
      <AuthLinks>
        <span>
          {text.haveAccount}{' '}
          <Link to={PATHS.signIn} state={keepReturnPath(state)}>
            {text.signIn}
          </Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
