import { useLocation } from '@nivasa/ui/router';
import styled from 'styled-components';
import { PageContainer, Panel } from '@nivasa/ui/layout';
import { colors } from '@nivasa/ui/theme';
import { returnPathAfterSignIn } from '../features/guards/sign-in-redirect';
import { SignInForm } from '../features/sign-in/components/sign-in-form';

const Card = styled(Panel)`
  max-width: 440px;
  margin: 24px auto;
`;

const Title = styled.h1`
  margin: 0 0 6px;
  font-size: 1.75rem;
`;

const Intro = styled.p`
  margin: 0 0 24px;
  color: ${colors.textMuted};
`;

export function SignInPage() {
  const location = useLocation();
  return (
    <PageContainer>
      <Card>
        <Title>Sign In</Title>
        <Intro>Welcome back. Sign in to manage your listings and favourites.</Intro>
        <SignInForm returnTo={returnPathAfterSignIn(location.state)} />
      </Card>
    </PageContainer>
  );
}
