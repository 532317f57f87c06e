import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PATHS } from '@nivasa/contracts/paths';
import { PrimaryLink } from '@nivasa/ui/buttons';
import { PageContainer } from '@nivasa/ui/layout';
import { colors, radius } from '@nivasa/ui/theme';

const Box = styled.div<{ $tone: 'error' | 'neutral' }>`
  max-width: 640px;
  margin: 48px auto;
  padding: 32px;
  border-radius: ${radius.large};
  background: ${({ $tone }) => ($tone === 'error' ? colors.dangerSoft : colors.surface)};
  border: 1px solid ${({ $tone }) => ($tone === 'error' ? colors.dangerSoft : colors.border)};
  text-align: center;
`;

const Title = styled.h1<{ $tone: 'error' | 'neutral' }>`
  margin: 0 0 12px;
  font-size: 1.5rem;
  color: ${({ $tone }) => ($tone === 'error' ? colors.danger : colors.text)};
`;

const Detail = styled.p`
  margin: 0 0 24px;
  color: ${colors.textMuted};
`;

/** A listing page with nothing to show: why, and a way on. */
export function ListingMessage({ title, children, tone }: { title: string; children?: ReactNode; tone: 'error' | 'neutral' }) {
  return (
    <PageContainer>
      <Box role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
        <Title $tone={tone}>{title}</Title>
        {children && <Detail>{children}</Detail>}
        <PrimaryLink to={PATHS.home}>Back to home</PrimaryLink>
      </Box>
    </PageContainer>
  );
}
