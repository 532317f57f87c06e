import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Listing } from '@nivasa/contracts/api';
import { LISTING_STATUS, REVISION_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { MESSAGES } from '@nivasa/contracts/messages';
import { checkedStore, memberUser, sampleListing } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestRoutes } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { MyListingsPage } from './my-listings-page';

jest.setTimeout(30_000);

let server: TestApiServer;

beforeEach(() => {
  // antd's dialog measures the scrollbar through a pseudo-element style jsdom cannot compute.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await server.close();
});

const OWN_LISTINGS = `GET /api/user/listings/${memberUser._id}`;

const approved: Listing = sampleListing;
const pending: Listing = {
  ...sampleListing,
  _id: '6660aa00bb11cc22dd33ee45',
  name: 'Hostel beds for students in Jaffna',
  status: LISTING_STATUS.pending,
};
const disapproved: Listing = {
  ...sampleListing,
  _id: '6660aa00bb11cc22dd33ee46',
  name: 'Bungalow by the sea in Mirissa',
  status: LISTING_STATUS.disapproved,
  statusReason: 'The photos show another property.',
  imageUrls: [],
};

async function renderMyListings(routes: TestRoutes) {
  server = await startTestApiServer(routes);
  return renderRoutes(
    [
      { path: '/my-listings', element: <MyListingsPage /> },
      { path: '*', element: <p>another page</p> },
    ],
    { url: '/my-listings', store: checkedStore(memberUser, server.url) },
  );
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

test('each listing shows its cover, its name linking to it, its status (with the reason) and Edit', async () => {
  const { router } = await renderMyListings({ [OWN_LISTINGS]: () => ({ status: 200, body: [approved, pending, disapproved] }) });

  const rows = within(await screen.findByRole('list', { name: 'Your listings' })).getAllByRole('listitem');
  expect(rows).toHaveLength(3);
  expect(screen.getByRole('link', { name: approved.name }).getAttribute('href')).toBe(`/listing/${approved._id}`);
  const cover = rows[0].querySelector('img') as HTMLImageElement;
  expect(cover.getAttribute('src')).toBe(`${approved.imageUrls[0]}?size=card`);
  expect(cover.getAttribute('srcset')).toContain('?size=card 720w');
  // No image: the placeholder house.
  expect(rows[2].querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

  expect(within(rowOf(approved.name)).getByText(LISTING_MESSAGES.statusApproved)).toBeTruthy();
  expect(within(rowOf(pending.name)).getByText(LISTING_MESSAGES.statusPending)).toBeTruthy();
  expect(within(rowOf(disapproved.name)).getByText(LISTING_MESSAGES.statusDisapproved)).toBeTruthy();
  expect(within(rowOf(disapproved.name)).getByText('Reason: The photos show another property.')).toBeTruthy();
  expect(within(rowOf(approved.name)).getByText('Rs. 45,000')).toBeTruthy();

  fireEvent.click(within(rowOf(pending.name)).getByRole('button', { name: `Edit ${pending.name}` }));
  expect(router.state.location.pathname).toBe(`/update-listing/${pending._id}`);
});

test('Delete asks first; once deleted, the row goes', async () => {
  let listings = [approved, pending];
  await renderMyListings({
    [OWN_LISTINGS]: () => ({ status: 200, body: listings }),
    [`DELETE /api/listing/delete/${pending._id}`]: () => {
      listings = [approved];
      return { status: 200, body: { success: true, message: LISTING_MESSAGES.deleted } };
    },
  });
  await screen.findByRole('list', { name: 'Your listings' });

  fireEvent.click(within(rowOf(pending.name)).getByRole('button', { name: `Delete ${pending.name}` }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(LISTING_MESSAGES.confirmDelete)).toBeTruthy();
  expect(server.requests.filter(({ method }) => method === 'DELETE')).toEqual([]);

  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));

  await waitFor(() => expect(screen.queryByRole('link', { name: pending.name })).toBeNull());
  expect(screen.getByRole('link', { name: approved.name })).toBeTruthy();
  expect(server.requests.filter(({ method }) => method === 'DELETE')).toHaveLength(1);
});

test('a refused deletion says why and keeps the row', async () => {
  await renderMyListings({
    [OWN_LISTINGS]: () => ({ status: 200, body: [approved] }),
    [`DELETE /api/listing/delete/${approved._id}`]: () => ({
      status: 403,
      body: { success: false, statusCode: 403, message: LISTING_MESSAGES.notYours },
    }),
  });
  await screen.findByRole('list', { name: 'Your listings' });

  fireEvent.click(screen.getByRole('button', { name: `Delete ${approved.name}` }));
  await act(async () => fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' })));

  expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toContain(LISTING_MESSAGES.notYours);
  expect(screen.getByRole('link', { name: approved.name })).toBeTruthy();
});

test("no listings: 'You have no listings.' and a way to create one", async () => {
  await renderMyListings({ [OWN_LISTINGS]: () => ({ status: 200, body: [] }) });

  expect(await screen.findByText(LISTING_MESSAGES.noListings)).toBeTruthy();
  const create = screen.getAllByRole('link', { name: 'Create a listing' });
  expect(create.every((link) => link.getAttribute('href') === '/create-listing')).toBe(true);
  expect(screen.queryByRole('list', { name: 'Your listings' })).toBeNull();
});

test("a failed load shows 'Error showing listings'", async () => {
  await renderMyListings({
    [OWN_LISTINGS]: () => ({ status: 403, body: { success: false, statusCode: 403, message: 'Forbidden' } }),
  });

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(LISTING_MESSAGES.errorShowingListings);
  expect(within(alert).getByRole('button', { name: MESSAGES.tryAgain })).toBeTruthy();
});

test("a live listing's changes show as waiting for review, or as not approved with the moderator's reason", async () => {
  const revision = {
    _id: '6660aa00bb11cc22dd33ff01',
    status: REVISION_STATUS.pending,
    createdAt: '2026-05-03T08:00:00.000Z',
    listing: { ...sampleListing, rent: 52_000 },
    changes: [{ field: 'rent' as const, before: 45_000, after: 52_000 }],
  };
  const waiting: Listing = { ...sampleListing, revision };
  const refused: Listing = {
    ...sampleListing,
    _id: '6660aa00bb11cc22dd33ee47',
    name: 'Annex with a rooftop view',
    revision: { ...revision, status: REVISION_STATUS.disapproved, reason: 'Parking is not in the photos.' },
  };
  await renderMyListings({ [OWN_LISTINGS]: () => ({ status: 200, body: [waiting, refused, pending] }) });

  await screen.findByRole('list', { name: 'Your listings' });
  // The public still sees the approved version: its status and price stay.
  expect(within(rowOf(waiting.name)).getByText(LISTING_MESSAGES.statusApproved)).toBeTruthy();
  expect(within(rowOf(waiting.name)).getByText('Rs. 45,000')).toBeTruthy();
  expect(within(rowOf(waiting.name)).getByText(LISTING_MESSAGES.changesWaiting)).toBeTruthy();
  expect(within(rowOf(refused.name)).getByText(LISTING_MESSAGES.changesNotApproved)).toBeTruthy();
  expect(within(rowOf(refused.name)).getByText('Reason: Parking is not in the photos.')).toBeTruthy();
  expect(within(rowOf(pending.name)).queryByText(LISTING_MESSAGES.changesWaiting)).toBeNull();
});

test("an expired listing is marked 'Expired' with Renew; one expiring within the week shows when; Renew brings it back", async () => {
  const day = 24 * 60 * 60 * 1000;
  let expired: Listing = { ...approved, expiresAt: new Date(Date.now() - day).toISOString() };
  const farFromExpiry: Listing = { ...pending, expiresAt: '2099-01-01T00:00:00.000Z' };
  const soon: Listing = { ...disapproved, expiresAt: new Date(Date.now() + 3 * day).toISOString() };
  await renderMyListings({
    [OWN_LISTINGS]: () => ({ status: 200, body: [expired, farFromExpiry, soon] }),
    [`POST /api/listing/renew/${approved._id}`]: () => {
      expired = { ...expired, expiresAt: new Date(Date.now() + 45 * day).toISOString() };
      return { status: 200, body: { success: true, message: LISTING_MESSAGES.renewed, listing: expired } };
    },
  });
  await screen.findByRole('list', { name: 'Your listings' });

  expect(within(rowOf(approved.name)).getByText('Expired')).toBeTruthy();
  expect(within(rowOf(approved.name)).getByText('Expired listings do not show publicly. Renew to show it again.')).toBeTruthy();
  expect(within(rowOf(soon.name)).getByText(/^Expires on \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeTruthy();
  expect(within(rowOf(soon.name)).getByRole('button', { name: `Renew ${soon.name}` })).toBeTruthy();
  // Far from its expiry: nothing to renew yet.
  expect(within(rowOf(farFromExpiry.name)).queryByRole('button', { name: /^Renew/ })).toBeNull();

  await act(async () => fireEvent.click(within(rowOf(approved.name)).getByRole('button', { name: `Renew ${approved.name}` })));
  await waitFor(() => expect(within(rowOf(approved.name)).queryByText('Expired')).toBeNull());
  expect(server.requests.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([`/api/listing/renew/${approved._id}`]);
});
