import styled from 'styled-components';
import { SPINNER_SIZE } from '@nivasa/contracts/limits';
import { useText } from '@nivasa/session/language';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { Spinner } from '@nivasa/ui/spinner';
import { colors } from '@nivasa/ui/theme';

const Screen = styled.div`
  min-height: 70vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  color: ${colors.textMuted};
  font-size: 1rem;
`;

/** Shown while a page, or the session it depends on, is on its way. */
export function LoadingScreen() {
  const text = useText(MESSAGES_CATALOGUE);
  return (
    <Screen role="status" aria-live="polite">
      <Spinner $size={SPINNER_SIZE.loadingScreen} />
      {text.loading}
    </Screen>
  );
}
