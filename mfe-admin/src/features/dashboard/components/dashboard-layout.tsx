import type { ReactNode } from 'react';
import { Link, useLocation } from '@nivasa/ui/router';
import { ConfigProvider, Menu } from '@nivasa/ui/antd';
import styled from 'styled-components';
import { PageContainer, PageTitle, Panel, SidebarLayout } from '@nivasa/ui/layout';
import { antdTheme, colors } from '@nivasa/ui/theme';
import { useText } from '@nivasa/session/language';
import { dashboardSections } from '../dashboard-sections';
import { DASHBOARD_LAYOUT_TEXT, DASHBOARD_SECTIONS_TEXT } from '../messages';

// The page's section in the brand's soft teal; antd's own choice reads as grey.
const dashboardTheme = {
  ...antdTheme,
  components: { Menu: { itemSelectedBg: colors.primarySoft, itemSelectedColor: colors.primary, itemHoverBg: colors.background } },
};

/** Long names (Sinhala and Tamil ones are) wrap onto a second line instead of being cut off. */
const MenuPanel = styled(Panel)`
  padding: 8px;

  .ant-menu-inline .ant-menu-item {
    height: auto;
    min-height: 40px;
    padding-block: 9px;
    line-height: 1.4;
    white-space: normal;
  }

  .ant-menu-inline .ant-menu-title-content {
    overflow: visible;
    text-overflow: clip;
  }
`;

/** Every admin page: the dashboard's side menu beside the page's own content. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const text = useText(DASHBOARD_LAYOUT_TEXT);
  const sections = dashboardSections(useText(DASHBOARD_SECTIONS_TEXT));
  return (
    <ConfigProvider theme={dashboardTheme}>
      <PageContainer>
        <PageTitle>{text.title}</PageTitle>
        <SidebarLayout>
          <MenuPanel as="nav" aria-label={text.title}>
            <Menu
              mode="inline"
              style={{ borderInlineEnd: 'none' }}
              selectedKeys={[pathname]}
              items={sections.map(({ path, label }) => ({ key: path, label: <Link to={path}>{label}</Link> }))}
            />
          </MenuPanel>
          {children}
        </SidebarLayout>
      </PageContainer>
    </ConfigProvider>
  );
}
