import { PrimaryLink } from '@nivasa/ui/buttons';
import styled from 'styled-components';
import { colors, media, radius } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { OWNER_CALL_TO_ACTION_TEXT } from '../messages';

const Card = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 24px;
  padding: 36px 40px;
  border-radius: ${radius.large};
  background: linear-gradient(120deg, ${colors.primarySoft}, #f3efe4);

  ${media.mobile} {
    flex-direction: column;
    align-items: flex-start;
    padding: 28px 22px;
  }
`;

const Title = styled.h2`
  margin: 0 0 8px;
  font-size: 1.6rem;
`;

const Text = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 1.05rem;
`;

const Action = styled(PrimaryLink)`
  flex-shrink: 0;
  padding: 12px 28px;
  font-weight: 700;
`;

export function OwnerCallToAction() {
  const text = useText(OWNER_CALL_TO_ACTION_TEXT);
  return (
    <Card aria-labelledby="owner-title">
      <div>
        <Title id="owner-title">{text.title}</Title>
        <Text>{text.text}</Text>
      </div>
      <Action to={PATHS.createListing}>{text.action}</Action>
    </Card>
  );
}
