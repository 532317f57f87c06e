import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ListingDetail, PublicUser } from '@nivasa/contracts/api';
import { isoDay } from '@nivasa/contracts/availability';
import { RATE_LIMIT_MESSAGES } from '@nivasa/contracts/auth-messages';
import { AVAILABILITY_TEXT } from '@nivasa/contracts/availability';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { MESSAGES, SITE_TEXT } from '@nivasa/contracts/messages';
import { checkedStore, memberUser, sampleListing } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestReply, type TestRoutes } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { ListingView } from './listing-view';

const OWNER_ID = '665f1c2e9b1e8a00aaaabbbb';

const listing: ListingDetail = { ...sampleListing, isOwner: false };
const LISTING_ID = listing._id;

let server: TestApiServer;

afterEach(async () => {
  jest.restoreAllMocks();
  await server.close();
});

async function renderListing(reply: TestReply, user: PublicUser | null = null, routes: TestRoutes = {}) {
  server = await startTestApiServer({ [`GET /api/listing/get/${LISTING_ID}`]: () => reply, ...routes });
  return renderRoutes(
    [
      { path: '/listing/:listingId', element: <ListingView listingId={LISTING_ID} /> },
      { path: '*', element: <p>another page</p> },
    ],
    { url: `/listing/${LISTING_ID}`, store: checkedStore(user, server.url) },
  );
}

test('shows the photos, name, price, place, type, rooms, area, description, terms, facilities and location', async () => {
  await renderListing({ status: 200, body: listing });

  expect(screen.getByRole('status').textContent).toContain(MESSAGES.loading);
  expect(await screen.findByRole('heading', { level: 1, name: listing.name })).toBeTruthy();
  const cover = screen.getByRole('img', { name: `${listing.name}: cover photo` });
  expect(cover.getAttribute('src')).toBe(`${listing.imageUrls[0]}?size=detail`);
  expect(cover.getAttribute('srcset')).toContain('?size=detail 1280w');
  // The largest paint: asked for first, not lazily; the other photo waits until it comes near.
  expect(cover.getAttribute('loading')).toBe('eager');
  expect(cover.getAttribute('fetchpriority')).toBe('high');
  expect(screen.getByRole('img', { name: `${listing.name}: photo 2` }).getAttribute('loading')).toBe('lazy');

  const summary = screen.getByRole('region', { name: 'Price and contact' });
  expect(within(summary).getByText('Rs. 45,000').textContent).toBe('Rs. 45,000 / monthly');
  expect(screen.getByRole('link', { name: 'Annex' }).getAttribute('href')).toBe('/search?type=annex');
  expect(screen.getAllByRole('term').map((term) => [term.textContent?.trim(), term.nextElementSibling?.textContent])).toEqual([
    ['Bedrooms', '2'],
    ['Beds', '3'],
    ['Bathrooms', '1'],
    ['Area', '1,250 sqft'],
    [AVAILABILITY_TEXT.label, AVAILABILITY_TEXT.now],
  ]);
  expect(within(screen.getByRole('region', { name: 'Description' })).getByText(/A calm annex/).textContent).toBe(listing.description);
  expect(within(screen.getByRole('region', { name: 'Terms' })).getByText(listing.rules)).toBeTruthy();
  expect(
    within(screen.getByRole('region', { name: 'Facilities' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Parking', 'Kitchen']);
  const location = screen.getByRole('region', { name: 'Location' });
  expect(within(location).getByText(/12 Temple Road/).textContent).toBe(`${listing.address}Peradeniya, Kandy`);
  expect(within(location).getByRole('link', { name: 'More places in Kandy' }).getAttribute('href')).toBe('/search?district=Kandy');
  // The owner box is for the owner alone.
  expect(screen.queryByRole('region', { name: 'Your listing' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Edit listing' })).toBeNull();
});

test('the rating and the number of reviews show beside the name', async () => {
  await renderListing({ status: 200, body: { ...listing, rating: 4.5, numReviews: 3 } });

  await screen.findByRole('heading', { level: 1, name: listing.name });
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
  expect(screen.getByRole('link', { name: '(3 reviews)' }).getAttribute('href')).toBe('#reviews');
});

test('a place free from a day to come says from when; one whose day has come is free now', async () => {
  await renderListing({ status: 200, body: { ...listing, availableFrom: isoDay(Date.now(), 40) } });
  await screen.findByRole('heading', { level: 1, name: listing.name });
  const moveIn = screen.getByText(AVAILABILITY_TEXT.label).closest('div') as HTMLElement;
  expect(within(moveIn).getByRole('definition').textContent).toBe(AVAILABILITY_TEXT.from(isoDay(Date.now(), 40)));
  expect(within(moveIn).getByRole('definition').textContent).toMatch(/^From \d{1,2} [A-Z][a-z]{2}$/);
});

test('a listing with no reviews yet says so', async () => {
  await renderListing({ status: 200, body: listing });

  expect(await screen.findByRole('link', { name: 'No reviews yet' })).toBeTruthy();
});

test('a thumbnail moves the slider to its photo', async () => {
  await renderListing({ status: 200, body: listing });
  await screen.findByRole('heading', { level: 1, name: listing.name });

  fireEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));

  expect(screen.getByRole('button', { name: 'Show photo 2' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: 'Show photo 1' }).getAttribute('aria-pressed')).toBe('false');
  expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveProperty('disabled', false);
  expect(screen.getByRole('button', { name: 'Next photo' })).toHaveProperty('disabled', true);
});

test("the tab's title and the page's description follow the listing, and the site's come back after", async () => {
  // As the server sends a listing's page: its own title and description, for link previews.
  document.title = `${listing.name} | Nivasa`;
  const description = document.createElement('meta');
  description.name = 'description';
  description.content = 'Rs. 45,000 / monthly · Annex in Peradeniya, Kandy';
  document.head.prepend(description);
  const { unmount } = await renderListing({ status: 200, body: listing });

  await screen.findByRole('heading', { level: 1, name: listing.name });
  expect(document.title).toBe(`${listing.name} | Nivasa`);
  expect(description.content).toBe(
    'Annex in Peradeniya, Kandy. Rs. 45,000 / monthly. A calm annex with its own entrance. Ten minutes on foot from the university.',
  );

  unmount();
  expect(document.title).toBe(SITE_TEXT.title);
  expect(description.content).toBe(SITE_TEXT.description);
  description.remove();
});

test('a visitor is asked to sign in to see how to reach the owner, and comes back here after', async () => {
  const { router } = await renderListing({ status: 200, body: listing });

  const contact = await screen.findByRole('region', { name: 'Contact the owner' });
  expect(within(contact).getByText(MESSAGES.signInToContact)).toBeTruthy();
  fireEvent.click(within(contact).getByRole('link', { name: 'Sign in to contact' }));

  expect(router.state.location.pathname).toBe('/sign-in');
  expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(`/listing/${LISTING_ID}`);
  expect(server.requests.map((request) => request.path)).not.toContain(`/api/user/${listing.userRef}`);
});

test('a signed-in user presses "Show phone number", and then can call, WhatsApp or email the owner about this listing', async () => {
  const contactPath = `/api/user/${OWNER_ID}?listing=${LISTING_ID}`;
  await renderListing({ status: 200, body: { ...listing, userRef: OWNER_ID } }, memberUser, {
    [`GET ${contactPath}`]: () => ({ status: 200, body: { number: '+94712345678', email: 'owner@example.lk' } }),
  });

  const contact = await screen.findByRole('region', { name: 'Contact the owner' });
  // Nothing is looked up (nor counted) until the press.
  const show = await within(contact).findByRole('button', { name: 'Show phone number' });
  expect(server.requests.map((request) => request.path)).not.toContain(contactPath);
  fireEvent.click(show);

  const call = await within(contact).findByRole('link', { name: 'Call +94 71 234 5678' });
  expect(call.getAttribute('href')).toBe('tel:+94712345678');
  expect(server.requests.filter((request) => request.path === contactPath)).toHaveLength(1);
  const whatsApp = new URL(within(contact).getByRole('link', { name: 'WhatsApp' }).getAttribute('href') ?? '');
  expect(`${whatsApp.origin}${whatsApp.pathname}`).toBe('https://wa.me/94712345678');
  expect(whatsApp.searchParams.get('text')).toContain(`"${listing.name}"`);
  expect(whatsApp.searchParams.get('text')).toContain(`/listing/${LISTING_ID}`);
  const mail = within(contact).getByRole('link', { name: 'Email the owner' }).getAttribute('href') ?? '';
  expect(mail.startsWith(`mailto:owner@example.lk?subject=${encodeURIComponent(listing.name)}&body=`)).toBe(true);
  expect(screen.queryByText(MESSAGES.signInToContact)).toBeNull();
});

test('a landline is offered for a call, never for WhatsApp', async () => {
  await renderListing({ status: 200, body: { ...listing, userRef: OWNER_ID } }, memberUser, {
    [`GET /api/user/${OWNER_ID}?listing=${LISTING_ID}`]: () => ({ status: 200, body: { number: '+94812234567', email: '' } }),
  });

  const contact = await screen.findByRole('region', { name: 'Contact the owner' });
  fireEvent.click(await within(contact).findByRole('button', { name: 'Show phone number' }));
  expect(await within(contact).findByRole('link', { name: 'Call +94 81 223 4567' })).toBeTruthy();
  expect(within(contact).queryByRole('link', { name: 'WhatsApp' })).toBeNull();
});

test("past the day's limit of owners, the box says so in words, with nothing to retry", async () => {
  await renderListing({ status: 200, body: { ...listing, userRef: OWNER_ID } }, memberUser, {
    [`GET /api/user/${OWNER_ID}?listing=${LISTING_ID}`]: () => ({
      status: 429,
      body: { success: false, statusCode: 429, code: 'CONTACT_RATE_LIMITED', message: RATE_LIMIT_MESSAGES.tooManyContactLookups },
    }),
  });

  const contact = await screen.findByRole('region', { name: 'Contact the owner' });
  fireEvent.click(await within(contact).findByRole('button', { name: 'Show phone number' }));
  expect((await within(contact).findByRole('alert')).textContent).toBe(RATE_LIMIT_MESSAGES.tooManyContactLookups);
  expect(within(contact).queryByRole('button')).toBeNull();
  expect(within(contact).queryByRole('link', { name: /Call/ })).toBeNull();
});

test("every contact box, a visitor's too, warns against paying an advance and links to Renting safely", async () => {
  const { router } = await renderListing({ status: 200, body: listing });

  const contact = await screen.findByRole('region', { name: 'Contact the owner' });
  expect(within(contact).getByText(/Never pay an advance before you have seen the place and signed an agreement\./)).toBeTruthy();
  fireEvent.click(within(contact).getByRole('link', { name: 'Renting safely' }));
  expect(router.state.location.pathname).toBe('/renting-safely');
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
  await renderListing({ status: 404, body: { success: false, statusCode: 404, code: 'LISTING_NOT_FOUND', message: 'No such listing.' } });

  expect(await screen.findByRole('heading', { level: 1, name: LISTING_MESSAGES.notFound })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  expect(screen.getByRole('link', { name: 'Search listings' }).getAttribute('href')).toBe('/search');
});

test('an address that names no listing (a 400) says the listing is not there, with no Try again that could not help', async () => {
  await renderListing({ status: 400, body: { success: false, statusCode: 400, code: 'INVALID_ID', message: 'Invalid listing id' } });

  expect(await screen.findByRole('heading', { level: 1, name: LISTING_MESSAGES.notFound })).toBeTruthy();
  expect(screen.queryByText(MESSAGES.somethingWentWrong)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

test("a failed load shows 'Something went wrong!', and another try can succeed", async () => {
  let failing = true;
  server = await startTestApiServer({
    [`GET /api/listing/get/${LISTING_ID}`]: () =>
      failing
        ? { status: 500, body: { success: false, statusCode: 500, message: 'Internal server error' } }
        : { status: 200, body: listing },
  });
  renderRoutes([{ path: '/listing/:listingId', element: <ListingView listingId={LISTING_ID} /> }], {
    url: `/listing/${LISTING_ID}`,
    store: checkedStore(null, server.url),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  });

  expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.somethingWentWrong);
  failing = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { level: 1, name: listing.name })).toBeTruthy();
});

test('a listing that breaks the page while drawing is caught by its own boundary', async () => {
  // React and the boundary log the failure; the test is about what the visitor sees.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderListing({ status: 200, body: { ...listing, type: 'castle' } });

  expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.somethingWentWrong);
});
