import { PrimaryLink } from '@nivasa/ui/buttons';
import styled from 'styled-components';
import { PageContainer } from '@nivasa/ui/layout';
import { colors } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { NOT_FOUND_PAGE_TEXT } from '../messages';

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
  const text = useText(NOT_FOUND_PAGE_TEXT);
  return (
    <PageContainer>
      <Box>
        <Code>{text.code}</Code>
        <Title>{text.title}</Title>
        <Text>{text.text}</Text>
        <PrimaryLink to={PATHS.home}>{text.home}</PrimaryLink>
      </Box>
    </PageContainer>
  );
}
