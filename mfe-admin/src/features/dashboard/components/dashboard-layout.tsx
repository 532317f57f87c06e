import type { ReactNode } from 'react';
import { Link, useLocation } from '@nivasa/ui/router';
import { ConfigProvider, Menu } from '@nivasa/ui/antd';
import styled from 'styled-components';
import { PageContainer, PageTitle, Panel, SidebarLayout } from '@nivasa/ui/layout';
import { antdTheme, colors } from '@nivasa/ui/theme';
import { DASHBOARD_SECTIONS } from '../dashboard-sections';
import { DASHBOARD_LAYOUT_TEXT } from '../messages';

// The page's section in the brand's soft teal; antd's own choice reads as grey.
const dashboardTheme = {
  ...antdTheme,
  components: { Menu: { itemSelectedBg: colors.primarySoft, itemSelectedColor: colors.primary, itemHoverBg: colors.background } },
};

const MenuPanel = styled(Panel)`
  padding: 8px;
`;

/** Every admin page: the dashboard's side menu beside the page's own content. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ConfigProvider theme={dashboardTheme}>
      <PageContainer>
        <PageTitle>{DASHBOARD_LAYOUT_TEXT.title}</PageTitle>
        <SidebarLayout>
          <MenuPanel as="nav" aria-label={DASHBOARD_LAYOUT_TEXT.title}>
            <Menu
              mode="inline"
              style={{ borderInlineEnd: 'none' }}
              selectedKeys={[pathname]}
              items={DASHBOARD_SECTIONS.map(({ path, label }) => ({ key: path, label: <Link to={path}>{label}</Link> }))}
            />
          </MenuPanel>
          {children}
        </SidebarLayout>
      </PageContainer>
    </ConfigProvider>
  );
}
