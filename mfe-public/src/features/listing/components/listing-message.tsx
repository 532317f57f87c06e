import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PATHS } from '@nivasa/contracts/paths';
import { PrimaryButton, PrimaryLink } from '@nivasa/ui/buttons';
import { PageContainer } from '@nivasa/ui/layout';
import { Link } from '@nivasa/ui/router';
import { colors, radius, shadow } from '@nivasa/ui/theme';
import { SearchIcon } from './icons';
import { useText } from '@nivasa/session/language';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { LISTING_MESSAGE_TEXT } from '../messages';

const Box = styled.div`
  max-width: 560px;
  margin: 40px auto;
  padding: 40px 32px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.large};
  background: ${colors.surface};
  box-shadow: ${shadow.card};
  text-align: center;
`;

const Picture = styled.svg`
  display: block;
  width: 160px;
  height: 120px;
  margin: 0 auto 20px;
`;

const Title = styled.h1<{ $tone: 'error' | 'neutral' }>`
  margin: 0 0 10px;
  font-size: 1.5rem;
  color: ${({ $tone }) => ($tone === 'error' ? colors.danger : colors.text)};
`;

const Detail = styled.p`
  margin: 0 auto 24px;
  max-width: 42ch;
  color: ${colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;

const SecondaryLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 9px 22px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
  color: ${colors.text};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
`;

/** A house with a question mark on the brand's soft teal: a place that is not here. */
function EmptyHouse({ tone }: { tone: 'error' | 'neutral' }) {
  const mark = tone === 'error' ? colors.danger : colors.primary;
  return (
    <Picture viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="62" ry="8" fill={colors.primarySoft} />
      <path d="M80 18 26 62h14v44h80V62h14z" fill={colors.primarySoft} stroke="#b7d8d2" strokeWidth="3" strokeLinejoin="round" />
      <text x="80" y="92" textAnchor="middle" fontSize="46" fontWeight="700" fill={mark} fontFamily="system-ui, sans-serif">
        {tone === 'error' ? '!' : '?'}
      </text>
    </Picture>
  );
}

/**
 * A listing page with nothing to show: why, and a way on (home and search, or another try when
 * the load failed).
 */
export function ListingMessage({
  title,
  children,
  tone,
  onRetry,
}: {
  title: string;
  children?: ReactNode;
  tone: 'error' | 'neutral';
  onRetry?: () => void;
}) {
  const text = useText(LISTING_MESSAGE_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  return (
    <PageContainer>
      <Box role={tone === 'error' ? 'alert' : 'status'}>
        <EmptyHouse tone={tone} />
        <Title $tone={tone}>{title}</Title>
        {children && <Detail>{children}</Detail>}
        <Actions>
          {onRetry ? (
            <PrimaryButton type="button" onClick={onRetry}>
              {messages.tryAgain}
            </PrimaryButton>
          ) : (
            <PrimaryLink to={PATHS.home}>{messages.backToHome}</PrimaryLink>
          )}
          <SecondaryLink to={PATHS.search}>
            <SearchIcon size={18} /> {text.searchListings}
          </SecondaryLink>
          {onRetry && <SecondaryLink to={PATHS.home}>{messages.backToHome}</SecondaryLink>}
        </Actions>
      </Box>
    </PageContainer>
  );
}
