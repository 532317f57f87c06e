import { PageContainer, PageTitle, SidebarLayout } from '@nivasa/ui/layout';
import { useText } from '@nivasa/session/language';
import { useCurrentUser } from '@nivasa/session/session-state';
import { AntdTexts } from '@nivasa/ui/antd-texts';
import { AccountActions } from '../features/account/components/account-actions';
import { ProfileSummary } from '../features/account/components/profile-summary';
import { VerifyPhonePanel } from '../features/verify-phone/components/verify-phone-panel';
import { MY_ACCOUNT_PAGE_TEXT } from '../messages';
import styled from 'styled-components';

const MainColumn = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
`;

export function MyAccountPage() {
  // The shell's guard shows this page to a signed-in user only; once they sign out it shows nothing.
  const user = useCurrentUser();
  const text = useText(MY_ACCOUNT_PAGE_TEXT);
  if (!user) return null;

  return (
    <AntdTexts>
      <PageContainer>
        <PageTitle>{text.title}</PageTitle>
        <SidebarLayout>
          <AccountActions user={user} />
          <MainColumn>
            <ProfileSummary user={user} />
            <VerifyPhonePanel user={user} />
          </MainColumn>
        </SidebarLayout>
      </PageContainer>
    </AntdTexts>
  );
}
