import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Listing } from '@nivasa/contracts/api';
import { FAVORITE_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { NETWORK_ERROR_MESSAGE } from '@nivasa/session/api-client';
import { checkedStore, memberUser } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestReply, type TestRoutes } from '@nivasa/session/test-api-server';
import { LIVE_REGION_ID } from '@nivasa/ui/announce';
import { useLocation } from '@nivasa/ui/router';
import { colors } from '@nivasa/ui/theme';
import { renderRoutes } from '@nivasa/ui/test-render';
import { FavoriteButton } from './favorite-button';

const LISTING_ID = '6660aa00bb11cc22dd33ee44';
const FAVORITES = `GET /api/user/get-favorites/${memberUser._id}`;
const ADD = 'POST /api/user/favorites';
const REMOVE = 'DELETE /api/user/remove-favorites';

const favourite = { _id: LISTING_ID, name: 'Quiet annex near Peradeniya campus' } as Listing;

let server: TestApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function SignInStandIn() {
  const { state } = useLocation();
  return <p>Sign-in page, back to {(state as { from?: { pathname: string } } | null)?.from?.pathname}</p>;
}

async function renderButton(routes: TestRoutes, { signedIn = true } = {}) {
  server = await startTestApiServer(routes);
  return renderRoutes(
    [
      { path: '/listing/:listingId', element: <FavoriteButton listingId={LISTING_ID} /> },
      { path: '/sign-in', element: <SignInStandIn /> },
    ],
    { url: `/listing/${LISTING_ID}`, store: checkedStore(signedIn ? memberUser : null, server.url) },
  );
}

/** A reply held back until the test lets it go, to see the button while the request runs. */
function heldReply(reply: TestReply) {
  let release = () => {};
  const answered = new Promise<TestReply>((resolve) => {
    release = () => resolve(reply);
  });
  return { route: () => answered, release: () => release() };
}

/** The message under the button (the page's live region says the same words, out of sight). */
const findShown = (text: string) => screen.findByText(text, { ignore: `script, style, #${LIVE_REGION_ID}` });
const liveRegionText = () => document.getElementById(LIVE_REGION_ID)?.textContent;

const button = () => screen.getByRole('button', { name: /favorites/ });

test('a visitor who presses it is sent to sign in, to come back here, and no request is made', async () => {
  await renderButton({}, { signedIn: false });

  expect(button().textContent).toBe('Add to favorites');
  fireEvent.click(button());

  expect(await screen.findByText(`Sign-in page, back to /listing/${LISTING_ID}`)).toBeTruthy();
  expect(server?.requests).toEqual([]);
});

test('adding: busy (disabled, with a spinner) while it runs, then a filled heart and the news in green', async () => {
  let favourites: Listing[] = [];
  const added = heldReply({ status: 201, body: { success: true, message: 'Added.' } });
  await renderButton({
    [FAVORITES]: () => ({ status: 200, body: { favorites: favourites } }),
    [ADD]: () => {
      favourites = [favourite];
      return added.route();
    },
  });
  await waitFor(() => expect(server?.requests.map(({ path }) => path)).toContain(`/api/user/get-favorites/${memberUser._id}`));
  expect(button().getAttribute('aria-pressed')).toBe('false');

  fireEvent.click(button());
  await waitFor(() => expect((button() as HTMLButtonElement).disabled).toBe(true));
  expect(button().getAttribute('aria-busy')).toBe('true');
  expect(getComputedStyle(button()).color).toBe('rgb(138, 150, 148)');
  expect(button().querySelector('[aria-hidden="true"]')?.tagName).toBe('SPAN');

  added.release();
  const message = await findShown(FAVORITE_MESSAGES.added);
  expect(getComputedStyle(message).color).toBe(hexToRgb(colors.success));
  // A screen reader hears it from the page's live region.
  await waitFor(() => expect(liveRegionText()).toBe(FAVORITE_MESSAGES.added));
  await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
  expect((button() as HTMLButtonElement).disabled).toBe(false);
  expect(button().textContent).toBe('Remove from favorites');
  expect(server?.requests.find(({ method }) => method === 'POST')?.body).toEqual({ listingId: LISTING_ID });
});

test('pressing it on a favourite removes it, and the heart empties', async () => {
  await renderButton({
    [FAVORITES]: () => ({
      status: 200,
      body: { favorites: server?.requests.some(({ method }) => method === 'DELETE') ? [] : [favourite] },
    }),
    [REMOVE]: () => ({ status: 200, body: { success: true, message: 'Removed.' } }),
  });
  await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));

  fireEvent.click(button());

  expect(await findShown(FAVORITE_MESSAGES.removed)).toBeTruthy();
  await waitFor(() => expect(liveRegionText()).toBe(FAVORITE_MESSAGES.removed));
  expect(button().getAttribute('aria-pressed')).toBe('false');
  expect(button().textContent).toBe('Add to favorites');
  expect(server?.requests.find(({ method }) => method === 'DELETE')?.body).toEqual({ listingId: LISTING_ID });
});

test("a refusal shows the server's words in red, and the button is ready again", async () => {
  await renderButton({
    [FAVORITES]: () => ({ status: 200, body: { favorites: [] } }),
    [ADD]: () => ({
      status: 409,
      body: { success: false, statusCode: 409, code: 'FAVORITE_LISTING_NOT_APPROVED', message: FAVORITE_MESSAGES.onlyApproved },
    }),
  });

  fireEvent.click(button());

  const message = await findShown(FAVORITE_MESSAGES.onlyApproved);
  expect(getComputedStyle(message).color).toBe(hexToRgb(colors.danger));
  expect((button() as HTMLButtonElement).disabled).toBe(false);
  expect(button().getAttribute('aria-pressed')).toBe('false');
});

test('a failed removal says so in red and leaves the heart filled', async () => {
  await renderButton({
    [FAVORITES]: () => ({ status: 200, body: { favorites: [favourite] } }),
    [REMOVE]: () => ({
      status: 403,
      body: { success: false, statusCode: 403, code: 'FAVORITES_NOT_YOURS', message: FAVORITE_MESSAGES.notYours },
    }),
  });
  await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));

  fireEvent.click(button());

  expect(await findShown(FAVORITE_MESSAGES.notYours)).toBeTruthy();
  expect(button().getAttribute('aria-pressed')).toBe('true');
});

test("a network error shows its own message in red, not 'Failed to add to favorites'", async () => {
  await renderButton({ [FAVORITES]: () => ({ status: 200, body: { favorites: [] } }) });
  await waitFor(() => expect(server?.requests).toHaveLength(1));
  await server?.close();
  server = undefined;

  fireEvent.click(button());

  const message = await findShown(NETWORK_ERROR_MESSAGE);
  expect(getComputedStyle(message).color).toBe(hexToRgb(colors.danger));
  expect(screen.queryByText(FAVORITE_MESSAGES.failedToAdd)).toBeNull();
  expect((button() as HTMLButtonElement).disabled).toBe(false);
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
