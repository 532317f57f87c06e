import { useEffect } from 'react';
import { Link } from '@nivasa/ui/router';
import { ConfigProvider } from '@nivasa/ui/antd';
import styled from 'styled-components';
import { useSessionActions } from '@nivasa/session/session-actions';
import { useCurrentUser } from '@nivasa/session/session-state';
import { PageContainer, Panel } from '@nivasa/ui/layout';
import { antdTheme, colors } from '@nivasa/ui/theme';
import { EditDetailsForm } from '../features/edit-details/components/edit-details-form';

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

const Title = styled.h1`
  margin: 0 0 20px;
  font-size: 1.9rem;
`;

export function EditDetailsPage() {
  const user = useCurrentUser();
  const { clearError } = useSessionActions();

  // An error left by another screen does not belong here.
  useEffect(() => clearError(), [clearError]);

  // The shell's guard mounts this page for a signed-in user only.
  if (!user) return null;

  return (
    <ConfigProvider theme={antdTheme}>
      <PageContainer>
        <Column>
          <Back to="/my-account">← My account</Back>
          <Title>Edit details</Title>
          <Panel aria-label="Your details">
            <EditDetailsForm user={user} />
          </Panel>
        </Column>
      </PageContainer>
    </ConfigProvider>
  );
}
