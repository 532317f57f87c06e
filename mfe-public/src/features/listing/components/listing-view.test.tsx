import { fireEvent, screen, within } from '@testing-library/react';
import type { ListingDetail } from '@nivasa/contracts/api';
import { LISTING_MESSAGES, MESSAGES } from '@nivasa/contracts/messages';
import { checkedStore, memberUser } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestReply } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { ListingView } from './listing-view';

const LISTING_ID = '6660aa00bb11cc22dd33ee44';

const listing: ListingDetail = {
  _id: LISTING_ID,
  name: 'Quiet annex near Peradeniya campus',
  description: 'A calm annex with its own entrance.\nTen minutes on foot from the university.',
  rules: 'No smoking indoors.',
  address: '12 Temple Road, Peradeniya',
  district: 'Kandy',
  city: 'Peradeniya',
  type: 'annex',
  rentType: 'monthly',
  bedrooms: 2,
  bathrooms: 1,
  beds: 3,
  rent: 45000,
  area: 1250,
  parking: true,
  furnished: false,
  kitchen: true,
  hotwater: false,
  aircondition: false,
  imageUrls: ['/api/images/6660aa00bb11cc22dd330001', '/api/images/6660aa00bb11cc22dd330002'],
  userRef: memberUser._id,
  status: 'approved',
  featured: false,
  rating: 0,
  numReviews: 0,
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-02T08:00:00.000Z',
  isOwner: false,
};

let server: TestApiServer;

afterEach(async () => {
  jest.restoreAllMocks();
  await server.close();
});

async function renderListing(reply: TestReply) {
  server = await startTestApiServer({ [`GET /api/listing/get/${LISTING_ID}`]: () => reply });
  return renderRoutes([{ path: '/listing/:listingId', element: <ListingView listingId={LISTING_ID} /> }], {
    url: `/listing/${LISTING_ID}`,
    store: checkedStore(null, server.url),
  });
}

test('shows the photos, name, price, place, type, rooms, area, description, terms and facilities', async () => {
  await renderListing({ status: 200, body: listing });

  expect(screen.getByRole('status').textContent).toContain(MESSAGES.loading);
  expect(await screen.findByRole('heading', { level: 1, name: listing.name })).toBeTruthy();
  const cover = screen.getByRole('img', { name: `${listing.name}: cover photo` });
  expect(cover.getAttribute('src')).toBe(`${listing.imageUrls[0]}?size=detail`);
  expect(cover.getAttribute('srcset')).toContain('?size=detail 1280w');
  expect(screen.getByText('Rs. 45,000').textContent).toBe('Rs. 45,000 / monthly');
  expect(screen.getByText(/Peradeniya, Kandy/).textContent).toContain(listing.address);
  expect(screen.getByRole('link', { name: 'Annex' }).getAttribute('href')).toBe('/search?type=annex');
  expect(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
    ['Bedrooms', '2'],
    ['Beds', '3'],
    ['Bathrooms', '1'],
    ['Area', '1,250 sqft'],
  ]);
  expect(within(screen.getByRole('region', { name: 'Description' })).getByText(/A calm annex/).textContent).toBe(listing.description);
  expect(within(screen.getByRole('region', { name: 'Terms' })).getByText(listing.rules)).toBeTruthy();
  expect(
    within(screen.getByRole('region', { name: 'Facilities' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Parking', 'Kitchen']);
  // The owner box is for the owner alone.
  expect(screen.queryByRole('region', { name: 'Your listing' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Edit listing' })).toBeNull();
});

test('another photo can be shown large', async () => {
  await renderListing({ status: 200, body: listing });
  await screen.findByRole('heading', { level: 1, name: listing.name });

  fireEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));

  expect(screen.getByRole('img', { name: `${listing.name}: photo 2` }).getAttribute('src')).toBe(`${listing.imageUrls[1]}?size=detail`);
  expect(screen.getByRole('button', { name: 'Show photo 2' }).getAttribute('aria-pressed')).toBe('true');
});

test.each([
  ['pending', LISTING_MESSAGES.statusPending],
  ['approved', LISTING_MESSAGES.statusApproved],
] as const)('the owner of a %s listing sees its status and the way to edit it', async (status, text) => {
  await renderListing({ status: 200, body: { ...listing, status, isOwner: true } });

  const box = await screen.findByRole('region', { name: 'Your listing' });
  expect(within(box).getByText(text)).toBeTruthy();
  expect(within(box).getByRole('link', { name: 'Edit listing' }).getAttribute('href')).toBe(`/update-listing/${LISTING_ID}`);
});

test('the owner of a disapproved listing sees the reason', async () => {
  await renderListing({
    status: 200,
    body: { ...listing, status: 'disapproved', statusReason: 'The photos show another property.', isOwner: true },
  });

  const box = await screen.findByRole('region', { name: 'Your listing' });
  expect(within(box).getByText(LISTING_MESSAGES.statusDisapproved)).toBeTruthy();
  expect(within(box).getByText('Reason: The photos show another property.')).toBeTruthy();
});

test('a listing that is not there says so, in plain words', async () => {
  await renderListing({ status: 404, body: { success: false, statusCode: 404, message: LISTING_MESSAGES.notFound } });

  expect(await screen.findByRole('heading', { level: 1, name: LISTING_MESSAGES.notFound })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
});

test("a failed load shows 'Something went wrong!'", async () => {
  await renderListing({ status: 400, body: { success: false, statusCode: 400, message: 'listingId must be a listing id.' } });

  expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.somethingWentWrong);
});

test('a listing that breaks the page while drawing is caught by its own boundary', async () => {
  // React and the boundary log the failure; the test is about what the visitor sees.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderListing({ status: 200, body: { ...listing, type: 'castle' } });

  expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.somethingWentWrong);
});
