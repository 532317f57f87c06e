import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@nivasa/contracts/languages';
import type { Listing } from '@nivasa/contracts/api';
import { MESSAGES } from '@nivasa/contracts/messages';
import { setPageLanguage } from '@nivasa/session/language';
import { checkedStore, sampleListing } from '@nivasa/session/test-fixtures';
import { LISTING_TYPE_CATALOGUE } from '@nivasa/ui/listing-word-catalogues';
import { startTestApiServer, type TestApiServer, type TestRoutes } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { SearchPage } from './search-page';

jest.setTimeout(60_000);

let server: TestApiServer;

beforeEach(() => {
  // antd measures scrollbars through pseudo-element styles jsdom cannot compute.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await server.close();
});

function listingNumbered(number: number, overrides: Partial<Listing> = {}): Listing {
  const id = `6660aa00bb11cc22dd${String(number).padStart(6, '0')}`;
  return {
    ...sampleListing,
    _id: id,
    name: `Quiet annex number ${number} in Kandy`,
    address: `${number} Temple Road, Peradeniya`,
    rent: 20000 + number * 1000,
    imageUrls: [`/api/images/${id}`],
    rating: 4,
    numReviews: 2,
    ...overrides,
  };
}

const numbered = (from: number, count: number) => Array.from({ length: count }, (_, index) => listingNumbered(from + index));

async function renderSearch(url: string, routes: TestRoutes, language: Language = 'en') {
  server = await startTestApiServer(routes);
  const store = checkedStore(null, server.url);
  setPageLanguage(language, store);
  // A Sinhala or Tamil page's first render waits for its texts: act lets it finish.
  return act(() =>
    renderRoutes(
      [
        {
          path: '/search',
          element: (
            // The shell's boundary, where the page waits.
            <Suspense fallback={null}>
              <SearchPage />
            </Suspense>
          ),
        },
        { path: '*', element: <p>another page</p> },
      ],
      { url, store },
    ),
  );
}

const searchCalls = () => server.requests.filter(({ path }) => path.startsWith('/api/listing/get?')).map(({ path }) => path);
// Role queries read the whole filter form each time: plain selectors keep a page of cards quick to check.
const cardNames = () => Array.from(document.querySelectorAll('ul[aria-label="Listings found"] article h3'), (name) => name.textContent);
const showMore = () => screen.getByText('Show More');
const resultsShown = () => waitFor(() => expect(cardNames().length).toBeGreaterThan(0));

test("the address's filters are searched, named in the heading and the title, and shown in the form", async () => {
  await renderSearch('/search?type=annex&district=Kandy&parking=true&sort=rent&order=asc', {
    'GET /api/listing/get?type=annex&parking=true&district=Kandy&sort=rent&order=asc&startIndex=0&limit=9': () => ({
      status: 200,
      body: numbered(1, 2),
    }),
  });

  expect(screen.getByRole('status', { name: MESSAGES.loading })).toBeTruthy();
  await resultsShown();
  expect(cardNames()).toEqual(['Quiet annex number 1 in Kandy', 'Quiet annex number 2 in Kandy']);
  expect(screen.getByRole('heading', { level: 1, name: 'Annexes in Kandy' })).toBeTruthy();
  await waitFor(() => expect(document.title).toBe('Annexes in Kandy | Nivasa'));

  const form = document.querySelector('form[aria-label="Search filters"]') as HTMLElement;
  expect(within(form).getByText('Annex')).toBeTruthy();
  expect(within(form).getByText('Kandy')).toBeTruthy();
  expect(within(form).getByText('Price low to high')).toBeTruthy();
  expect((within(form).getByLabelText('Parking') as HTMLInputElement).checked).toBe(true);
  expect((within(form).getByLabelText('Kitchen') as HTMLInputElement).checked).toBe(false);
  // Fewer than a page: nothing more to show.
  expect(screen.queryByText('Show More')).toBeNull();
});

test('the first row of pictures (two, beside the map) loads at once, the rest when scrolled to', async () => {
  await renderSearch('/search', { 'GET /api/listing/get?startIndex=0&limit=9': () => ({ status: 200, body: numbered(1, 5) }) });

  await resultsShown();
  const pictures = screen.getAllByAltText(/^Quiet annex number/) as HTMLImageElement[];
  expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy']);
  expect(pictures[0].getAttribute('src')).toBe('/api/images/6660aa00bb11cc22dd000001?size=card');
});

test('Show More appends the next page, and goes once a page comes back short', async () => {
  await renderSearch('/search?type=annex', {
    'GET /api/listing/get?type=annex&startIndex=0&limit=9': () => ({ status: 200, body: numbered(1, 9) }),
    'GET /api/listing/get?type=annex&startIndex=9&limit=9': () => ({ status: 200, body: numbered(10, 9) }),
    'GET /api/listing/get?type=annex&startIndex=18&limit=9': () => ({ status: 200, body: numbered(19, 2) }),
  });
  await resultsShown();
  expect(cardNames()).toHaveLength(9);

  await act(async () => fireEvent.click(showMore()));
  await waitFor(() => expect(cardNames()).toHaveLength(18));
  expect(cardNames()[9]).toBe('Quiet annex number 10 in Kandy');

  await act(async () => fireEvent.click(showMore()));
  await waitFor(() => expect(cardNames()).toHaveLength(20));
  expect(screen.queryByText('Show More')).toBeNull();
  expect(searchCalls()).toEqual([
    '/api/listing/get?type=annex&startIndex=0&limit=9',
    '/api/listing/get?type=annex&startIndex=9&limit=9',
    '/api/listing/get?type=annex&startIndex=18&limit=9',
  ]);
});

test('Apply puts the filters in the address as a new step; Back shows the search before', async () => {
  const { router } = await renderSearch('/search?type=annex', {
    'GET /api/listing/get?type=annex&startIndex=0&limit=9': () => ({ status: 200, body: numbered(1, 1) }),
    'GET /api/listing/get?searchTerm=garden&type=annex&parking=true&furnished=true&startIndex=0&limit=9': () => ({
      status: 200,
      body: [listingNumbered(7, { name: 'Annex with a garden in Kandy' })],
    }),
  });
  await resultsShown();
  const form = document.querySelector('form[aria-label="Search filters"]') as HTMLElement;

  fireEvent.change(within(form).getByLabelText('Search'), { target: { value: '  garden ' } });
  fireEvent.click(within(form).getByLabelText('Parking'));
  fireEvent.click(within(form).getByLabelText('Furnished'));
  await act(async () => fireEvent.click(within(form).getByText('Apply filters')));

  await waitFor(() => expect(router.state.location.search).toBe('?searchTerm=garden&type=annex&parking=true&furnished=true'));
  expect(router.state.historyAction).toBe('PUSH');
  await waitFor(() => expect(cardNames()).toEqual(['Annex with a garden in Kandy']));

  await act(() => router.navigate(-1));
  await waitFor(() => expect(cardNames()).toEqual(['Quiet annex number 1 in Kandy']));
  expect(router.state.location.search).toBe('?type=annex');
  expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
  expect((screen.getByLabelText('Parking') as HTMLInputElement).checked).toBe(false);
});

test("nothing found: 'No listings found', and Clear filters searches everything", async () => {
  const { router } = await renderSearch('/search?type=hotel&district=Jaffna', {
    'GET /api/listing/get?type=hotel&district=Jaffna&startIndex=0&limit=9': () => ({ status: 200, body: [] }),
    'GET /api/listing/get?startIndex=0&limit=9': () => ({ status: 200, body: numbered(1, 3) }),
  });

  expect(await screen.findByText(MESSAGES.noListingsFound)).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByText(MESSAGES.clearFilters)));

  await waitFor(() => expect(cardNames()).toHaveLength(3));
  expect(router.state.location.pathname + router.state.location.search).toBe('/search');
  expect(screen.getByRole('heading', { level: 1, name: 'Places to stay' })).toBeTruthy();
});

test('a failed search says so, and Try again searches again', async () => {
  let failing = true;
  await renderSearch('/search', {
    'GET /api/listing/get?startIndex=0&limit=9': () =>
      failing
        ? { status: 400, body: { success: false, statusCode: 400, message: 'district must be one of the 25 districts.' } }
        : { status: 200, body: numbered(1, 1) },
  });

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(MESSAGES.failedToFetchListings);
  expect(alert.textContent).toContain('district must be one of the 25 districts.');

  failing = false;
  await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
  await waitFor(() => expect(cardNames()).toEqual(['Quiet annex number 1 in Kandy']));
});

test('junk in a shared link is left out of the search', async () => {
  await renderSearch('/search?type=castle&district=Kandy&city=Galle&minPrice=abc&maxPrice=50000&fbclid=xyz', {
    'GET /api/listing/get?district=Kandy&maxPrice=50000&startIndex=0&limit=9': () => ({ status: 200, body: numbered(1, 1) }),
  });

  await resultsShown();
  expect(searchCalls()).toEqual(['/api/listing/get?district=Kandy&maxPrice=50000&startIndex=0&limit=9']);
  expect(screen.getByRole('heading', { level: 1, name: 'Places in Kandy' })).toBeTruthy();
});

test('a term with more words than a search takes is searched by its first words, and the page says so', async () => {
  await renderSearch('/search?searchTerm=quiet+annex+near+the+campus+with+parking+and+a+garden', {
    'GET /api/listing/get?searchTerm=quiet%20annex%20near%20the%20campus%20with%20parking%20and&startIndex=0&limit=9': () => ({
      status: 200,
      body: numbered(1, 1),
    }),
  });

  await resultsShown();
  const notice = 'Only the first 8 words are searched.';
  expect(screen.getByText(notice).getAttribute('role')).toBe('status');
  expect(screen.getByRole('heading', { level: 1, name: 'Places matching “quiet annex near the campus with parking and”' })).toBeTruthy();
  expect(searchCalls()).toHaveLength(1);

  // The form holds the words searched; typing more says so under the field, before Apply.
  const field = await screen.findByRole('combobox', { name: 'Search' });
  expect((field as HTMLInputElement).value).toBe('quiet annex near the campus with parking and');
  fireEvent.change(field, { target: { value: 'quiet annex near the campus with parking and a garden' } });
  await waitFor(() => expect(screen.getAllByText(notice)).toHaveLength(2));
});

test('in Sinhala, the heading, the notice and the form’s places are Sinhala, and the search still asks in English', async () => {
  const { router } = await renderSearch(
    '/search?type=annex&district=Kandy&searchTerm=quiet+annex+near+the+campus+with+parking+and+a+garden',
    {
      'GET /api/listing/get?searchTerm=quiet%20annex%20near%20the%20campus%20with%20parking%20and&type=annex&district=Kandy&startIndex=0&limit=9':
        () => ({ status: 200, body: numbered(1, 1) }),
    },
    'si',
  );

  expect(await screen.findByText('Quiet annex number 1 in Kandy')).toBeTruthy();
  const annexes = (await LISTING_TYPE_CATALOGUE.load('si')).annex.categoryLabel;
  const heading = `මහනුවර ප්‍රදේශයේ “quiet annex near the campus with parking and” ට ගැළපෙන ${annexes}`;
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
  await waitFor(() => expect(document.title).toBe(`${heading} | Nivasa`));
  expect(screen.getByText('සොයන්නේ මුල් වචන 8 පමණි.').getAttribute('role')).toBe('status');

  const form = (await screen.findByRole('form', { name: 'සෙවුම් පෙරහන්' })) as HTMLElement;
  expect(within(form).getByText('මහනුවර')).toBeTruthy();
  // A district is found by its Sinhala name; its value stays the English one the API takes.
  const district = within(form).getByRole('combobox', { name: 'දිස්ත්‍රික්කය' });
  fireEvent.mouseDown(district);
  fireEvent.change(district, { target: { value: 'ගාල්ල' } });
  fireEvent.click(await screen.findByTitle('ගාල්ල'));
  await act(async () => fireEvent.click(within(form).getByText('පෙරහන් යොදන්න')));
  await waitFor(() =>
    expect(router.state.location.search).toBe(
      '?searchTerm=quiet%20annex%20near%20the%20campus%20with%20parking%20and&type=annex&district=Galle',
    ),
  );
});

const PERADENIYA_UNIVERSITY = {
  id: 'university-of-peradeniya',
  kind: 'campus',
  name: 'University of Peradeniya',
  names: { en: 'University of Peradeniya', si: 'පේරාදෙණිය විශ්වවිද්‍යාලය', ta: 'பேராதனைப் பல்கலைக்கழகம்' },
  district: 'Kandy',
  lat: 7.2549,
  lng: 80.5974,
};

test('around a campus, the heading names it and each card says how far it is, nearest first', async () => {
  await renderSearch('/search?near=university-of-peradeniya&radiusKm=5&sort=distance', {
    'GET /api/listing/get?near=university-of-peradeniya&radiusKm=5&sort=distance&order=asc&startIndex=0&limit=9': () => ({
      status: 200,
      body: [listingNumbered(1, { distanceKm: 0.4 }), listingNumbered(2, { distanceKm: 2.5 })],
    }),
    'GET /api/places/university-of-peradeniya': () => ({ status: 200, body: PERADENIYA_UNIVERSITY }),
  });

  await resultsShown();
  expect(screen.getByRole('heading', { level: 1, name: 'Places near University of Peradeniya' })).toBeTruthy();
  const cards = screen.getAllByRole('article');
  expect(within(cards[0]).getByText('0.4 km from University of Peradeniya')).toBeTruthy();
  expect(within(cards[1]).getByText('2.5 km from University of Peradeniya')).toBeTruthy();
  expect(within(cards[0]).getByText('Peradeniya, Kandy')).toBeTruthy();
});

test('a place chosen among the words field’s suggestions is searched at once, with the other filters', async () => {
  const { router } = await renderSearch('/search?type=annex&searchTerm=pera', {
    'GET /api/listing/get?searchTerm=pera&type=annex&startIndex=0&limit=9': () => ({ status: 200, body: numbered(1, 1) }),
    'GET /api/places?q=perad&limit=8': () => ({ status: 200, body: [PERADENIYA_UNIVERSITY] }),
  });
  await resultsShown();

  const field = await screen.findByRole('combobox', { name: 'Search' });
  fireEvent.change(field, { target: { value: 'perad' } });
  await screen.findByRole('option', { name: /University of Peradeniya/ });
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  await act(async () => fireEvent.keyDown(field, { key: 'Enter' }));

  await waitFor(() =>
    expect(router.state.location.search).toBe('?type=annex&near=university-of-peradeniya&radiusKm=5&sort=distance&order=asc'),
  );
});
