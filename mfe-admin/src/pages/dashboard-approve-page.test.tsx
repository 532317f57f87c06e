import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LISTING_MESSAGES } from '@nivasa/contracts/messages';
import { startTestApiServer, type TestApiServer, type TestRoutes } from '@nivasa/session/test-api-server';
import { LISTING_IMAGE_FALLBACK } from '@nivasa/ui/listing/listing-image';
import type { Listing } from '@nivasa/contracts/api';
import { renderAdminPage } from '../shared/test-render-admin';
import { makeListing, moderated, refusal } from '../shared/test-listings';
import { DashboardApprovePage } from './dashboard-approve-page';

const PATH = '/dashboard/dashboard-approve';
const seaView = makeListing({ name: 'Sea view room in Galle fort', createdAt: '2026-03-14T10:00:00.000Z' });
const noPhotos = makeListing({ name: 'Annex without photos yet', imageUrls: [] });

// antd's table and popovers take a while to render in jsdom.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

let server: TestApiServer;

async function serve(routes: TestRoutes) {
  server = await startTestApiServer(routes);
}

afterEach(async () => {
  await server.close();
});

const renderPage = () => renderAdminPage(PATH, <DashboardApprovePage />, server.url);
// By its title's text: asking for rows by role makes jsdom compute the styles of every cell, slowly.
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** The API's pending list, which an approval or deletion the API accepts changes. */
function pendingRoutes(listings: Listing[]): TestRoutes {
  let pending = listings;
  const leaves = (id: string) => (pending = pending.filter(({ _id }) => _id !== id));
  return {
    'GET /api/listing/pending': () => ({ status: 200, body: pending }),
    ...Object.fromEntries(
      listings.flatMap((listing) => [
        [
          `PATCH /api/listing/approve/${listing._id}`,
          () => {
            leaves(listing._id);
            return { status: 200, body: moderated({ ...listing, status: 'approved' }, LISTING_MESSAGES.approved) };
          },
        ],
        [
          `DELETE /api/listing/delete/${listing._id}`,
          () => {
            leaves(listing._id);
            return { status: 200, body: { success: true, message: LISTING_MESSAGES.deleted } };
          },
        ],
      ]),
    ),
  };
}

test('shows a spinner while the pending listings load', async () => {
  let answer: (() => void) | undefined;
  await serve({ 'GET /api/listing/pending': () => new Promise((resolve) => (answer = () => resolve({ status: 200, body: [] }))) });
  renderPage();

  expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading pending listings…');
  await waitFor(() => expect(answer).toBeDefined());
  await act(async () => answer?.());
  expect(await screen.findByText(LISTING_MESSAGES.noPendingListings)).toBeTruthy();
});

test("with nothing pending it says 'No pending listings yet!'", async () => {
  await serve({ 'GET /api/listing/pending': () => ({ status: 200, body: [] }) });
  renderPage();

  expect(await screen.findByText('No pending listings yet!')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

test('a failed load shows the error and tries again on request', async () => {
  let calls = 0;
  await serve({
    'GET /api/listing/pending': () => {
      calls += 1;
      return calls === 1 ? refusal(403, 'Only admins can do that.') : { status: 200, body: [seaView] };
    },
  });
  renderPage();

  expect(await screen.findByText('Error: Only admins can do that.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: seaView.name })).toBeTruthy();
});

test('each row has its date, image (the fallback when it has none), a title linking to the listing, Approve and Delete', async () => {
  await serve({ 'GET /api/listing/pending': () => ({ status: 200, body: [seaView, noPhotos] }) });
  renderPage();

  await screen.findByText(seaView.name);
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'Date created',
    'Image',
    'Title',
    'Approve',
    'Delete',
  ]);
  const row = rowOf(seaView.name);
  expect(within(row).getByText('14 Mar 2026')).toBeTruthy();
  expect(within(row).getByRole('link', { name: seaView.name }).getAttribute('href')).toBe(`/listing/${seaView._id}`);
  expect(row.querySelector('img')?.getAttribute('src')).toBe(`${seaView.imageUrls[0]}?size=card`);
  expect(within(row).getByRole('button', { name: 'Approve' })).toBeTruthy();
  expect(within(row).getByRole('button', { name: 'Delete' })).toBeTruthy();
  expect(rowOf(noPhotos.name).querySelector('img')?.getAttribute('src')).toBe(LISTING_IMAGE_FALLBACK);
});

test('Approve asks first; No leaves the listing, Yes approves it with the reason and the row goes', async () => {
  await serve(pendingRoutes([seaView, noPhotos]));
  renderPage();
  await screen.findByText(seaView.name);

  fireEvent.click(within(rowOf(seaView.name)).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Are you sure you want to approve this listing?')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'No' }));
  expect(server.requests.filter(({ method }) => method === 'PATCH')).toEqual([]);

  fireEvent.click(within(rowOf(seaView.name)).getByRole('button', { name: 'Approve' }));
  fireEvent.change(await screen.findByRole('textbox', { name: 'Reason for the owner (optional)' }), {
    target: { value: '  Photos match the address.  ' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));

  await waitFor(() => expect(screen.queryByText(seaView.name)).toBeNull());
  expect(screen.getByText(noPhotos.name)).toBeTruthy();
  expect(server.requests.find(({ method }) => method === 'PATCH')).toMatchObject({
    path: `/api/listing/approve/${seaView._id}`,
    body: { reason: 'Photos match the address.' },
  });
});

test('a failed approval says why in red and leaves the row where it was', async () => {
  await serve({
    'GET /api/listing/pending': () => ({ status: 200, body: [seaView] }),
    [`PATCH /api/listing/approve/${seaView._id}`]: () => refusal(409, LISTING_MESSAGES.alreadyInState),
  });
  renderPage();
  await screen.findByText(seaView.name);

  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));

  expect((await screen.findByRole('alert')).textContent).toBe(`Could not approve “${seaView.name}”: ${LISTING_MESSAGES.alreadyInState}`);
  expect(screen.getByText(seaView.name)).toBeTruthy();
  expect(server.requests.find(({ method }) => method === 'PATCH')?.body).toEqual({});
});

test('Delete asks first; Yes deletes the listing and the row goes; a failure leaves it', async () => {
  await serve({
    ...pendingRoutes([seaView, noPhotos]),
    [`DELETE /api/listing/delete/${noPhotos._id}`]: () => refusal(503, 'The database is not answering.'),
  });
  renderPage();
  await screen.findByText(seaView.name);

  fireEvent.click(within(rowOf(seaView.name)).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Are you sure you want to delete this listing?')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByText(seaView.name)).toBeNull());

  fireEvent.click(within(rowOf(noPhotos.name)).getByRole('button', { name: 'Delete' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
  expect((await screen.findByRole('alert')).textContent).toBe(`Could not delete “${noPhotos.name}”: The database is not answering.`);
  expect(screen.getByText(noPhotos.name)).toBeTruthy();
});
