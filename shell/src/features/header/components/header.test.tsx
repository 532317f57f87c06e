import { act, fireEvent, screen, within } from '@testing-library/react';
import { adminUser, checkedStore, memberUser } from '@nivasa/session/test-fixtures';
import { startTestApiServer } from '@nivasa/session/test-api-server';
import type { Place } from '@nivasa/contracts/place-search';
import { HEADER_END_ID, PAINTED_BUTTON_ATTRIBUTE } from '@nivasa/contracts/federation';
import { renderRoutes } from '@nivasa/ui/test-render';
import { Header } from './header';

function renderHeader(url: string, user = checkedStore(null)) {
  return renderRoutes([{ path: '*', element: <Header /> }], { url, store: user });
}

test('the search box is prefilled from the searchTerm query parameter', () => {
  renderHeader('/search?searchTerm=Kandy%20annex');

  expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Search listings' }).value).toBe('Kandy annex');
});

test('searching goes to /search?searchTerm=…', async () => {
  const { router } = renderHeader('/about');
  const input = screen.getByRole('combobox', { name: 'Search listings' });

  fireEvent.change(input, { target: { value: ' sea view galle ' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));

  expect(router.state.location.pathname).toBe('/search');
  expect(new URLSearchParams(router.state.location.search).get('searchTerm')).toBe('sea view galle');
});

test('before the app takes over, the HTML form itself goes to the search page with the words', () => {
  renderHeader('/about');

  const form = screen.getByRole('search');
  expect(form.getAttribute('action')).toBe('/search');
  expect(form.getAttribute('method') ?? 'get').toBe('get');
  expect(within(form).getByRole('combobox', { name: 'Search listings' }).getAttribute('name')).toBe('searchTerm');
});

test.each([
  ['a district searches its listings', { id: 'kandy', kind: 'district', name: 'Kandy', district: 'Kandy' }, '?district=Kandy'],
  [
    'a town its district and town',
    { id: 'wellawatte', kind: 'town', name: 'Wellawatte', district: 'Colombo' },
    '?district=Colombo&city=Wellawatte',
  ],
  [
    'a campus the listings around it, nearest first',
    { id: 'university-of-moratuwa', kind: 'campus', name: 'University of Moratuwa', district: 'Colombo' },
    '?near=university-of-moratuwa&radiusKm=5&sort=distance',
  ],
] as const)('choosing a suggested place: %s', async (_case, where, search) => {
  const place: Place = { ...where, names: { en: where.name, si: where.name, ta: where.name }, lat: 7, lng: 80 };
  const server = await startTestApiServer({ 'GET /api/places?q=pla&limit=8': () => ({ status: 200, body: [place] }) });
  try {
    const { router } = renderHeader('/about', checkedStore(null, server.url));
    const input = screen.getByRole('combobox', { name: 'Search listings' });
    fireEvent.change(input, { target: { value: 'pla' } });
    await screen.findByRole('option', { name: new RegExp(where.name) });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));

    expect(router.state.location.pathname + router.state.location.search).toBe(`/search${search}`);
    expect(screen.getByRole<HTMLInputElement>('combobox').value).toBe('');
  } finally {
    await server.close();
  }
});

test('the search box follows the URL when the term changes', async () => {
  const { router } = renderHeader('/search?searchTerm=Kandy');
  await act(() => router.navigate('/search?searchTerm=Galle'));

  expect(screen.getByRole<HTMLInputElement>('combobox').value).toBe('Galle');
});

test('a visitor sees the links and a Sign In button, but no Dashboard', () => {
  renderHeader('/');
  const nav = screen.getByRole('navigation', { name: 'Main' });

  expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  expect(within(nav).getByRole('link', { name: 'Add your place' }).getAttribute('href')).toBe('/create-listing');
  expect(within(nav).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/sign-up');
  expect(within(nav).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/sign-in');
  expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  expect(within(nav).queryByRole('link', { name: 'My account' })).toBeNull();
});

test("drawn before the session is read, the header keeps the account entry's place empty", () => {
  renderRoutes([{ path: '*', element: <Header painted /> }], { url: '/', store: checkedStore(memberUser) });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).queryByRole('link', { name: 'Sign In' })).toBeNull();
  expect(within(nav).queryByRole('link', { name: 'My account' })).toBeNull();
  expect(within(nav).queryByRole('link', { name: 'Register' })).toBeNull();
  expect(within(nav).getByRole('link', { name: 'Add your place' })).toBeTruthy();
});

test("drawn into the page's HTML, the menu button is marked for the app to make a press on it again; the app's own is not", () => {
  const painted = renderRoutes([{ path: '*', element: <Header painted /> }], { url: '/' });
  expect(screen.getByLabelText('Menu').hasAttribute(PAINTED_BUTTON_ATTRIBUTE)).toBe(true);
  painted.unmount();
  renderHeader('/');
  expect(screen.getByLabelText('Menu').hasAttribute(PAINTED_BUTTON_ATTRIBUTE)).toBe(false);
});

test('a signed-in member sees their avatar linking to My account, and no Dashboard', () => {
  renderHeader('/', checkedStore(memberUser));
  const account = screen.getByRole('link', { name: 'My account' });

  expect(account.getAttribute('href')).toBe('/my-account');
  expect(account.querySelector('img')?.getAttribute('src')).toBe(memberUser.avatar);
  expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
});

test('a signed-in user is not offered Register, member or admin', () => {
  renderHeader('/', checkedStore(memberUser));
  expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  expect(screen.queryByText('Register')).toBeNull();

  renderHeader('/', checkedStore(adminUser));
  expect(screen.queryByText('Register')).toBeNull();
});

test('a signed-in user sees Messages with the unread count, also on the closed menu button; a visitor sees no Messages', async () => {
  const server = await startTestApiServer({
    'GET /api/enquiries/unread': () => ({ status: 200, body: { unread: 3 } }),
  });
  renderHeader('/', checkedStore(memberUser, server.url));

  const messages = await screen.findByRole('link', { name: 'Messages 3 unread' });
  expect(messages.getAttribute('href')).toBe('/messages');
  expect(within(screen.getByLabelText('Menu')).getByText('3')).toBeTruthy();
  expect(within(messages).getByText('3').getAttribute('aria-hidden')).toBe('true');
  await server.close();
});

test('a visitor is not shown Messages', () => {
  renderHeader('/');
  expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
});

test('an admin also sees Dashboard', () => {
  renderHeader('/', checkedStore(adminUser));

  expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard-home');
});

test('Dashboard is marked as the current section on the admin pages under /dashboard/', () => {
  renderHeader('/dashboard/analytics', checkedStore(adminUser));
  expect(screen.getByRole('link', { name: 'Dashboard' }).className).toContain('active');
});

test('Dashboard is not marked on other pages', () => {
  renderHeader('/about', checkedStore(adminUser));
  expect(screen.getByRole('link', { name: 'Dashboard' }).className).not.toContain('active');
});

test('the menu button opens and closes the links on small screens', () => {
  renderHeader('/');
  // jsdom's window is desktop-sized, where the stylesheet hides the button.
  const menu = screen.getByLabelText('Menu');

  expect(menu.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(menu);
  expect(menu.getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(screen.getByRole('link', { name: 'Register' }));
  expect(menu.getAttribute('aria-expanded')).toBe('false');
});

test("the header's HTML ends with the element index.html waits for before its first paint, after the languages drawn above it", () => {
  renderHeader('/about');

  const header = screen.getByRole('banner');
  const end = document.getElementById(HEADER_END_ID);
  expect(end?.hidden).toBe(true);
  expect([...header.querySelectorAll('*')].at(-1)).toBe(end);
  expect(within(header).getByRole('link', { name: 'සිංහල' }).compareDocumentPosition(end!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
