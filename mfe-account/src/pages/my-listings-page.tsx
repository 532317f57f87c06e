import styled from 'styled-components';
import { PATHS } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { useCurrentUser } from '@nivasa/session/session-state';
import { PrimaryLink } from '@nivasa/ui/buttons';
import { PageContainer, PageTitle } from '@nivasa/ui/layout';
import { AntdTexts } from '@nivasa/ui/antd-texts';
import { MyListingsList } from '../features/listings/components/my-listings-list';
import { MY_LISTINGS_LIST_TEXT } from '../features/listings/messages';
import { MY_LISTINGS_PAGE_TEXT } from '../messages';

const Column = styled.div`
  max-width: 960px;
  margin: 0 auto;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 24px;

  h1 {
    margin: 0;
  }
`;

export function MyListingsPage() {
  // The shell's guard shows this page to a signed-in user only; once they sign out it shows nothing.
  const user = useCurrentUser();
  const text = useText(MY_LISTINGS_PAGE_TEXT);
  const listText = useText(MY_LISTINGS_LIST_TEXT);
  if (!user) return null;

  return (
    <AntdTexts>
      <PageContainer>
        <Column>
          <Heading>
            <PageTitle>{text.title}</PageTitle>
            <PrimaryLink to={PATHS.createListing}>{listText.createListing}</PrimaryLink>
          </Heading>
          <MyListingsList userId={user._id} />
        </Column>
      </PageContainer>
    </AntdTexts>
  );
}
