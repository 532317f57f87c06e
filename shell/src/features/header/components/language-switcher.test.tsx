import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { checkedStore, memberUser } from '@nivasa/session/test-fixtures';
import { pageLanguage } from '@nivasa/session/language';
import { startTestApiServer } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { Header } from './header';

afterEach(() => window.history.replaceState(null, '', '/'));

function renderHeaderAt(url: string, store = checkedStore(null)) {
  window.history.replaceState(null, '', url);
  return renderRoutes([{ path: '*', element: <Header /> }], { url, store });
}

test('offers the same page in each language, each named in its own', () => {
  renderHeaderAt('/search?type=annex');
  const switcher = screen.getByRole('navigation', { name: 'Language' });

  expect(within(switcher).getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  expect(within(switcher).getByRole('link', { name: 'සිංහල' }).getAttribute('href')).toBe('/si/search?type=annex');
  expect(within(switcher).getByRole('link', { name: 'தமிழ்' }).getAttribute('href')).toBe('/ta/search?type=annex');
  expect(within(switcher).getByRole('link', { name: 'සිංහල' }).getAttribute('lang')).toBe('si');
});

test('switching keeps the page, moves the address under the prefix and re-renders in the new language', async () => {
  const { store } = renderHeaderAt('/search?type=annex');

  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'සිංහල' })));

  expect(window.location.pathname + window.location.search).toBe('/si/search?type=annex');
  expect(pageLanguage(store)).toBe('si');
  expect(await screen.findByRole('navigation', { name: 'භාෂාව' })).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'දැන්වීම් සොයන්න' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'සිංහල' }).getAttribute('aria-current')).toBe('true');

  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'தமிழ்' })));
  expect(window.location.pathname).toBe('/ta/search');
  expect(await screen.findByRole('combobox', { name: 'விளம்பரங்களைத் தேடுக' })).toBeTruthy();
});

test("a signed-in user's account remembers the choice", async () => {
  const server = await startTestApiServer({
    [`POST /api/user/update/${memberUser._id}`]: () => ({ status: 200, body: { success: true, user: { ...memberUser, language: 'ta' } } }),
  });
  renderHeaderAt('/my-listings', checkedStore(memberUser, server.url));

  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'தமிழ்' })));

  await waitFor(() =>
    // The header also asks for the unread messages' count; here only the account's writes count.
    expect(server.requests.filter(({ method }) => method === 'POST').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/api/user/update/${memberUser._id}`, body: { language: 'ta' } },
    ]),
  );
  await server.close();
});
