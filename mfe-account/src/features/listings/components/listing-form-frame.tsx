import type { ReactNode } from 'react';
import { ConfigProvider } from '@nivasa/ui/antd';
import styled from 'styled-components';
import { PageContainer, PageTitle, Panel } from '@nivasa/ui/layout';
import { antdTheme } from '@nivasa/ui/theme';

const Column = styled.div`
  max-width: 880px;
  margin: 0 auto;
`;

/** The page around the create and update forms: both are titled 'Create a Listing'. */
export function ListingFormFrame({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={antdTheme}>
      <PageContainer>
        <Column>
          <PageTitle>Create a Listing</PageTitle>
          <Panel aria-label="Listing details">{children}</Panel>
        </Column>
      </PageContainer>
    </ConfigProvider>
  );
}
