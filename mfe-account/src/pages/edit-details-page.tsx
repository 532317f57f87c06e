import { Link } from '@nivasa/ui/router';
import styled from 'styled-components';
import { PageContainer, PageTitle, Panel } from '@nivasa/ui/layout';
import { colors } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { useCurrentUser } from '@nivasa/session/session-state';
import { AntdTexts } from '@nivasa/ui/antd-texts';
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
  const text = useText(EDIT_DETAILS_PAGE_TEXT);
  if (!user) return null;

  return (
    <AntdTexts>
      <PageContainer>
        <Column>
          <Back to={PATHS.myAccount}>{text.back}</Back>
          <PageTitle>{text.title}</PageTitle>
          <Panel aria-label={text.detailsLabel}>
            <EditDetailsForm user={user} />
          </Panel>
        </Column>
      </PageContainer>
    </AntdTexts>
  );
}
