import { Link } from '@nivasa/ui/router';
import styled from 'styled-components';
import { COOKIE_BANNER_ID, PAINTED_BUTTON_ATTRIBUTE } from '@nivasa/contracts/federation';
import { COOKIE_CONSENT } from '@nivasa/contracts/limits';
import { colors, media, radius, shadow } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { COOKIE_BANNER_TEXT } from '../../../messages';
import { useCookieConsent } from '../hooks/use-cookie-consent';

/**
 * The banner's last element. It sits at the foot of the screen and grows upward, so a paint made
 * while the parser was still inside it (a slow phone) drew it a line short, and it moved up when
 * the rest came: until its end is parsed it is not drawn.
 */
const BANNER_END_ATTRIBUTE = 'data-banner-end';

const Banner = styled.section`
  position: fixed;
  z-index: 30;
  left: 50%;
  bottom: 20px;
  transform: translateX(-50%);
  width: min(760px, calc(100% - 32px));
  display: flex;
  align-items: center;
  gap: 20px;
  padding: 18px 22px;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.large};
  box-shadow: ${shadow.raised};

  ${media.mobile} {
    bottom: 12px;
    flex-direction: column;
    align-items: stretch;
    gap: 14px;
  }

  &:not(:has(> [${BANNER_END_ATTRIBUTE}])) {
    visibility: hidden;
  }
`;

const Text = styled.p`
  margin: 0;
  flex: 1;
  font-size: 0.95rem;
`;

const Buttons = styled.div`
  display: flex;
  gap: 10px;
`;

const Choice = styled.button<{ $primary?: boolean }>`
  flex: 1;
  padding: 9px 22px;
  border-radius: ${radius.pill};
  border: 1px solid ${colors.primary};
  background: ${({ $primary }) => ($primary ? colors.primary : colors.surface)};
  color: ${({ $primary }) => ($primary ? '#fff' : colors.primary)};
  font-weight: 600;
  cursor: pointer;
`;

/**
 * Until a choice is made. `painted`: as the build draws it into the page's HTML, where a press
 * on a choice is noted and made again once the app has drawn the banner (carry-focus-over.ts).
 */
export function CookieBanner({ painted = false }: { painted?: boolean }) {
  const { consent, choose } = useCookieConsent();
  const text = useText(COOKIE_BANNER_TEXT);
  if (consent) return null;
  const mark = painted ? { [PAINTED_BUTTON_ATTRIBUTE]: '' } : {};

  return (
    <Banner id={COOKIE_BANNER_ID} aria-label={text.label}>
      <Text>
        {text.notice} <Link to={PATHS.privacy}>{text.privacyPolicy}</Link>
        {text.noticeEnd}
      </Text>
      <Buttons>
        <Choice type="button" onClick={() => choose(COOKIE_CONSENT.declined)} {...mark}>
          {text.decline}
        </Choice>
        <Choice type="button" $primary onClick={() => choose(COOKIE_CONSENT.accepted)} {...mark}>
          {text.accept}
        </Choice>
      </Buttons>
      <span hidden {...{ [BANNER_END_ATTRIBUTE]: '' }} />
    </Banner>
  );
}
