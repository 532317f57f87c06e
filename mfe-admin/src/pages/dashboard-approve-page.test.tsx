import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_LIST_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { LISTING_MESSAGES_SI } from '@nivasa/contracts/listing-messages.si';
import { LISTING_MESSAGES_TA } from '@nivasa/contracts/listing-messages.ta';
import { LISTING_FIELD_LABELS_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { startTestApiServer, type TestApiServer, type TestRoutes } from '@nivasa/session/test-api-server';
import { LISTING_IMAGE_FALLBACK } from '@nivasa/ui/listing/listing-image';
import type { Listing } from '@nivasa/contracts/api';
import { LISTING_STATUS, REVISION_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { renderAdminPage, renderTranslatedAdminPage } from '../shared/test-render-admin';
import { makeListing, moderated, refusal } from '../shared/test-listings';
import { DashboardApprovePage } from './dashboard-approve-page';

const PATH = '/dashboard/dashboard-approve';
const seaView = makeListing({ name: 'Sea view room in Galle fort', createdAt: '2026-03-14T10:00:00.000Z' });
const noPhotos = makeListing({ name: 'Annex without photos yet', imageUrls: [] });

// antd's table and popovers take a while to render in jsdom.
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

/** The page asks for a page of the queue and one more, to know whether there is a next page. */
const pendingPage = (startIndex: number) =>
  `GET /api/listing/pending?startIndex=${startIndex}&limit=${ADMIN_LIST_LIMITS.pendingPageSize + 1}`;
const FIRST_PAGE = pendingPage(0);

/** The API's pending list, a page at a time, which an approval or deletion the API accepts changes. */
function pendingRoutes(listings: Listing[]): TestRoutes {
  let pending = listings;
  const leaves = (id: string) => (pending = pending.filter(({ _id }) => _id !== id));
  const starts = Array.from(
    { length: Math.ceil(listings.length / ADMIN_LIST_LIMITS.pendingPageSize) + 1 },
    (_, page) => page * ADMIN_LIST_LIMITS.pendingPageSize,
  );
  return {
    ...Object.fromEntries(
      starts.map((start) => [
        pendingPage(start),
        () => ({ status: 200, body: pending.slice(start, start + ADMIN_LIST_LIMITS.pendingPageSize + 1) }),
      ]),
    ),
    ...Object.fromEntries(
      listings.flatMap((listing) => [
        [
          `PATCH /api/listing/approve/${listing._id}`,
          () => {
            leaves(listing._id);
            return { status: 200, body: moderated({ ...listing, status: LISTING_STATUS.approved }, LISTING_MESSAGES.approved) };
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
  await serve({ [FIRST_PAGE]: () => new Promise((resolve) => (answer = () => resolve({ status: 200, body: [] }))) });
  renderPage();

  expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading pending listings…');
  await waitFor(() => expect(answer).toBeDefined());
  await act(async () => answer?.());
  expect(await screen.findByText(LISTING_MESSAGES.noPendingListings)).toBeTruthy();
});

test("with nothing pending it says 'No pending listings yet!'", async () => {
  await serve({ [FIRST_PAGE]: () => ({ status: 200, body: [] }) });
  renderPage();

  expect(await screen.findByText('No pending listings yet!')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

test('a failed load shows the error and tries again on request', async () => {
  let calls = 0;
  await serve({
    [FIRST_PAGE]: () => {
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
  await serve({ [FIRST_PAGE]: () => ({ status: 200, body: [seaView, noPhotos] }) });
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

test("photos like another owner's listing show side by side, three pairs at most, each with a link to that listing", async () => {
  const duplicatePhotos = [1, 2, 3, 4].map((n) => ({
    listingId: `66000000000000000000000${n}`,
    imageUrl: `/api/images/77000000000000000000000${n}`,
    photoUrl: seaView.imageUrls[0]!,
  }));
  await serve({ [FIRST_PAGE]: () => ({ status: 200, body: [{ ...seaView, duplicatePhotos }, noPhotos] }) });
  renderPage();

  await screen.findByText(seaView.name);
  const box = within(rowOf(seaView.name)).getByRole('region', { name: 'Photos like another owner’s listing' });
  expect(
    within(box)
      .getAllByRole('img', { name: 'Photo in this listing' })
      .map((image) => image.getAttribute('src')),
  ).toEqual(Array(3).fill(`${seaView.imageUrls[0]}?size=card`));
  expect(
    within(box)
      .getAllByRole('img', { name: 'Photo in the other listing' })
      .map((image) => image.getAttribute('src')),
  ).toEqual(duplicatePhotos.slice(0, 3).map((duplicate) => `${duplicate.imageUrl}?size=card`));
  expect(
    within(box)
      .getAllByRole('link', { name: 'Open the other listing' })
      .map((link) => link.getAttribute('href')),
  ).toEqual(duplicatePhotos.slice(0, 3).map((duplicate) => `/listing/${duplicate.listingId}`));
  expect(within(box).getByText('+1 more')).toBeTruthy();
  expect(within(rowOf(noPhotos.name)).queryByRole('region')).toBeNull();
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
    body: { reason: 'Photos match the address.', revision: seaView.revisionId },
  });
});

test('a failed approval says why in red and leaves the row where it was', async () => {
  await serve({
    [FIRST_PAGE]: () => ({ status: 200, body: [seaView] }),
    [`PATCH /api/listing/approve/${seaView._id}`]: () => refusal(409, LISTING_MESSAGES.alreadyInState),
  });
  renderPage();
  await screen.findByText(seaView.name);

  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));

  expect((await screen.findByRole('alert')).textContent).toBe(`Could not approve “${seaView.name}”: ${LISTING_MESSAGES.alreadyInState}`);
  expect(screen.getByText(seaView.name)).toBeTruthy();
  expect(server.requests.find(({ method }) => method === 'PATCH')?.body).toEqual({ revision: seaView.revisionId });
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

/** A live listing whose owner changed its price and added a picture. */
const repriced = makeListing({
  name: 'Bungalow in the tea hills',
  status: LISTING_STATUS.approved,
  revision: {
    _id: '66a0c0ffee0000000000f001',
    status: REVISION_STATUS.pending,
    createdAt: '2026-03-15T09:00:00.000Z',
    listing: { ...makeListing(), rent: 52_000 },
    changes: [
      { field: 'rent', before: 45_000, after: 52_000 },
      { field: 'parking', before: true, after: false },
      { field: 'location', before: { lat: 7.2612, lng: 80.5961 }, after: { lat: 7.26345, lng: 80.59822 } },
      {
        field: 'imageUrls',
        before: ['/api/images/66a0c0ffee000000000000aa'],
        after: ['/api/images/66a0c0ffee000000000000aa', '/api/images/66a0c0ffee000000000000bb'],
      },
    ],
  },
});

test("a live listing's changes show field by field, old and new, pictures included", async () => {
  await serve({ [FIRST_PAGE]: () => ({ status: 200, body: [repriced, seaView] }) });
  renderPage();
  await screen.findByText(repriced.name);

  const row = rowOf(repriced.name);
  expect(within(row).getByText(LISTING_MESSAGES.changesToReview)).toBeTruthy();
  const terms = within(row)
    .getAllByRole('term')
    .map((term) => term.textContent);
  expect(terms).toEqual(['Rent or price', 'Parking', 'Location on the map', 'Images']);
  const values = within(row)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  expect(values.slice(0, 3)).toEqual(['45,000→52,000', 'Yes→No', '7.26120, 80.59610→7.26345, 80.59822']);
  expect(within(row).getByRole('img', { name: 'Images 2' })).toBeTruthy();
  expect(within(row).getByRole('button', { name: LISTING_MESSAGES.approveChanges })).toBeTruthy();
  expect(within(row).getByRole('button', { name: LISTING_MESSAGES.disapproveChanges })).toBeTruthy();
  // A new listing has nothing to compare.
  expect(within(rowOf(seaView.name)).queryByText(LISTING_MESSAGES.changesToReview)).toBeNull();
});

test('Approve changes names the changes seen; a newer edit (409) says so and reloads the list', async () => {
  let edited = false;
  const newer = { ...repriced, revision: { ...repriced.revision!, _id: '66a0c0ffee0000000000f002' } };
  await serve({
    [FIRST_PAGE]: () => ({ status: 200, body: [edited ? newer : repriced] }),
    [`PATCH /api/listing/approve/${repriced._id}`]: () => {
      edited = true;
      return refusal(409, LISTING_MESSAGES.revisionStale);
    },
  });
  renderPage();
  await screen.findByText(repriced.name);

  fireEvent.click(screen.getByRole('button', { name: LISTING_MESSAGES.approveChanges }));
  expect(await screen.findByText(LISTING_MESSAGES.confirmApproveChanges)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));

  expect((await screen.findByRole('alert')).textContent).toBe(`Could not approve “${repriced.name}”: ${LISTING_MESSAGES.revisionStale}`);
  expect(server.requests.find(({ method }) => method === 'PATCH')?.body).toEqual({ revision: repriced.revision!._id });
  await waitFor(() => expect(server.requests.filter(({ path }) => path === FIRST_PAGE.slice('GET '.length)).length).toBe(2));
});

test('Disapprove changes asks first, sends the changes seen with the reason, and the row goes', async () => {
  let pending = [repriced];
  await serve({
    [FIRST_PAGE]: () => ({ status: 200, body: pending }),
    [`PATCH /api/listing/disapprove/${repriced._id}`]: () => {
      pending = [];
      return {
        status: 200,
        body: moderated(
          { ...repriced, revision: { ...repriced.revision!, status: REVISION_STATUS.disapproved } },
          LISTING_MESSAGES.changesDisapproved,
        ),
      };
    },
  });
  renderPage();
  await screen.findByText(repriced.name);

  fireEvent.click(screen.getByRole('button', { name: LISTING_MESSAGES.disapproveChanges }));
  expect(await screen.findByText(LISTING_MESSAGES.confirmDisapproveChanges)).toBeTruthy();
  fireEvent.change(screen.getByRole('textbox', { name: LISTING_MESSAGES.reasonForOwner }), {
    target: { value: 'Parking is in the photos.' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));

  await waitFor(() => expect(screen.queryByText(repriced.name)).toBeNull());
  expect(server.requests.find(({ method }) => method === 'PATCH')).toMatchObject({
    path: `/api/listing/disapprove/${repriced._id}`,
    body: { revision: repriced.revision!._id, reason: 'Parking is in the photos.' },
  });
});

test('the queue comes a page at a time: Next and Previous reach every pending listing, and the oldest can be approved', async () => {
  const size = ADMIN_LIST_LIMITS.pendingPageSize;
  const queue = Array.from({ length: 2 * size + 3 }, (_, index) => makeListing({ name: `Pending place number ${index + 1}` }));
  await serve(pendingRoutes(queue));
  renderPage();
  await screen.findByText('Pending place number 1');
  const pager = () => screen.getByRole('navigation', { name: 'Pages of pending listings' });
  // By text, not role: asking for 20 rows' links by role computes every cell's styles, slowly.
  const titles = () => screen.getAllByText(/^Pending place number/).map((title) => title.textContent);

  expect(titles()).toHaveLength(size);
  expect(within(pager()).getByText('Page 1')).toBeTruthy();
  expect((within(pager()).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

  fireEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(`Pending place number ${size + 1}`)).toBeTruthy();
  expect(titles()).toEqual(Array.from({ length: size }, (_, index) => `Pending place number ${size + index + 1}`));

  fireEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(`Pending place number ${2 * size + 3}`)).toBeTruthy();
  expect(titles()).toHaveLength(3);
  expect(within(pager()).getByText('Page 3')).toBeTruthy();
  expect((within(pager()).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

  // The oldest approved from the last page; a page only asks for its own rows.
  const oldest = queue.at(-1)!;
  fireEvent.click(within(rowOf(oldest.name)).getByRole('button', { name: 'Approve' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByText(oldest.name)).toBeNull());
  expect(server.requests.some(({ path }) => path === `/api/listing/approve/${oldest._id}`)).toBe(true);

  fireEvent.click(within(pager()).getByRole('button', { name: 'Previous' }));
  expect(await screen.findByText(`Pending place number ${size + 1}`)).toBeTruthy();
  expect(server.requests.filter(({ method }) => method === 'GET').every(({ path }) => path.endsWith(`&limit=${size + 1}`))).toBe(true);
  // Three pages of a table, slow to draw in jsdom.
}, 60_000);

/** A live listing whose owner moved it from Nugegoda in Colombo to Peradeniya in Kandy. */
const moved = makeListing({
  name: 'Annex moved to the hills',
  status: LISTING_STATUS.approved,
  revision: {
    _id: '66a0c0ffee0000000000f003',
    status: REVISION_STATUS.pending,
    createdAt: '2026-03-15T09:00:00.000Z',
    listing: { ...makeListing(), district: 'Kandy', city: 'Peradeniya' },
    changes: [
      { field: 'district', before: 'Colombo', after: 'Kandy' },
      { field: 'city', before: 'Nugegoda', after: 'Peradeniya' },
    ],
  },
});

test.each([
  {
    language: 'si' as const,
    heading: 'රැඳී සිටින දැන්වීම් අනුමත කරන්න',
    columns: ['සෑදූ දිනය', 'රූපය', 'අනුමත කරන්න', 'මකා දමන්න'],
    date: '2026 මාර්තු 14',
    approve: 'අනුමත කරන්න',
    remove: 'මකා දමන්න',
    move: ['කොළඹ→මහනුවර', 'නුගේගොඩ→පේරාදෙණිය'],
    listing: LISTING_MESSAGES_SI,
  },
  {
    language: 'ta' as const,
    heading: 'காத்திருக்கும் விளம்பரங்களை அங்கீகரி',
    columns: ['உருவாக்கிய தேதி', 'படம்', 'அங்கீகரி', 'நீக்கு'],
    date: '14 மார். 2026',
    approve: 'அங்கீகரி',
    remove: 'நீக்கு',
    move: ['கொழும்பு→கண்டி', 'நுகேகொடை→பேராதனை'],
    listing: LISTING_MESSAGES_TA,
  },
])('in $language the queue, its columns, dates, actions and places are in that language', async (expected) => {
  await serve({ [FIRST_PAGE]: () => ({ status: 200, body: [seaView, moved] }) });
  await renderTranslatedAdminPage(expected.language, PATH, <DashboardApprovePage />, server.url);

  expect(await screen.findByRole('heading', { name: expected.heading })).toBeTruthy();
  await screen.findByText(seaView.name);
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  // The title's label is the contracts' shared one.
  expect(headers).toEqual([
    ...expected.columns.slice(0, 2),
    (await LISTING_FIELD_LABELS_CATALOGUE.load(expected.language)).name,
    ...expected.columns.slice(2),
  ]);
  const row = rowOf(seaView.name);
  expect(within(row).getByText(expected.date)).toBeTruthy();
  expect(within(row).getByRole('button', { name: expected.approve })).toBeTruthy();
  expect(within(row).getByRole('button', { name: expected.remove })).toBeTruthy();

  const changes = rowOf(moved.name);
  expect(within(changes).getByText(expected.listing.changesToReview)).toBeTruthy();
  expect(within(changes).getByRole('button', { name: expected.listing.approveChanges })).toBeTruthy();
  expect(
    within(changes)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(expected.move);
});

test('in Sinhala, an empty queue says so in Sinhala', async () => {
  await serve({ [FIRST_PAGE]: () => ({ status: 200, body: [] }) });
  await renderTranslatedAdminPage('si', PATH, <DashboardApprovePage />, server.url);

  expect(await screen.findByText(LISTING_MESSAGES_SI.noPendingListings)).toBeTruthy();
  expect(screen.getByText('නව දැන්වීම් සමාලෝචනය සඳහා මෙහි පෙනේ.')).toBeTruthy();
});
