import { ConfigProvider } from '@nivasa/ui/antd';
import { useCurrentUser } from '@nivasa/session/session-state';
import { PageContainer, PageTitle } from '@nivasa/ui/layout';
import { antdTheme } from '@nivasa/ui/theme';
import { MyFavoritesList } from '../features/favorites/components/my-favorites-list';
import { MY_FAVORITES_PAGE_TEXT } from '../messages';

export function MyFavoritesPage() {
  // The shell's guard shows this page to a signed-in user only; once they sign out it shows nothing.
  const user = useCurrentUser();
  if (!user) return null;

  return (
    <ConfigProvider theme={antdTheme}>
      <title>{MY_FAVORITES_PAGE_TEXT.documentTitle}</title>
      <PageContainer>
        <PageTitle>{MY_FAVORITES_PAGE_TEXT.title}</PageTitle>
        <MyFavoritesList userId={user._id} />
      </PageContainer>
    </ConfigProvider>
  );
}
