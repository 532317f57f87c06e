import { Outlet, ScrollRestoration } from '@nivasa/ui/router';
import styled from 'styled-components';
import { useSessionRefresh } from '@nivasa/session/session-refresh';
import { CookieBanner } from '../features/cookie-consent/components/cookie-banner';
import { Footer } from '../features/footer/components/footer';
import { Header } from '../features/header/components/header';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
`;

/** Every page: header, the route's content, footer and the cookie banner. */
export function AppLayout() {
  useSessionRefresh();
  return (
    <Frame>
      <Header />
      <Main>
        <Outlet />
      </Main>
      <Footer />
      <CookieBanner />
      <ScrollRestoration />
    </Frame>
  );
}
