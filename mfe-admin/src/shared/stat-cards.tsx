import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Link } from '@nivasa/ui/router';
import { colors, media, radius } from '@nivasa/ui/theme';

export const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 16px;

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;
  }
`;

const card = css`
  display: block;
  margin: 0;
  padding: 16px 18px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.medium};
  background: ${colors.surface};
  color: ${colors.text};
  text-decoration: none;
`;

const Figure = styled.dl`
  ${card}
`;

const LinkedFigure = styled(Link)`
  ${card}

  &:hover {
    border-color: ${colors.primary};
  }
`;

const Label = styled.span`
  display: block;
  color: ${colors.textMuted};
  font-size: 0.92rem;
`;

const Value = styled.span`
  display: block;
  margin: 4px 0 0;
  font-size: 1.9rem;
  font-weight: 700;
  line-height: 1.2;
`;

interface StatCardProps {
  label: string;
  children: ReactNode;
  /** Where the figure's list is, when it has one. */
  to?: string;
}

/** One figure under its name ('Total Number of Listings', 128); a link when `to` is given. */
export function StatCard({ label, children, to }: StatCardProps) {
  if (to) {
    return (
      <LinkedFigure to={to}>
        <Label>{label}</Label>
        <Value>{children}</Value>
      </LinkedFigure>
    );
  }
  return (
    <Figure>
      <Label as="dt">{label}</Label>
      <Value as="dd">{children}</Value>
    </Figure>
  );
}
