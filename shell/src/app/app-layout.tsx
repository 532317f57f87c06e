import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, type Location } from '@nivasa/ui/router';
import styled from 'styled-components';
import { useText } from '@nivasa/session/language';
import { colors, radius } from '@nivasa/ui/theme';
import { useSessionRefresh } from '@nivasa/session/session-refresh';
import { CookieBanner } from '../features/cookie-consent/components/cookie-banner';
import { Footer } from '../features/footer/components/footer';
import { Header } from '../features/header/components/header';
import { LanguagePrompt } from '../features/language-prompt/components/language-prompt';
import { SavedCopyNote } from '../features/offline/components/saved-copy-note';
import { SKIP_LINK_TEXT } from '../messages';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/**
 * At least a screen high, so the footer starts below the fold: while a remote's page is loading,
 * and when it arrives, the footer never shows and then jumps away (issue 21's layout shift).
 */
const Main = styled.main`
  flex: 1;
  min-height: 100vh;

  /* It takes focus only from the skip link: the page's start needs no ring. */
  &:focus {
    outline: none;
  }
`;

/** Out of sight until a keyboard reaches it: the first stop on every page. */
const SkipLink = styled.a`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: 1000;
  padding: 10px 16px;
  border-radius: ${radius.small};
  background: ${colors.surface};
  color: ${colors.primary};
  font-weight: 600;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const MAIN_ID = 'main-content';

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
  const text = useText(SKIP_LINK_TEXT);
  return (
    <Frame>
      <SkipLink href={`#${MAIN_ID}`}>{text.skipToContent}</SkipLink>
      <Header painted={prerendered} />
      {/* Focusable from the skip link only, so the next Tab goes on from the page's start. */}
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
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
