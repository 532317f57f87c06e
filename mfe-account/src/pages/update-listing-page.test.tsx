import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Listing, PublicUser } from '@nivasa/contracts/api';
import { LISTING_STATUS, REVISION_STATUS } from '@nivasa/contracts/listing-lifecycle';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { adminUser, checkedStore, memberUser, sampleListing } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestRoutes } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { draftKey } from '../features/listings/utils/listing-draft';
import { chosen, field, submit, thumbnails, type } from '../test-support/listing-form-driver';
import { ownListing } from '../test-support/listing-fixtures';
import { UpdateListingPage } from './update-listing-page';

jest.setTimeout(60_000);

let server: TestApiServer;

beforeEach(() => {
  localStorage.clear();
  // antd measures what jsdom cannot lay out (NaN heights of its motion); nothing the user sees.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await server.close();
});

const LISTING_ID = sampleListing._id;
const listingRoute = (reply: ReturnType<TestRoutes[string]>): TestRoutes => ({ [`GET /api/listing/get/${LISTING_ID}`]: () => reply });

async function renderUpdate(routes: TestRoutes, user: PublicUser = memberUser) {
  server = await startTestApiServer(routes);
  return renderRoutes(
    [
      { path: '/update-listing/:listingId', element: <UpdateListingPage /> },
      { path: '/listing/:listingId', element: <p>listing page</p> },
    ],
    { url: `/update-listing/${LISTING_ID}`, store: checkedStore(user, server.url) },
  );
}

test("the form opens with the listing's own values, and Update listing sends them to its update", async () => {
  const { router } = await renderUpdate({
    ...listingRoute({ status: 200, body: ownListing }),
    [`POST /api/listing/update/${LISTING_ID}`]: ({ body }) => ({
      status: 200,
      body: {
        success: true,
        message: LISTING_MESSAGES.updatedBackToReview,
        listing: { ...sampleListing, ...(body as object), status: LISTING_STATUS.pending },
      },
    }),
  });

  expect(screen.getByRole('status').textContent).toContain('Loading...');
  expect(await screen.findByRole('button', { name: 'Update listing' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Edit your listing' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Create a Listing' })).toBeNull();
  expect(field('Title').value).toBe(sampleListing.name);
  expect(chosen('Type')).toBe('Annex');
  expect(chosen('Rent basis')).toBe('Monthly');
  expect(chosen('District')).toBe('Kandy');
  expect(chosen('City')).toBe('Peradeniya');
  expect(field('Rent').value).toBe('45,000');
  expect(field('Terms (optional)').value).toBe('No smoking indoors.');
  expect(screen.getByRole('checkbox', { name: 'Parking' })).toHaveProperty('checked', true);
  expect(screen.getByRole('checkbox', { name: 'Hot water' })).toHaveProperty('checked', false);
  expect(thumbnails()).toEqual(sampleListing.imageUrls.map((url) => `${url}?size=card`));

  type('Title', 'Quiet annex near Peradeniya campus, with parking');
  await submit('Update listing');

  await waitFor(() => expect(router.state.location.pathname).toBe(`/listing/${LISTING_ID}`));
  const sent = server.requests.find(({ method }) => method === 'POST');
  expect(sent?.body).toMatchObject({
    name: 'Quiet annex near Peradeniya campus, with parking',
    type: 'annex',
    rentType: 'monthly',
    imageUrls: sampleListing.imageUrls,
  });
  expect(sent?.body).not.toHaveProperty('status');
  expect(sent?.body).not.toHaveProperty('userRef');
  expect(localStorage.getItem(draftKey(memberUser._id, LISTING_ID))).toBeNull();
});

test("someone else's listing shows an error, not the form", async () => {
  await renderUpdate(listingRoute({ status: 200, body: { ...sampleListing, userRef: adminUser._id, isOwner: false } }));

  expect(await screen.findByText(LISTING_MESSAGES.notYours)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Update listing' })).toBeNull();
  expect(screen.queryByLabelText('Title')).toBeNull();
});

test("an admin may edit anyone's listing", async () => {
  await renderUpdate(listingRoute({ status: 200, body: { ...sampleListing, isOwner: false } }), adminUser);

  expect(await screen.findByRole('button', { name: 'Update listing' })).toBeTruthy();
  expect(field('Title').value).toBe(sampleListing.name);
});

test.each([
  // Chosen by the code: the page's own words, whatever the server's are.
  [404, 'LISTING_NOT_FOUND', 'No such listing.', LISTING_MESSAGES.notFound],
  [400, 'INVALID_ID', 'listingId must be a listing id.', 'listingId must be a listing id.'],
  [503, 'DATABASE_UNAVAILABLE', 'The database is unavailable', 'The database is unavailable'],
])(
  'a listing that does not load (%i %s) says why, with no form, and offers another try only where one may help',
  async (status, code, message, shown) => {
    await renderUpdate(listingRoute({ status, body: { success: false, statusCode: status, code, message } }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(shown);
    expect(alert.className).toContain('ant-alert-error');
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(within(alert).queryByRole('button', { name: 'Try again' }) !== null).toBe(status >= 500);
  },
);

test('a listing that did not load while the database was down loads on Try again once it is back', async () => {
  let databaseUp = false;
  await renderUpdate({
    [`GET /api/listing/get/${LISTING_ID}`]: () =>
      databaseUp
        ? { status: 200, body: ownListing }
        : { status: 503, body: { success: false, statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'The database is unavailable' } },
  });

  const alert = await screen.findByRole('alert');
  databaseUp = true;
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('button', { name: 'Update listing' })).toBeTruthy();
  expect(field('Title').value).toBe(sampleListing.name);
});

test("an edit is kept as this listing's draft and restored over its values", async () => {
  const first = await renderUpdate(listingRoute({ status: 200, body: ownListing }));
  await screen.findByRole('button', { name: 'Update listing' });
  type('Rent', '48000');
  first.unmount();

  renderRoutes([{ path: '/update-listing/:listingId', element: <UpdateListingPage /> }], {
    url: `/update-listing/${LISTING_ID}`,
    store: checkedStore(memberUser, server.url),
  });

  const note = (await screen.findByText('Draft restored')).closest('[role="alert"]') as HTMLElement;
  expect(field('Rent').value).toBe('48,000');
  expect(field('Title').value).toBe(sampleListing.name);
  expect(localStorage.getItem(draftKey(memberUser._id))).toBeNull();

  await act(async () => fireEvent.click(within(note).getByRole('button', { name: 'Discard draft' })));
  expect(field('Rent').value).toBe('45,000');
});

test("saving a live listing's changes keeps the form, saying they wait for review", async () => {
  const { router } = await renderUpdate({
    ...listingRoute({ status: 200, body: ownListing }),
    [`POST /api/listing/update/${LISTING_ID}`]: ({ body }) => {
      const listing: Listing = {
        ...sampleListing,
        revision: {
          _id: '6660aa00bb11cc22dd33ff01',
          status: REVISION_STATUS.pending,
          createdAt: '2026-05-03T08:00:00.000Z',
          listing: body as Listing,
          changes: [{ field: 'rent', before: 45_000, after: 52_000 }],
        },
      };
      return { status: 200, body: { success: true, message: LISTING_MESSAGES.updatedChangesWaiting, listing } };
    },
  });
  await screen.findByRole('button', { name: 'Update listing' });
  expect(screen.queryByText(LISTING_MESSAGES.changesWaiting)).toBeNull();

  type('Rent', '52000');
  await submit('Update listing');

  expect(await screen.findByText(LISTING_MESSAGES.changesWaiting)).toBeTruthy();
  expect(screen.getByText(LISTING_MESSAGES.updatedChangesWaiting)).toBeTruthy();
  expect(router.state.location.pathname).toBe(`/update-listing/${LISTING_ID}`);
  expect(field('Rent').value).toBe('52,000');
});

test('the form starts from changes still waiting (or refused), with what the moderator said', async () => {
  const waiting: Listing = {
    ...ownListing,
    revision: {
      _id: '6660aa00bb11cc22dd33ff02',
      status: REVISION_STATUS.disapproved,
      reason: 'Parking is not in the photos.',
      createdAt: '2026-05-03T08:00:00.000Z',
      listing: { ...sampleListing, rent: 52_000, parking: false },
      changes: [
        { field: 'rent', before: 45_000, after: 52_000 },
        { field: 'parking', before: true, after: false },
      ],
    },
  };
  await renderUpdate(listingRoute({ status: 200, body: waiting }));
  await screen.findByRole('button', { name: 'Update listing' });

  expect(screen.getByText(LISTING_MESSAGES.changesNotApproved)).toBeTruthy();
  expect(screen.getByText('Reason: Parking is not in the photos.')).toBeTruthy();
  expect(field('Rent').value).toBe('52,000');
  expect(screen.getByRole('checkbox', { name: 'Parking' })).toHaveProperty('checked', false);
  expect(field('Title').value).toBe(sampleListing.name);
});
