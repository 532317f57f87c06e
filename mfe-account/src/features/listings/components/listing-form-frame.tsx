import type { ReactNode } from 'react';
import { ConfigProvider } from '@nivasa/ui/antd';
import styled from 'styled-components';
import { PageContainer, PageTitle, Panel } from '@nivasa/ui/layout';
import { antdTheme } from '@nivasa/ui/theme';
import { LISTING_FORM_FRAME_TEXT } from '../messages';

const Column = styled.div`
  max-width: 880px;
  margin: 0 auto;
`;

/** The page around the create and update forms, with the page's title. */
export function ListingFormFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ConfigProvider theme={antdTheme}>
      <PageContainer>
        <Column>
          <PageTitle>{title}</PageTitle>
          <Panel aria-label={LISTING_FORM_FRAME_TEXT.label}>{children}</Panel>
        </Column>
      </PageContainer>
    </ConfigProvider>
  );
}
