import { PrimaryLink } from '@nivasa/ui/buttons';
import styled from 'styled-components';
import { PageContainer } from '@nivasa/ui/layout';
import { colors } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';

const Box = styled.div`
  max-width: 520px;
  margin: 48px auto;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: 4.5rem;
  font-weight: 800;
  line-height: 1;
  color: ${colors.primary};
`;

const Title = styled.h1`
  margin: 12px 0 8px;
  font-size: 1.6rem;
`;

const Text = styled.p`
  margin: 0 0 28px;
  color: ${colors.textMuted};
`;

export function NotFoundPage() {
  return (
    <PageContainer>
      <Box>
        <Code>404</Code>
        <Title>Page not found</Title>
        <Text>We couldn&apos;t find the page you were looking for. It may have moved, or the link may be wrong.</Text>
        <PrimaryLink to={PATHS.home}>Back to home</PrimaryLink>
      </Box>
    </PageContainer>
  );
}
