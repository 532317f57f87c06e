import { Link } from '@nivasa/ui/router';
import { ConfigProvider } from '@nivasa/ui/antd';
import styled from 'styled-components';
import { PageContainer, PageTitle, Panel } from '@nivasa/ui/layout';
import { antdTheme, colors } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';
import { useCurrentUser } from '@nivasa/session/session-state';
import { EditDetailsForm } from '../features/edit-details/components/edit-details-form';
import { EDIT_DETAILS_PAGE_TEXT } from '../messages';

const Column = styled.div`
  max-width: 560px;
  margin: 0 auto;
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 12px;
  color: ${colors.textMuted};
  text-decoration: none;

  &:hover {
    color: ${colors.primary};
  }
`;

export function EditDetailsPage() {
  // The shell's guard shows this page to a signed-in user only; once they sign out it shows nothing.
  const user = useCurrentUser();
  if (!user) return null;

  return (
    <ConfigProvider theme={antdTheme}>
      <PageContainer>
        <Column>
          <Back to={PATHS.myAccount}>{EDIT_DETAILS_PAGE_TEXT.back}</Back>
          <PageTitle>{EDIT_DETAILS_PAGE_TEXT.title}</PageTitle>
          <Panel aria-label={EDIT_DETAILS_PAGE_TEXT.detailsLabel}>
            <EditDetailsForm user={user} />
          </Panel>
        </Column>
      </PageContainer>
    </ConfigProvider>
  );
}
