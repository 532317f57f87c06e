import { ConfigProvider } from '@nivasa/ui/antd';
import { PageContainer, PageTitle, SidebarLayout } from '@nivasa/ui/layout';
import { antdTheme } from '@nivasa/ui/theme';
import { useCurrentUser } from '@nivasa/session/session-state';
import { AccountActions } from '../features/account/components/account-actions';
import { ProfileSummary } from '../features/account/components/profile-summary';
import { MY_ACCOUNT_PAGE_TEXT } from '../messages';

export function MyAccountPage() {
  // The shell's guard shows this page to a signed-in user only; once they sign out it shows nothing.
  const user = useCurrentUser();
  if (!user) return null;

  return (
    <ConfigProvider theme={antdTheme}>
      <PageContainer>
        <PageTitle>{MY_ACCOUNT_PAGE_TEXT.title}</PageTitle>
        <SidebarLayout>
          <AccountActions user={user} />
          <ProfileSummary user={user} />
        </SidebarLayout>
      </PageContainer>
    </ConfigProvider>
  );
}
