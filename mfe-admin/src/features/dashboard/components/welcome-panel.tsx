import type { ReactNode } from 'react';
import { Link } from '@nivasa/ui/router';
import styled from 'styled-components';
import { Panel } from '@nivasa/ui/layout';
import { colors, media, radius } from '@nivasa/ui/theme';
import { useText } from '@nivasa/session/language';
import { dashboardSections } from '../dashboard-sections';
import { DASHBOARD_SECTIONS_TEXT, WELCOME_PANEL_TEXT } from '../messages';

const Heading = styled.h2`
  margin: 0 0 8px;
  font-size: 1.45rem;
`;

const Intro = styled.p`
  margin: 0 0 20px;
  color: ${colors.textMuted};
`;

const SubHeading = styled.h3`
  margin: 28px 0 12px;
  font-size: 1.1rem;
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Card = styled(Link)`
  display: block;
  height: 100%;
  padding: 18px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.medium};
  color: ${colors.text};
  text-decoration: none;

  &:hover {
    border-color: ${colors.primary};
  }

  strong {
    display: block;
    margin-bottom: 6px;
    color: ${colors.primary};
  }

  span {
    color: ${colors.textMuted};
    font-size: 0.95rem;
  }
`;

/** The dashboard's start: a greeting, the figures an admin checks first, and the sections. */
export function WelcomePanel({ username, summary }: { username: string; summary: ReactNode }) {
  const text = useText(WELCOME_PANEL_TEXT);
  const sections = dashboardSections(useText(DASHBOARD_SECTIONS_TEXT));
  return (
    <Panel aria-labelledby="welcome-title">
      <Heading id="welcome-title">{text.greeting(username)}</Heading>
      <Intro>{text.intro}</Intro>
      {summary}
      <SubHeading>{text.sections}</SubHeading>
      <Cards>
        {sections.map(({ path, label, description }) => (
          <li key={path}>
            <Card to={path}>
              <strong>{label}</strong>
              <span>{description}</span>
            </Card>
          </li>
        ))}
      </Cards>
    </Panel>
  );
}
