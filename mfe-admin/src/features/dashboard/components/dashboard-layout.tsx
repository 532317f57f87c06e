import type { ReactNode } from 'react';
import { Link, useLocation } from '@nivasa/ui/router';
import styled from 'styled-components';
import { PageContainer, PageTitle, Panel, SidebarLayout } from '@nivasa/ui/layout';
import { colors, radius } from '@nivasa/ui/theme';
import { useText } from '@nivasa/session/language';
import { dashboardSections } from '../dashboard-sections';
import { DASHBOARD_LAYOUT_TEXT, DASHBOARD_SECTIONS_TEXT } from '../messages';

const MenuPanel = styled(Panel)`
  padding: 8px;

  ul {
    display: grid;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** A section's link; long names (Sinhala and Tamil ones are) wrap onto a second line. */
const SectionLink = styled(Link)`
  display: block;
  padding: 9px 16px;
  border-radius: ${radius.medium};
  color: ${colors.text};
  line-height: 1.4;
  text-decoration: none;

  &:hover {
    background: ${colors.background};
    color: ${colors.text};
  }

  &[aria-current='page'] {
    background: ${colors.primarySoft};
    color: ${colors.primary};
    font-weight: 600;
  }
`;

/**
 * Every admin page: the dashboard's side menu beside the page's own content. Plain links, not
 * antd's Menu, so a dashboard page paints before antd has loaded.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const text = useText(DASHBOARD_LAYOUT_TEXT);
  const sections = dashboardSections(useText(DASHBOARD_SECTIONS_TEXT));
  return (
    <PageContainer>
      <PageTitle>{text.title}</PageTitle>
      <SidebarLayout>
        <MenuPanel as="nav" aria-label={text.title}>
          <ul>
            {sections.map(({ path, label }) => (
              <li key={path}>
                <SectionLink to={path} aria-current={path === pathname ? 'page' : undefined}>
                  {label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </MenuPanel>
        {children}
      </SidebarLayout>
    </PageContainer>
  );
}
