import { Link } from '@nivasa/ui/router';
import styled from 'styled-components';
import { colors, media, radius } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { HERO_TEXT } from '../messages';

// A CSS-drawn hero: no image to download before the largest paint.
const Band = styled.section`
  position: relative;
  overflow: hidden;
  color: #fff;
  background:
    radial-gradient(circle at 85% 20%, rgba(242, 165, 65, 0.35), transparent 32%),
    radial-gradient(circle at 10% 90%, rgba(255, 255, 255, 0.12), transparent 40%),
    linear-gradient(135deg, #0a3f3c 0%, ${colors.primary} 55%, #2a9d8f 100%);
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 96px 24px 104px;

  ${media.mobile} {
    padding: 56px 16px 64px;
  }
`;

const Headline = styled.h1`
  max-width: 16ch;
  margin: 0 0 16px;
  font-size: clamp(2.2rem, 5vw, 3.6rem);
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  max-width: 52ch;
  margin: 0 0 32px;
  font-size: 1.15rem;
  color: rgba(255, 255, 255, 0.88);
`;

const Action = styled(Link)`
  display: inline-block;
  padding: 12px 28px;
  border-radius: ${radius.pill};
  background: #fff;
  color: ${colors.primary};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: ${colors.primarySoft};
  }
`;

export function Hero() {
  const text = useText(HERO_TEXT);
  return (
    <Band>
      <Inner>
        <Headline>{text.headline}</Headline>
        <Lead>{text.lead}</Lead>
        <Action to={PATHS.search}>{text.browse}</Action>
      </Inner>
    </Band>
  );
}
