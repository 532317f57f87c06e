import { ConfigProvider } from '@nivasa/ui/antd';
import { PageContainer, PageTitle, SidebarLayout } from '@nivasa/ui/layout';
import { antdTheme } from '@nivasa/ui/theme';
import { AccountActions } from '../features/account/components/account-actions';
import { ProfileSummary } from '../features/account/components/profile-summary';
import { useAccountPageUser } from '../features/account/hooks/use-account-page-user';

export function MyAccountPage() {
  const user = useAccountPageUser();
  if (!user) return null;

  return (
    <ConfigProvider theme={antdTheme}>
      <PageContainer>
        <PageTitle>My account</PageTitle>
        <SidebarLayout>
          <AccountActions user={user} />
          <ProfileSummary user={user} />
        </SidebarLayout>
      </PageContainer>
    </ConfigProvider>
  );
}
