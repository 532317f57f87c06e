import { useCurrentUser } from '@nivasa/session/session-state';
import { useText } from '@nivasa/session/language';
import { AntdTexts } from '@nivasa/ui/antd-texts';
import { PageContainer, PageTitle } from '@nivasa/ui/layout';
import { MySearchesList } from '../features/saved-searches/components/my-searches-list';
import { MY_SEARCHES_PAGE_TEXT } from '../features/saved-searches/messages';

export function MySearchesPage() {
  // The shell's guard shows this page to a signed-in user only; once they sign out it shows nothing.
  const user = useCurrentUser();
  const text = useText(MY_SEARCHES_PAGE_TEXT);
  if (!user) return null;

  return (
    <AntdTexts>
      <title>{text.documentTitle}</title>
      <PageContainer>
        <PageTitle>{text.title}</PageTitle>
        <MySearchesList />
      </PageContainer>
    </AntdTexts>
  );
}
