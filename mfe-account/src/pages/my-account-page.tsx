import { useEffect } from 'react';
import { ConfigProvider } from '@nivasa/ui/antd';
import styled from 'styled-components';
import { useSessionActions } from '@nivasa/session/session-actions';
import { useCurrentUser } from '@nivasa/session/session-state';
import { PageContainer, SidebarLayout } from '@nivasa/ui/layout';
import { antdTheme } from '@nivasa/ui/theme';
import { AccountActions } from '../features/account/components/account-actions';
import { ProfileSummary } from '../features/account/components/profile-summary';

const Title = styled.h1`
  margin: 0 0 24px;
  font-size: 1.9rem;
`;

export function MyAccountPage() {
  const user = useCurrentUser();
  const { clearError } = useSessionActions();

  // An error left by another screen (a failed sign-in) does not belong here.
  useEffect(() => clearError(), [clearError]);

  // The shell's guard mounts this page for a signed-in user only; after signing out it unmounts.
  if (!user) return null;

  return (
    <ConfigProvider theme={antdTheme}>
      <PageContainer>
        <Title>My account</Title>
        <SidebarLayout>
          <AccountActions user={user} />
          <ProfileSummary user={user} />
        </SidebarLayout>
      </PageContainer>
    </ConfigProvider>
  );
}
