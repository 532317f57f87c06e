import { useText } from '@nivasa/session/language';
import { useCurrentUser } from '@nivasa/session/session-state';
import { PageContainer, PageTitle } from '@nivasa/ui/layout';
import { AntdTexts } from '@nivasa/ui/antd-texts';
import { MyFavoritesList } from '../features/favorites/components/my-favorites-list';
import { MY_FAVORITES_PAGE_TEXT } from '../messages';

export function MyFavoritesPage() {
  // The shell's guard shows this page to a signed-in user only; once they sign out it shows nothing.
  const user = useCurrentUser();
  const text = useText(MY_FAVORITES_PAGE_TEXT);
  if (!user) return null;

  return (
    <AntdTexts>
      <title>{text.documentTitle}</title>
      <PageContainer>
        <PageTitle>{text.title}</PageTitle>
        <MyFavoritesList userId={user._id} />
      </PageContainer>
    </AntdTexts>
  );
}
