import type { ReactNode } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { Listing } from '@nivasa/contracts/api';
import { AVAILABILITY_TEXT, AVAILABILITY_TEXTS, isoDay } from '@nivasa/contracts/availability';
import { setPageLanguage } from '@nivasa/session/language';
import { sampleListing } from '@nivasa/session/test-fixtures';
import { ListingCard } from '@nivasa/ui/listing/listing-card';
import { LISTING_IMAGE_FALLBACK } from '@nivasa/ui/listing/listing-image';
import { ListingGrid } from '@nivasa/ui/listing/listing-grid';
import { LISTING_CARD_TEXT } from '@nivasa/ui/listing/catalogues';
import { LISTING_CARD_TEXT as LISTING_CARD_TEXT_SI } from '@nivasa/ui/listing/catalogues.si';
import { LISTING_CARD_TEXT as LISTING_CARD_TEXT_TA } from '@nivasa/ui/listing/catalogues.ta';
import { useLocation } from '@nivasa/ui/router';
import { renderRoutes } from '@nivasa/ui/test-render';

const listing: Listing = { ...sampleListing, rating: 4.5, numReviews: 12 };

function ListingPageStandIn() {
  return <p>Opened {useLocation().pathname}</p>;
}

function renderCard(element: ReactNode, store = createStore()) {
  return renderRoutes(
    [
      { path: '/', element },
      { path: '/listing/:listingId', element: <ListingPageStandIn /> },
    ],
    { store },
  );
}

test('a card shows the cover in the card size, name, town and district, price, stars, reviews and rooms', () => {
  renderCard(<ListingCard listing={listing} />);
  const card = screen.getByRole('article', { name: listing.name });

  const cover = within(card).getByRole('img', { name: listing.name });
  expect(cover.getAttribute('src')).toBe(`${listing.imageUrls[0]}?size=card`);
  expect(cover.getAttribute('loading')).toBe('lazy');
  expect(cover.getAttribute('sizes')).toBe('(max-width: 767px) calc(100vw - 32px), 330px');
  expect(within(card).getByRole('heading', { level: 3, name: listing.name })).toBeTruthy();
  expect(within(card).getByText('Peradeniya, Kandy')).toBeTruthy();
  expect(within(card).queryByText(/ km from /)).toBeNull();
  expect(within(card).getByText('Rs. 45,000').textContent).toBe('Rs. 45,000 / monthly');
  expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
  expect(within(card).getByText('12 reviews')).toBeTruthy();
  expect(within(card).getByText('2 bedrooms')).toBeTruthy();
  expect(within(card).getByText('1 bathroom')).toBeTruthy();
});

test('a town named as its district is named once', () => {
  renderCard(<ListingCard listing={{ ...listing, city: 'Kandy' }} />);
  expect(within(screen.getByRole('article')).getByText('Kandy')).toBeTruthy();
});

test("in a search around a place, each card says how far it is from the place, in the page's language", async () => {
  renderCard(
    <ListingGrid
      listings={[
        { ...listing, _id: 'a', name: 'Near', distanceKm: 1.2 },
        { ...listing, _id: 'b', name: 'Far', distanceKm: 12 },
      ]}
      centre="University of Peradeniya"
    />,
  );
  expect(within(screen.getByRole('article', { name: 'Near' })).getByText('1.2 km from University of Peradeniya')).toBeTruthy();
  expect(within(screen.getByRole('article', { name: 'Far' })).getByText('12 km from University of Peradeniya')).toBeTruthy();

  const store = createStore();
  setPageLanguage('ta', store);
  await act(async () =>
    renderCard(<ListingCard listing={{ ...listing, name: 'Tamil', distanceKm: 0.4 }} centre="பேராதனைப் பல்கலைக்கழகம்" />, store),
  );
  const card = await screen.findByRole('article', { name: 'Tamil' });
  expect(within(card).getByText('பேராதனைப் பல்கலைக்கழகம் இலிருந்து 0.4 கி.மீ.')).toBeTruthy();
  expect(within(card).getByText('பேராதனை, கண்டி')).toBeTruthy();
});

test('the card is 330 px wide with a 220 px cover, full width with a 320 px cover on a phone', () => {
  const { container } = renderCard(<ListingCard listing={listing} />);
  const card = screen.getByRole('article');
  const cover = screen.getByRole('img', { name: listing.name }).parentElement as HTMLElement;

  expect(getComputedStyle(card).width).toBe('330px');
  expect(getComputedStyle(cover).height).toBe('220px');
  // jsdom applies no media queries: the phone's rules are read from the page's style sheet.
  const styles = Array.from(container.ownerDocument.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('');
  expect(styles).toMatch(/@media \(max-width: ?767px\)\{[^}]*\.[\w-]+\{width:100%;\}/);
  expect(styles).toMatch(/@media \(max-width: ?767px\)\{[^}]*\.[\w-]+\.[\w-]+\{height:320px;\}/);
});

test("a card says when the place is free: 'Available now', or 'From 1 Dec' for a day to come", () => {
  const later = isoDay(Date.now(), 20);
  renderCard(
    <>
      <ListingCard listing={{ ...listing, _id: 'a', name: 'Free now' }} />
      <ListingCard listing={{ ...listing, _id: 'b', name: 'Free later', availableFrom: later }} />
      <ListingCard listing={{ ...listing, _id: 'c', name: 'Free since', availableFrom: '2020-01-01' }} />
    </>,
  );
  expect(within(screen.getByRole('article', { name: 'Free now' })).getByText(AVAILABILITY_TEXT.now)).toBeTruthy();
  expect(within(screen.getByRole('article', { name: 'Free later' })).getByText(AVAILABILITY_TEXT.from(later))).toBeTruthy();
  expect(within(screen.getByRole('article', { name: 'Free since' })).getByText(AVAILABILITY_TEXT.now)).toBeTruthy();
  expect(AVAILABILITY_TEXT.from('2026-12-01')).toBe('From 1 Dec');
});

test('one of each is singular, a house for sale shows its price alone', () => {
  renderCard(
    <ListingCard listing={{ ...listing, type: 'fullhousesale', rentType: undefined, rent: 9500000, bedrooms: 1, numReviews: 1 }} />,
  );

  expect(screen.getByText('Rs. 9,500,000').textContent).toBe('Rs. 9,500,000');
  expect(screen.getByText('1 bedroom')).toBeTruthy();
  expect(screen.getByText('1 review')).toBeTruthy();
});

test('a listing with no image shows the placeholder house', () => {
  renderCard(<ListingCard listing={{ ...listing, imageUrls: [] }} />);

  expect(screen.getByRole('img', { name: listing.name }).getAttribute('src')).toBe(LISTING_IMAGE_FALLBACK);
});

test('a listing nobody has reviewed says so beside its empty stars', () => {
  renderCard(<ListingCard listing={{ ...listing, rating: 0, numReviews: 0 }} />);

  expect(screen.getByRole('img', { name: 'Rated 0 out of 5' }).parentElement?.textContent).toBe('No reviews yet');
});

test('the name opens the listing, and the card carries its action in the footer', async () => {
  renderCard(<ListingCard listing={listing} action={<button type="button">Save</button>} eager />);

  expect(screen.getByRole('img', { name: listing.name }).getAttribute('loading')).toBe('eager');
  const card = screen.getByRole('article');
  expect(card.lastElementChild?.contains(screen.getByRole('button', { name: 'Save' }))).toBe(true);
  fireEvent.click(screen.getByRole('link', { name: listing.name }));
  expect(await screen.findByText(`Opened /listing/${listing._id}`)).toBeTruthy();
});

test('a grid lists one card per listing, the first ones loading their pictures at once', () => {
  const second = { ...listing, _id: '6660aa00bb11cc22dd33ee45', name: 'Sunny room in Nugegoda' };
  const third = { ...listing, _id: '6660aa00bb11cc22dd33ee46', name: 'Hostel beds near Colombo Fort' };
  renderCard(
    <ListingGrid
      listings={[listing, second, third]}
      eagerCount={1}
      action={(item) => <button type="button">Save {item.name}</button>}
      aria-label="Recent"
    />,
  );

  const grid = screen.getByRole('list', { name: 'Recent' });
  const cards = within(grid).getAllByRole('article');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([listing.name, second.name, third.name]);
  const covers = [listing, second, third].map(({ name }) => screen.getByRole('img', { name }));
  expect(covers.map((cover) => cover.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  expect(within(cards[1]).getByRole('button', { name: `Save ${second.name}` })).toBeTruthy();
});

test('in Sinhala the card writes its district, price, rent basis, rating and availability in Sinhala', async () => {
  const store = createStore();
  setPageLanguage('si', store);
  const later = isoDay(Date.now(), 20);
  await act(async () =>
    renderCard(
      <>
        <ListingCard listing={{ ...listing, _id: 'a', name: 'Free now' }} />
        <ListingCard listing={{ ...listing, _id: 'b', name: 'Free later', availableFrom: later }} />
      </>,
      store,
    ),
  );

  const card = await screen.findByRole('article', { name: 'Free now' });
  expect(within(card).getByText('රු. 45,000').textContent).toBe('රු. 45,000 / මසකට');
  expect(within(card).getByRole('img', { name: 'ඇගයීම 5න් 4.5' })).toBeTruthy();
  expect(within(card).getByText(AVAILABILITY_TEXTS.si.now)).toBeTruthy();
  expect(within(screen.getByRole('article', { name: 'Free later' })).getByText(AVAILABILITY_TEXTS.si.from(later))).toBeTruthy();
  expect(within(card).getByText('පේරාදෙණිය, මහනුවර')).toBeTruthy();
  expect(screen.queryByText(/monthly|Rated|Kandy|Peradeniya/)).toBeNull();
});

test('a grid that scrolls on a phone is one row of narrower cards snapping into place, a column everywhere else', () => {
  const { container } = renderCard(<ListingGrid listings={[listing, { ...listing, _id: 'b' }]} scrollOnPhone aria-label="Recent" />);
  const styles = Array.from(container.ownerDocument.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('');
  expect(styles).toMatch(
    /@media \(max-width: ?767px\)\{[^}]*grid-auto-flow:column;[^}]*overflow-x:auto;[^}]*scroll-snap-type:x mandatory;/,
  );
  expect(styles).toMatch(/@media \(max-width: ?767px\)\{[^}]*\.[\w-]+\.[\w-]+\{height:180px;\}/);
  const covers = screen.getAllByRole('img', { name: listing.name });
  expect(covers[0].getAttribute('sizes')).toBe('(max-width: 767px) min(80vw, 330px), 330px');
  expect(getComputedStyle(screen.getByRole('list', { name: 'Recent' })).display).toBe('grid');
});

test("a card says 'Phone verified' only when the owner proved their phone", () => {
  const { unmount } = renderCard(<ListingCard listing={{ ...listing, ownerPhoneVerified: true }} />);
  expect(screen.getByTestId('phone-verified').textContent).toBe('Phone verified');
  unmount();
  renderCard(<ListingCard listing={{ ...listing, ownerPhoneVerified: false }} />);
  expect(screen.queryByTestId('phone-verified')).toBeNull();
});

test("a card says how recently its owner renewed it, 'Updated 3 days ago', in the page's language", async () => {
  const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
  renderCard(<ListingCard listing={{ ...listing, renewedAt: threeDaysAgo }} />);
  const updated = within(screen.getByRole('article')).getByText('Updated 3 days ago');
  expect(updated.tagName).toBe('TIME');
  expect(updated.getAttribute('datetime')).toBe(threeDaysAgo);

  const store = createStore();
  setPageLanguage('si', store);
  await act(async () => renderCard(<ListingCard listing={{ ...listing, _id: 'si', name: 'Sinhala', renewedAt: threeDaysAgo }} />, store));
  const card = await screen.findByRole('article', { name: 'Sinhala' });
  expect(within(card).getByText('දින 3කට පෙර යාවත්කාලීන කළා')).toBeTruthy();
});

test('a listing stored before renewals were kept counts from its last change', () => {
  renderCard(<ListingCard listing={{ ...listing, renewedAt: undefined, updatedAt: new Date().toISOString() }} />);
  expect(within(screen.getByRole('article')).getByText('Updated today')).toBeTruthy();
});

test('"Updated … ago" uses the words of Intl.RelativeTimeFormat in each language, in whole days and then months', () => {
  const catalogues = { en: LISTING_CARD_TEXT.en, si: LISTING_CARD_TEXT_SI, ta: LISTING_CARD_TEXT_TA };
  for (const [language, text] of Object.entries(catalogues)) {
    const words = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    expect(text.updated(0)).toContain(words.format(0, 'day'));
    expect(text.updated(1)).toContain(words.format(-1, 'day'));
    expect(text.updated(3)).toContain(new Intl.RelativeTimeFormat(language).format(-3, 'day'));
    expect(text.updated(59)).toContain(new Intl.RelativeTimeFormat(language).format(-59, 'day'));
    expect(text.updated(95)).toContain(new Intl.RelativeTimeFormat(language).format(-3, 'month'));
  }
});
