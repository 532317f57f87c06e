import { ConfigProvider } from '@nivasa/ui/antd';
import { useCurrentUser } from '@nivasa/session/session-state';
import { PageContainer, PageTitle } from '@nivasa/ui/layout';
import { antdTheme } from '@nivasa/ui/theme';
import { MyFavoritesList } from '../features/favorites/components/my-favorites-list';

export function MyFavoritesPage() {
  // The shell's guard shows this page to a signed-in user only; once they sign out it shows nothing.
  const user = useCurrentUser();
  if (!user) return null;

  return (
    <ConfigProvider theme={antdTheme}>
      <title>My favorites | Nivasa</title>
      <PageContainer>
        <PageTitle>My favorites</PageTitle>
        <MyFavoritesList userId={user._id} />
      </PageContainer>
    </ConfigProvider>
  );
}
