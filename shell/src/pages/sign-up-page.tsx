import { Link, useLocation, useNavigate } from '@nivasa/ui/router';
import styled from 'styled-components';
import { useSignIn } from '@nivasa/session/session-actions';
import { colors } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';
import { AuthCard, AuthLinks, OrDivider } from '../components/auth-card';
import { keepReturnPath, returnPathAfterSignIn, type SignInRedirectState } from '../features/guards/sign-in-redirect';
import { IdentityProviderButton } from '../features/identity-provider/components/identity-provider-button';
import { SignUpForm } from '../features/sign-up/components/sign-up-form';

const Agreement = styled.p`
  margin: 16px 0 0;
  color: ${colors.textMuted};
  font-size: 0.875rem;
`;

export function SignUpPage() {
  const { state } = useLocation();
  const navigate = useNavigate();
  // Signing up through the identity provider signs in at once.
  const providerSignIn = useSignIn();

  const goToSignIn = (message: string, email: string) => {
    const next: SignInRedirectState = { ...keepReturnPath(state), notice: message, email };
    void navigate(PATHS.signIn, { state: next });
  };

  return (
    <AuthCard title="Sign Up" intro="Create an account to post your place, save favourites and contact owners.">
      <SignUpForm onSignedUp={goToSignIn} providerSignIn={providerSignIn} />
      <OrDivider />
      <IdentityProviderButton signIn={providerSignIn} returnTo={returnPathAfterSignIn(state)} />
      <Agreement>
        By signing up you agree to our <Link to={PATHS.terms}>Terms</Link> and <Link to={PATHS.privacy}>Privacy Policy</Link>.
      </Agreement>
      <AuthLinks>
        <span>
          Have an account?{' '}
          <Link to={PATHS.signIn} state={keepReturnPath(state)}>
            Sign in
          </Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
