import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, type Location } from '@nivasa/ui/router';
import styled from 'styled-components';
import { useSessionRefresh } from '@nivasa/session/session-refresh';
import { CookieBanner } from '../features/cookie-consent/components/cookie-banner';
import { Footer } from '../features/footer/components/footer';
import { Header } from '../features/header/components/header';
import { LanguagePrompt } from '../features/language-prompt/components/language-prompt';
import { SavedCopyNote } from '../features/offline/components/saved-copy-note';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
`;

/**
 * Where to keep a page's scroll position. Every page opened afresh (a link from a mail, a typed
 * address) has the key 'default', so keyed by that alone it would open where the last fresh page
 * was left; such pages are keyed by their path instead.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

/**
 * Header, the content, footer: as the page shows it, and as it is drawn into index.html at build
 * time (`prerendered`: before any code has read who is signed in).
 */
export function PageFrame({ children, prerendered = false }: { children: ReactNode; prerendered?: boolean }) {
  return (
    <Frame>
      <Header sessionUnknown={prerendered} />
      <Main>{children}</Main>
      <Footer />
    </Frame>
  );
}

/**
 * Every page: the frame around the route's content (with the note on a copy saved for a lost
 * signal), the cookie banner, and on the home page the offer of the browser's language.
 */
export function AppLayout() {
  useSessionRefresh();
  return (
    <>
      <PageFrame>
        <SavedCopyNote />
        <Outlet />
      </PageFrame>
      <CookieBanner />
      <LanguagePrompt />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
