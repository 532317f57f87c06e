import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Listing } from '@nivasa/contracts/api';
import { FAVORITE_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import { checkedStore, memberUser, sampleListing } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestRoutes } from '@nivasa/session/test-api-server';
import { colors } from '@nivasa/ui/theme';
import { renderRoutes } from '@nivasa/ui/test-render';
import { MyFavoritesPage } from './my-favorites-page';

jest.setTimeout(30_000);

let server: TestApiServer;

afterEach(async () => {
  await server.close();
});

const FAVORITES = `GET /api/user/get-favorites/${memberUser._id}`;
const REMOVE = 'DELETE /api/user/remove-favorites';

const annex: Listing = sampleListing;
const hostel: Listing = {
  ...sampleListing,
  _id: '6660aa00bb11cc22dd33ee45',
  name: 'Hostel beds for students in Jaffna',
  district: 'Jaffna',
  city: 'Jaffna',
  type: 'hostel',
  imageUrls: [],
};

async function renderMyFavorites(routes: TestRoutes) {
  server = await startTestApiServer(routes);
  return renderRoutes([{ path: '/my-favorites', element: <MyFavoritesPage /> }], {
    url: '/my-favorites',
    store: checkedStore(memberUser, server.url),
  });
}

const cardOf = (name: string) => screen.getByRole('article', { name });
// jsdom turns colours into rgb().
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

test('each favourite shows its picture, its name linking to it, and a remove button', async () => {
  await renderMyFavorites({ [FAVORITES]: () => ({ status: 200, body: { favorites: [annex, hostel] } }) });

  const list = await screen.findByRole('list', { name: 'Your favorites' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByRole('heading', { level: 1, name: 'My favorites' })).toBeTruthy();
  expect(within(cardOf(annex.name)).getByRole('link', { name: annex.name }).getAttribute('href')).toBe(`/listing/${annex._id}`);
  expect(within(cardOf(annex.name)).getByRole('img', { name: annex.name }).getAttribute('src')).toBe(`${annex.imageUrls[0]}?size=card`);
  // No picture: the placeholder house.
  expect(within(cardOf(hostel.name)).getByRole('img', { name: hostel.name }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(screen.getByRole('button', { name: `Remove ${annex.name} from favorites` })).toBeTruthy();
  expect(screen.getByRole('button', { name: `Remove ${hostel.name} from favorites` })).toBeTruthy();
});

test('remove sends the listing to the API and the card goes', async () => {
  let favorites = [annex, hostel];
  await renderMyFavorites({
    [FAVORITES]: () => ({ status: 200, body: { favorites } }),
    [REMOVE]: ({ body }) => {
      favorites = favorites.filter(({ _id }) => _id !== (body as { listingId: string }).listingId);
      return { status: 200, body: { success: true, message: FAVORITE_MESSAGES.removed } };
    },
  });
  await screen.findByRole('list', { name: 'Your favorites' });

  await act(async () => fireEvent.click(screen.getByRole('button', { name: `Remove ${hostel.name} from favorites` })));

  await waitFor(() => expect(screen.queryByRole('article', { name: hostel.name })).toBeNull());
  expect(cardOf(annex.name)).toBeTruthy();
  expect(server.requests.filter(({ method }) => method === 'DELETE').map(({ body }) => body)).toEqual([{ listingId: hostel._id }]);
});

test("the last one removed leaves 'No favorites added yet.'", async () => {
  let favorites = [annex];
  await renderMyFavorites({
    [FAVORITES]: () => ({ status: 200, body: { favorites } }),
    [REMOVE]: () => {
      favorites = [];
      return { status: 200, body: { success: true, message: FAVORITE_MESSAGES.removed } };
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: `Remove ${annex.name} from favorites` }));

  expect(await screen.findByText(FAVORITE_MESSAGES.noFavorites)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Find places' }).getAttribute('href')).toBe('/search');
});

test("a refused removal says 'Failed to remove favorite.' in red under that card, which stays", async () => {
  await renderMyFavorites({
    [FAVORITES]: () => ({ status: 200, body: { favorites: [annex, hostel] } }),
    [REMOVE]: () => ({ status: 500, body: { success: false, statusCode: 500, message: 'Internal server error' } }),
  });
  await screen.findByRole('list', { name: 'Your favorites' });

  fireEvent.click(screen.getByRole('button', { name: `Remove ${annex.name} from favorites` }));

  const alert = await within(cardOf(annex.name)).findByRole('alert');
  expect(alert.textContent).toBe(FAVORITE_MESSAGES.failedToRemove);
  expect(getComputedStyle(alert).color).toBe(rgb(colors.danger));
  expect(within(cardOf(hostel.name)).queryByRole('alert')).toBeNull();
});

test("no favourites: 'No favorites added yet.'", async () => {
  await renderMyFavorites({ [FAVORITES]: () => ({ status: 200, body: { favorites: [] } }) });

  expect(await screen.findByText(FAVORITE_MESSAGES.noFavorites)).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'Your favorites' })).toBeNull();
});

test("a failed load says 'Failed to fetch favorites' in red, and Try again loads them", async () => {
  let failing = true;
  await renderMyFavorites({
    [FAVORITES]: () =>
      failing
        ? { status: 403, body: { success: false, statusCode: 403, message: FAVORITE_MESSAGES.notYours } }
        : { status: 200, body: { favorites: [annex] } },
  });

  // @nivasa/ui/states' failed load: an error alert with its message and Try again.
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(`${FAVORITE_MESSAGES.failedToFetch}${MESSAGES.tryAgain}`);
  expect(getComputedStyle(alert).color).toBe(rgb(colors.danger));

  failing = false;
  fireEvent.click(within(alert).getByRole('button', { name: MESSAGES.tryAgain }));
  expect(await screen.findByRole('article', { name: annex.name })).toBeTruthy();
});
