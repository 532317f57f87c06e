import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Listing } from '@nivasa/contracts/api';
import { LISTING_TYPES, type ListingType } from '@nivasa/contracts/listing-types';
import { ADMIN_LIST_LIMITS } from '@nivasa/contracts/limits';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { startTestApiServer, type TestApiServer, type TestRoutes } from '@nivasa/session/test-api-server';
import { renderAdminPage } from '../shared/test-render-admin';
import { makeListing, moderated, refusal } from '../shared/test-listings';
import { DashboardViewListingsPage } from './dashboard-view-listings-page';

// antd's popovers take a while to render in jsdom.
jest.setTimeout(20_000);

const PATH = '/dashboard/view-listings';
const galleRoom = makeListing({ type: 'singleroom', status: 'approved', name: 'Single room by Galle fort' });
const kandyAnnex = makeListing({
  type: 'annex',
  status: 'approved',
  name: 'Annex above the Kandy lake',
  featured: true,
  rating: 4.5,
  numReviews: 2,
});
const colomboHouse = makeListing({ type: 'fullhousesale', status: 'approved', name: 'Family house in Nugegoda', rent: 48_000_000 });
delete colomboHouse.rentType;

const PAGE = ADMIN_LIST_LIMITS.approvedPageSize;
/** A page of a type's approved listings, and one more to know whether there is a next page. */
const searchPath = (type: ListingType, startIndex = 0) =>
  `GET /api/listing/get?type=${type}&status=approved&startIndex=${startIndex}&limit=${PAGE + 1}`;

/** The API's approved listings by type, a page at a time; a disapproval it accepts takes one away, featuring changes it. */
function approvedRoutes(listings: Listing[]): TestRoutes {
  let approved = listings;
  const change = (id: string, changes: Partial<Listing>) => {
    approved = approved.map((listing) => (listing._id === id ? { ...listing, ...changes } : listing));
    return approved.find(({ _id }) => _id === id)!;
  };
  const starts = Array.from({ length: Math.ceil(listings.length / PAGE) + 1 }, (_, page) => page * PAGE);
  return {
    ...Object.fromEntries(
      LISTING_TYPES.flatMap((type) =>
        starts.map((start) => [
          searchPath(type, start),
          () => ({ status: 200, body: approved.filter((listing) => listing.type === type).slice(start, start + PAGE + 1) }),
        ]),
      ),
    ),
    ...Object.fromEntries(
      listings.flatMap(({ _id }) => [
        [
          `PATCH /api/listing/disapprove/${_id}`,
          () => {
            const listing = change(_id, { status: 'disapproved', featured: false });
            approved = approved.filter((each) => each._id !== _id);
            return { status: 200, body: moderated(listing, LISTING_MESSAGES.disapproved) };
          },
        ],
        [
          `PATCH /api/listing/featured/${_id}`,
          () => ({ status: 200, body: moderated(change(_id, { featured: true }), LISTING_MESSAGES.featured) }),
        ],
        [
          `PATCH /api/listing/remove-featured/${_id}`,
          () => ({ status: 200, body: moderated(change(_id, { featured: false }), LISTING_MESSAGES.unfeatured) }),
        ],
      ]),
    ),
  };
}

let server: TestApiServer;

afterEach(async () => {
  await server.close();
});

async function renderPage(routes: TestRoutes) {
  server = await startTestApiServer(routes);
  return renderAdminPage(PATH, <DashboardViewListingsPage />, server.url);
}

const cardOf = (name: string) => screen.getByText(name).closest('article') as HTMLElement;

test('approved listings sit under their type headings, in the types order, with cover, name link and both actions', async () => {
  await renderPage(approvedRoutes([kandyAnnex, colomboHouse, galleRoom]));

  await screen.findByText(galleRoom.name);
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Single Rooms 1',
    'Annexes 1',
    'Houses for Sale 1',
  ]);
  const annex = cardOf(kandyAnnex.name);
  expect(within(annex).getByRole('link', { name: kandyAnnex.name }).getAttribute('href')).toBe(`/listing/${kandyAnnex._id}`);
  expect(annex.querySelector('img')?.getAttribute('src')).toBe(`${kandyAnnex.imageUrls[0]}?size=card`);
  expect(within(annex).getByText('Featured')).toBeTruthy();
  expect(within(annex).getByRole('img', { name: 'Rated 4.5 out of 5' }).parentElement?.textContent).toBe('2 reviews');
  expect(within(cardOf(galleRoom.name)).getByRole('img', { name: 'Rated 0 out of 5' }).parentElement?.textContent).toBe('0 reviews');
  expect(within(annex).getByRole('button', { name: 'Disapprove' })).toBeTruthy();
  expect(within(annex).getByRole('button', { name: 'Remove Featured' })).toBeTruthy();
  expect(within(cardOf(galleRoom.name)).getByRole('button', { name: 'Add Featured' })).toBeTruthy();
  expect(within(cardOf(colomboHouse.name)).getByText('Rs. 48,000,000')).toBeTruthy();
  // Every type asked for once, approved only.
  expect(server.requests.filter(({ method }) => method === 'GET').map(({ path }) => path)).toEqual(
    LISTING_TYPES.map((type) => searchPath(type).slice('GET '.length)),
  );
});

test("any type's failure shows 'Error: Failed to fetch listings'", async () => {
  await renderPage({
    ...approvedRoutes([galleRoom]),
    [searchPath('hostel')]: () => refusal(400, 'status must be pending, approved or disapproved.'),
  });

  expect(await screen.findByText('Error: Failed to fetch listings')).toBeTruthy();
  expect(screen.queryByText(galleRoom.name)).toBeNull();
});

test('with no approved listings it says so', async () => {
  await renderPage(approvedRoutes([]));

  expect(await screen.findByText('No approved listings yet.')).toBeTruthy();
});

test('Disapprove asks first and sends the reason; the card goes', async () => {
  await renderPage(approvedRoutes([galleRoom, kandyAnnex]));
  await screen.findByText(galleRoom.name);

  fireEvent.click(within(cardOf(kandyAnnex.name)).getByRole('button', { name: 'Disapprove' }));
  expect(await screen.findByText('Are you sure you want to disapprove this listing?')).toBeTruthy();
  fireEvent.change(screen.getByRole('textbox', { name: 'Reason for the owner (optional)' }), {
    target: { value: 'The photos show another house.' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));

  await waitFor(() => expect(screen.queryByText(kandyAnnex.name)).toBeNull());
  expect(screen.getByText(galleRoom.name)).toBeTruthy();
  expect(server.requests.find(({ method }) => method === 'PATCH')).toMatchObject({
    path: `/api/listing/disapprove/${kandyAnnex._id}`,
    body: { reason: 'The photos show another house.' },
  });
});

test('a failed disapproval says why in red and the card stays', async () => {
  await renderPage({
    ...approvedRoutes([galleRoom]),
    [`PATCH /api/listing/disapprove/${galleRoom._id}`]: () => refusal(404, LISTING_MESSAGES.notFound),
  });
  await screen.findByText(galleRoom.name);

  fireEvent.click(screen.getByRole('button', { name: 'Disapprove' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));

  expect((await screen.findByRole('alert')).textContent).toBe(`Could not disapprove “${galleRoom.name}”: ${LISTING_MESSAGES.notFound}`);
  expect(screen.getByText(galleRoom.name)).toBeTruthy();
});

test('Add Featured features the listing and the button becomes Remove Featured; a refusal changes nothing', async () => {
  await renderPage({
    ...approvedRoutes([galleRoom, kandyAnnex]),
    [`PATCH /api/listing/remove-featured/${kandyAnnex._id}`]: () => refusal(409, LISTING_MESSAGES.alreadyInState),
  });
  await screen.findByText(galleRoom.name);

  fireEvent.click(within(cardOf(galleRoom.name)).getByRole('button', { name: 'Add Featured' }));
  expect(await within(cardOf(galleRoom.name)).findByRole('button', { name: 'Remove Featured' })).toBeTruthy();
  expect(within(cardOf(galleRoom.name)).getByText('Featured')).toBeTruthy();

  fireEvent.click(within(cardOf(kandyAnnex.name)).getByRole('button', { name: 'Remove Featured' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    `Could not remove “${kandyAnnex.name}” from the featured places: ${LISTING_MESSAGES.alreadyInState}`,
  );
  expect(within(cardOf(kandyAnnex.name)).getByRole('button', { name: 'Remove Featured' })).toBeTruthy();
});

test("each type is paged: Next reaches a type's oldest listings, which can be disapproved", async () => {
  const annexes = Array.from({ length: 2 * PAGE + 3 }, (_, index) =>
    makeListing({ type: 'annex', status: 'approved', name: `Approved annex number ${index + 1}` }),
  );
  await renderPage(approvedRoutes([galleRoom, ...annexes]));
  await screen.findByText('Approved annex number 1');
  const section = () => screen.getByRole('region', { name: /^Annexes/ });
  const pager = () => within(section()).getByRole('navigation', { name: 'Pages of Annexes' });

  expect(within(section()).getByRole('heading', { level: 3 }).textContent).toBe(`Annexes 1–${PAGE}`);
  expect(within(section()).getAllByRole('article')).toHaveLength(PAGE);
  // A type that fits one page has no pager, and says how many it has.
  expect(screen.getByRole('heading', { level: 3, name: 'Single Rooms 1' })).toBeTruthy();
  expect(screen.getAllByRole('navigation', { name: /^Pages of/ })).toHaveLength(1);

  fireEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(`Approved annex number ${PAGE + 1}`)).toBeTruthy();
  fireEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(`Approved annex number ${2 * PAGE + 3}`)).toBeTruthy();
  expect(within(section()).getByRole('heading', { level: 3 }).textContent).toBe(`Annexes ${2 * PAGE + 1}–${2 * PAGE + 3}`);
  expect((within(pager()).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

  const oldest = annexes.at(-1)!;
  fireEvent.click(within(cardOf(oldest.name)).getByRole('button', { name: 'Disapprove' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByText(oldest.name)).toBeNull());
  expect(server.requests.find(({ method }) => method === 'PATCH')?.path).toBe(`/api/listing/disapprove/${oldest._id}`);
  expect(screen.getByText(`Approved annex number ${2 * PAGE + 1}`)).toBeTruthy();
});
