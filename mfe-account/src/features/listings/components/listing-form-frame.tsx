import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageContainer, PageTitle, Panel } from '@nivasa/ui/layout';
import { useText } from '@nivasa/session/language';
import { AntdTexts } from '@nivasa/ui/antd-texts';
import { LISTING_FORM_FRAME_TEXT } from '../messages';

const Column = styled.div`
  max-width: 880px;
  margin: 0 auto;
`;

/** The page around the create and update forms, with the page's title. */
export function ListingFormFrame({ title, children }: { title: string; children: ReactNode }) {
  const text = useText(LISTING_FORM_FRAME_TEXT);
  return (
    <AntdTexts>
      <PageContainer>
        <Column>
          <PageTitle>{title}</PageTitle>
          <Panel aria-label={text.label}>{children}</Panel>
        </Column>
      </PageContainer>
    </AntdTexts>
  );
}
