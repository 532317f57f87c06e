import styled from 'styled-components';
import { PrimaryLink } from '@nivasa/ui/buttons';
import { PageContainer } from '@nivasa/ui/layout';
import { colors } from '@nivasa/ui/theme';
import { useText } from '@nivasa/session/language';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { PATHS } from '@nivasa/contracts/paths';

const Box = styled.section`
  max-width: 520px;
  margin: 48px auto;
  text-align: center;
`;

const Title = styled.h1`
  margin: 16px 0 8px;
  font-size: 1.6rem;
`;

const Text = styled.p`
  margin: 0 0 28px;
  color: ${colors.textMuted};
`;

function LockIcon() {
  return (
    <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke={colors.primary} strokeWidth="1.6">
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" strokeLinecap="round" />
    </svg>
  );
}

/** What a signed-in member sees on an admin page: whose pages these are, and a way back. */
export function ModeratorsOnly() {
  const text = useText(MESSAGES_CATALOGUE);
  return (
    <PageContainer>
      <Box>
        <LockIcon />
        <Title>{text.moderatorsOnlyTitle}</Title>
        <Text>{text.moderatorsOnlyText}</Text>
        <PrimaryLink to={PATHS.home}>{text.backToHome}</PrimaryLink>
      </Box>
    </PageContainer>
  );
}
