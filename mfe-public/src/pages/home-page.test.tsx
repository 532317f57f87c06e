import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@nivasa/contracts/languages';
import type { HomeListings, Listing } from '@nivasa/contracts/api';
import { LISTING_TYPES, LISTING_TYPE_TEXT, type ListingType } from '@nivasa/contracts/listing-types';
import { MESSAGES } from '@nivasa/contracts/messages';
import { setPageLanguage } from '@nivasa/session/language';
import { checkedStore, sampleListing } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestReply } from '@nivasa/session/test-api-server';
import { useLocation } from '@nivasa/ui/router';
import { renderRoutes } from '@nivasa/ui/test-render';
import { HomePage } from './home-page';

let server: TestApiServer | undefined;

afterEach(async () => {
  jest.restoreAllMocks();
  await server?.close();
  server = undefined;
});

let nextId = 0;
function listing(type: ListingType, name: string, overrides: Partial<Listing> = {}): Listing {
  nextId += 1;
  const id = `6660aa00bb11cc22dd33${String(nextId).padStart(4, '0')}`;
  return {
    ...sampleListing,
    _id: id,
    name,
    type,
    rentType: type === 'fullhousesale' ? undefined : 'monthly',
    imageUrls: [`/api/images/${id}`],
    rating: 4,
    numReviews: 3,
    ...overrides,
  };
}

const villa = listing('bungalow', 'Hill-country villa with a view', {
  featured: true,
  district: 'Nuwara Eliya',
  rent: 25000,
  rentType: 'daily',
});
const beachHouse = listing('fullhouseholiday', 'Beach house in Mirissa', { featured: true, district: 'Matara' });
const annexes = [listing('annex', 'Quiet annex near Peradeniya campus'), listing('annex', 'Annex with a garden in Kandy town')];
const forSale = listing('fullhousesale', 'Two-storey house in Battaramulla', { rent: 9500000, district: 'Colombo' });

const home: HomeListings = {
  featured: [villa, beachHouse],
  recent: [
    { type: 'annex', listings: annexes },
    { type: 'bungalow', listings: [villa] },
    { type: 'fullhousesale', listings: [forSale] },
  ],
};

function SignInStandIn() {
  return <p>Sign-in page, back to {(useLocation().state as { from?: { pathname: string } } | null)?.from?.pathname}</p>;
}

async function renderHome(reply: () => TestReply | Promise<TestReply> = () => ({ status: 200, body: home }), language: Language = 'en') {
  server = await startTestApiServer({ 'GET /api/listing/home': reply });
  const store = checkedStore(null, server.url);
  setPageLanguage(language, store);
  // A Sinhala or Tamil page's first render waits for its texts: act lets it finish.
  return act(() =>
    renderRoutes(
      [
        {
          path: '/',
          element: (
            // The shell's boundary: a Sinhala or Tamil page waits for its texts there.
            <Suspense fallback={null}>
              <HomePage />
            </Suspense>
          ),
        },
        { path: '/sign-in', element: <SignInStandIn /> },
      ],
      { store },
    ),
  );
}

const featuredRegion = () => screen.getByRole('region', { name: 'Featured Places' });

test('the hero says what Nivasa is for', async () => {
  await renderHome();

  expect(screen.getByRole('heading', { level: 1, name: 'Find your next perfect place to stay.' })).toBeTruthy();
});

test('one category button per listing type links to its search', async () => {
  await renderHome();
  const categories = screen.getByRole('region', { name: 'Our Categories:' });
  const links = within(categories).getAllByRole('link');

  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
    LISTING_TYPES.map((type) => [LISTING_TYPE_TEXT[type].categoryLabel, `/search?type=${type}`]),
  );
});

test('owners are invited to add their place', async () => {
  await renderHome();
  const invitation = screen.getByRole('region', { name: 'Are you a property owner?' });

  expect(within(invitation).getByText('Post your property now and reach thousands of potential guests!')).toBeTruthy();
  expect(within(invitation).getByRole('link', { name: 'Add your place' }).getAttribute('href')).toBe('/create-listing');
});

test('everything below the hero comes from one call; featured shows a spinner until it answers, then each slide links to its listing', async () => {
  let answer = (_reply: TestReply) => {};
  await renderHome(() => new Promise((resolve) => (answer = resolve)));

  expect(within(featuredRegion()).getByRole('status').textContent).toBe(MESSAGES.loading);
  await waitFor(() => expect(server?.requests).toHaveLength(1));
  act(() => answer({ status: 200, body: home }));

  const carousel = await within(featuredRegion()).findByRole('group', { name: 'Featured places' });
  // The slide not on show is inert, out of reach of the role queries.
  const slides = Array.from(carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
  expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
  const first = within(slides[0]).getByRole('link');
  expect(first.getAttribute('href')).toBe(`/listing/${villa._id}`);
  expect(within(first).getByRole('heading', { level: 3, name: villa.name })).toBeTruthy();
  expect(within(first).getByText('Rs. 25,000').textContent).toBe('Rs. 25,000 / daily');
  expect(within(first).getByText('Nuwara Eliya')).toBeTruthy();
  const picture = within(first).getByRole('img', { name: villa.name });
  expect(picture.getAttribute('src')).toBe(`${villa.imageUrls[0]}?size=detail`);
  expect(picture.getAttribute('loading')).toBe('lazy');
  expect(server?.requests.map(({ path }) => path)).toEqual(['/api/listing/home']);
});

test('with several featured places: arrows and dots move between them, and only the one on show can be reached', async () => {
  await renderHome();
  const carousel = await within(featuredRegion()).findByRole('group', { name: 'Featured places' });
  const shownLinks = () =>
    within(carousel)
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href'));

  expect(shownLinks()).toEqual([`/listing/${villa._id}`]);
  expect(within(carousel).getByRole('button', { name: 'Show featured place 1 of 2' }).getAttribute('aria-current')).toBe('true');

  fireEvent.click(within(carousel).getByRole('button', { name: 'Next featured place' }));
  expect(shownLinks()).toEqual([`/listing/${beachHouse._id}`]);
  expect(within(carousel).getByRole('button', { name: 'Show featured place 2 of 2' }).getAttribute('aria-current')).toBe('true');

  fireEvent.click(within(carousel).getByRole('button', { name: 'Show featured place 1 of 2' }));
  expect(shownLinks()).toEqual([`/listing/${villa._id}`]);
  expect(within(carousel).getByRole('button', { name: 'Previous featured place' })).toBeTruthy();
});

test('the carousel moves on by itself, but not for those who ask for reduced motion', async () => {
  const asksForReducedMotion = async (reduce: boolean) => {
    const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: reduce && query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    const { unmount } = await renderHome();
    const carousel = await within(featuredRegion()).findByRole('group', { name: 'Featured places' });
    const current = () => within(carousel).getByRole('button', { name: 'Show featured place 2 of 2' }).getAttribute('aria-current');
    await waitFor(() => expect(current()).toBe('true'), { timeout: 4_500 }).then(
      () => 'moved',
      () => 'stayed',
    );
    const outcome = current() === 'true' ? 'moved' : 'stayed';
    unmount();
    matchMedia.mockRestore();
    await server?.close();
    server = undefined;
    return outcome;
  };

  expect(await asksForReducedMotion(false)).toBe('moved');
  expect(await asksForReducedMotion(true)).toBe('stayed');
}, 15_000);

test('a single featured place stands alone: no arrows, no dots', async () => {
  await renderHome(() => ({ status: 200, body: { ...home, featured: [villa] } }));
  const carousel = await within(featuredRegion()).findByRole('group', { name: 'Featured places' });

  expect(
    within(carousel)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual([`/listing/${villa._id}`]);
  expect(within(carousel).queryAllByRole('button')).toEqual([]);
});

test('with no featured listings, Featured Places says so', async () => {
  await renderHome(() => ({ status: 200, body: { ...home, featured: [] } }));

  expect(await within(featuredRegion()).findByText(MESSAGES.noFeatured)).toBeTruthy();
});

test("a failed call shows 'Error: ' and the message where the carousel would be, and Try again calls again", async () => {
  let failing = true;
  await renderHome(() =>
    failing
      ? { status: 400, body: { success: false, statusCode: 400, message: 'The listings are resting.' } }
      : { status: 200, body: home },
  );

  const alert = await within(featuredRegion()).findByRole('alert');
  expect(within(alert).getByText('Error: The listings are resting.')).toBeTruthy();
  expect(screen.queryByText('Show more...')).toBeNull();

  failing = false;
  fireEvent.click(within(alert).getByRole('button', { name: MESSAGES.tryAgain }));
  expect(await within(featuredRegion()).findByRole('group', { name: 'Featured places' })).toBeTruthy();
  expect(within(featuredRegion()).queryByRole('alert')).toBeNull();
});

test("one 'Recent ...' section per type with listings, in the API's order, each with its cards and 'Show more...'", async () => {
  await renderHome(() => ({ status: 200, body: { ...home, recent: [...home.recent, { type: 'hostel', listings: [] }] } }));

  await screen.findByRole('region', { name: LISTING_TYPE_TEXT.annex.sectionHeading });
  const sections = screen.getAllByRole('region').filter((region) => region.getAttribute('aria-labelledby')?.startsWith('recent-'));
  expect(sections.map((section) => within(section).getByRole('heading', { level: 2 }).textContent)).toEqual([
    'Recent Annexes',
    'Recent Bungalows and Villas',
    'Recent Houses for Sale',
  ]);
  expect(sections.map((section) => within(section).getByRole('link', { name: 'Show more...' }).getAttribute('href'))).toEqual([
    '/search?type=annex',
    '/search?type=bungalow',
    '/search?type=fullhousesale',
  ]);
  const annexCards = within(sections[0]).getAllByRole('article');
  expect(annexCards.map((card) => within(card).getByRole('link', { name: /annex/i }).getAttribute('href'))).toEqual(
    annexes.map(({ _id }) => `/listing/${_id}`),
  );
  expect(within(annexCards[0]).getByRole('button', { name: 'Add to favorites' })).toBeTruthy();
  expect(within(sections[2]).getByText('Rs. 9,500,000').textContent).toBe('Rs. 9,500,000');
});

test("a visitor pressing a card's favourite button is sent to sign in, and no favourites call is made", async () => {
  await renderHome();
  const section = await screen.findByRole('region', { name: 'Recent Annexes' });

  fireEvent.click(within(section).getAllByRole('button', { name: 'Add to favorites' })[0]);

  expect(await screen.findByText('Sign-in page, back to /')).toBeTruthy();
  expect(server?.requests.map(({ path }) => path)).toEqual(['/api/listing/home']);
});

/** Lays every element out `top` px down the page (jsdom lays nothing out; its window is 768 px tall). */
const laidOutAt = (top: number) =>
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ top, bottom: top, left: 0, right: 0, x: 0, y: top, width: 0, height: 0, toJSON: () => ({}) });

test('the scroll-down arrow rises as the page scrolls', async () => {
  laidOutAt(900);
  await renderHome();
  const holder = screen.getByRole('button', { name: 'Scroll down' }).parentElement as HTMLElement;
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    });

  expect(holder.style.bottom).toBe('0px');
  scrollTo(30);
  expect(holder.style.bottom).toBe('0px');
  scrollTo(100);
  expect(holder.style.bottom).toBe('150px');
  scrollTo(0);
});

test('the scroll-down arrow stays away when what it leads to already shows on the first screen', async () => {
  const layout = laidOutAt(600);
  await renderHome();
  await screen.findByRole('region', { name: 'Featured Places' });
  expect(screen.queryByRole('button', { name: 'Scroll down' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Scroll down', hidden: true }).parentElement?.hidden).toBe(true);
  // A screen turned tall enough brings it back.
  layout.mockRestore();
  laidOutAt(1000);
  act(() => {
    fireEvent(window, new Event('resize'));
  });
  expect(screen.getByRole('button', { name: 'Scroll down' })).toBeTruthy();
});

test.each([
  {
    language: 'si',
    headline: 'ඔබට ගැළපෙන ඊළඟ නවාතැන සොයා ගන්න.',
    categories: 'අපේ ප්‍රවර්ග:',
    featured: 'විශේෂිත ස්ථාන',
    district: 'නුවරඑළිය',
    firstSlide: '2න් 1',
    owners: 'ඔබ දේපළ අයිතිකරුවෙක්ද?',
    addPlace: 'ඔබේ ස්ථානය එක් කරන්න',
    showMore: 'තවත් බලන්න...',
    favorite: 'ප්‍රියතම වලට එක් කරන්න',
  },
  {
    language: 'ta',
    headline: 'நீங்கள் தங்க ஏற்ற அடுத்த இடத்தைக் கண்டறியுங்கள்.',
    categories: 'எங்கள் வகைகள்:',
    featured: 'சிறப்பு இடங்கள்',
    district: 'நுவரேலியா',
    firstSlide: '2 இல் 1',
    owners: 'நீங்கள் சொத்து உரிமையாளரா?',
    addPlace: 'உங்கள் இடத்தைச் சேர்க்கவும்',
    showMore: 'மேலும் பார்க்க...',
    favorite: 'விருப்பங்களில் சேர்',
  },
] as const)('in $language, every section of the home page speaks it, and the featured place is in its district’s name', async (page) => {
  await renderHome(undefined, page.language);

  expect(await screen.findByRole('heading', { level: 1, name: page.headline })).toBeTruthy();
  expect(screen.getByRole('region', { name: page.categories })).toBeTruthy();
  const featured = screen.getByRole('region', { name: page.featured });
  const slide = await within(featured).findByRole('group', { name: page.firstSlide });
  expect(within(slide).getByText(villa.name)).toBeTruthy();
  expect(within(slide).getByText(page.district)).toBeTruthy();
  const invitation = screen.getByRole('region', { name: page.owners });
  expect(within(invitation).getByRole('link', { name: page.addPlace }).getAttribute('href')).toBe('/create-listing');
  // Each type's 'Show more...' still searches by the type's own value.
  expect(screen.getAllByRole('link', { name: page.showMore }).map((link) => link.getAttribute('href'))).toEqual([
    '/search?type=annex',
    '/search?type=bungalow',
    '/search?type=fullhousesale',
  ]);
  expect(screen.getAllByRole('button', { name: page.favorite }).length).toBeGreaterThan(0);
  expect(screen.queryByText('Featured Places')).toBeNull();
  expect(screen.queryByText('Our Categories:')).toBeNull();
});
