import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Panel } from '@nivasa/ui/layout';
import { colors } from '@nivasa/ui/theme';

const Heading = styled.h2`
  margin: 0 0 4px;
  font-size: 1.45rem;
`;

const Intro = styled.p`
  margin: 0 0 20px;
  color: ${colors.textMuted};
`;

/** An admin page's own area beside the menu: its heading, a line on what it is for, and its content. */
export function DashboardSection({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Panel aria-labelledby="dashboard-section-title">
      <Heading id="dashboard-section-title">{title}</Heading>
      <Intro>{intro}</Intro>
      {children}
    </Panel>
  );
}
