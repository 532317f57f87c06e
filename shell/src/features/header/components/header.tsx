import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from '@nivasa/ui/router';
import styled from 'styled-components';
import { useText } from '@nivasa/session/language';
import { useCurrentUser } from '@nivasa/session/session-state';
import { colors, media } from '@nivasa/ui/theme';
import { PATHS } from '@nivasa/contracts/paths';
import { HEADER_END_ID, PAINTED_BUTTON_ATTRIBUTE } from '@nivasa/contracts/federation';
import { SITE_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { SITE_LINKS_TEXT } from '../../../messages';
import { HEADER_TEXT, MESSAGES_ENTRY_TEXT } from '../messages';
import { AccountEntry } from './account-entry';
import { LanguageSwitcher } from './language-switcher';
// The counts come in a chunk of their own, asked for only once someone is signed in.
const LinkUnreadBadge = lazy(() => import('./unread-badges').then(({ LinkUnreadBadge }) => ({ default: LinkUnreadBadge })));
const MenuUnreadBadge = lazy(() => import('./unread-badges').then(({ MenuUnreadBadge }) => ({ default: MenuUnreadBadge })));
import { SearchForm } from './search-form';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
`;

/** On a desktop the languages have a row of their own above the rest: in Sinhala and Tamil the links and the search box need the room. */
const Inner = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 420px) 1fr;
  grid-template-areas:
    'language language language'
    'brand search nav';
  align-items: center;
  gap: 4px 24px;
  max-width: 1200px;
  margin: 0 auto;
  padding: 6px 24px 12px;

  ${media.mobile} {
    grid-template-columns: 1fr auto;
    grid-template-areas:
      'brand menu'
      'search search'
      'nav nav'
      'language language';
    /* No row gap: the menu's rows are empty while it is closed. */
    gap: 0 12px;
    padding: 10px 16px;
  }
`;

const Brand = styled(Link)`
  grid-area: brand;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${colors.primary};
  font-size: 1.45rem;
  font-weight: 750;
  letter-spacing: -0.02em;
  text-decoration: none;
`;

const Search = styled.div`
  grid-area: search;

  ${media.mobile} {
    margin-top: 10px;
  }
`;

/** On a phone, with the menu's links: the first row has no room beside the brand and the menu button. */
const Language = styled.div<{ $open: boolean }>`
  grid-area: language;
  justify-self: end;

  ${media.mobile} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    justify-self: start;
    padding: 4px 4px 8px;
  }
`;

const MenuButton = styled.button`
  grid-area: menu;
  display: none;
  width: 42px;
  height: 42px;
  border: 1px solid ${colors.border};
  border-radius: 10px;
  background: ${colors.surface};
  color: ${colors.text};
  cursor: pointer;

  ${media.mobile} {
    position: relative;
    display: grid;
    place-items: center;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  grid-area: nav;
  justify-self: end;

  ${media.mobile} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    justify-self: stretch;
    border-top: 1px solid ${colors.border};
    margin-top: 10px;
    padding-top: 8px;
  }
`;

const Links = styled.ul`
  display: flex;
  align-items: center;
  gap: 22px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
    gap: 0;
  }
`;

const Item = styled.li`
  ${media.mobile} {
    padding: 10px 4px;
    border-bottom: 1px solid ${colors.border};

    &:last-child {
      border-bottom: 0;
    }
  }
`;

const PageLink = styled(NavLink)`
  color: ${colors.text};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;

  &:hover,
  &.active {
    color: ${colors.primary};
  }
`;

/** Messages, with the unread count beside it once known. */
const MessagesLink = styled(PageLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

function LogoMark() {
  return (
    <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="9" fill={colors.primary} />
      <path d="M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z" fill="#fff" />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/**
 * `painted`: drawn into the page's HTML at build time. No code has read who is signed in yet, and
 * a press on the menu button is noted for the app to make again once it has drawn its own.
 */
export function Header({ painted = false }: { painted?: boolean }) {
  const storedUser = useCurrentUser();
  const user = painted ? undefined : storedUser;
  const text = useText(HEADER_TEXT);
  const site = useText(SITE_CATALOGUE);
  const links = useText(SITE_LINKS_TEXT);
  const messages = useText(MESSAGES_ENTRY_TEXT);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  // The admin pages other than the dashboard's home are still the Dashboard section.
  const inDashboard = useLocation().pathname.startsWith(PATHS.dashboardSection);

  return (
    <Bar>
      <Inner>
        <Brand to={PATHS.home} onClick={closeMenu}>
          <LogoMark />
          {site.name}
        </Brand>
        <Search>
          <SearchForm />
        </Search>
        <MenuButton
          type="button"
          {...(painted ? { [PAINTED_BUTTON_ATTRIBUTE]: '' } : {})}
          aria-label={text.menu}
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
          {user && !menuOpen && (
            <Suspense fallback={null}>
              <MenuUnreadBadge />
            </Suspense>
          )}
        </MenuButton>
        <Nav id="site-navigation" aria-label={text.mainNavigation} $open={menuOpen}>
          <Links>
            <Item>
              <PageLink to={PATHS.home} end onClick={closeMenu}>
                {links.home}
              </PageLink>
            </Item>
            <Item>
              <PageLink to={PATHS.createListing} onClick={closeMenu}>
                {links.addYourPlace}
              </PageLink>
            </Item>
            {/* Register is for visitors; until the session is known its place is kept, hidden, like Sign In's. */}
            {user === undefined && (
              <Item aria-hidden="true" style={{ visibility: 'hidden' }}>
                <PageLink to={PATHS.signUp} tabIndex={-1}>
                  {links.register}
                </PageLink>
              </Item>
            )}
            {user === null && (
              <Item>
                <PageLink to={PATHS.signUp} onClick={closeMenu}>
                  {links.register}
                </PageLink>
              </Item>
            )}
            {user && (
              <Item>
                <MessagesLink to={PATHS.messages} onClick={closeMenu}>
                  {messages.messages}
                  <Suspense fallback={null}>
                    <LinkUnreadBadge />
                  </Suspense>
                </MessagesLink>
              </Item>
            )}
            {user?.isAdmin && (
              <Item>
                <PageLink to={PATHS.dashboardHome} className={inDashboard ? 'active' : undefined} onClick={closeMenu}>
                  {links.dashboard}
                </PageLink>
              </Item>
            )}
            <Item>
              <AccountEntry user={user} onNavigate={closeMenu} />
            </Item>
          </Links>
        </Nav>
        <Language $open={menuOpen}>
          <LanguageSwitcher />
        </Language>
        <span id={HEADER_END_ID} hidden />
      </Inner>
    </Bar>
  );
}
