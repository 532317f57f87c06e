import { act, fireEvent, screen, within } from '@testing-library/react';
import { LISTING_TYPES, LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import { renderRoutes } from '@nivasa/ui/test-render';
import { HomePage } from './home-page';

const renderHome = () => renderRoutes([{ path: '/', element: <HomePage /> }]);

test('the hero says what Nivasa is for', () => {
  renderHome();

  expect(screen.getByRole('heading', { level: 1, name: 'Find your next perfect place to stay.' })).toBeTruthy();
});

test('one category button per listing type links to its search', () => {
  renderHome();
  const categories = screen.getByRole('region', { name: 'Our Categories:' });
  const links = within(categories).getAllByRole('link');

  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
    LISTING_TYPES.map((type) => [LISTING_TYPE_TEXT[type].categoryLabel, `/search?type=${type}`]),
  );
});

test('with no featured listings yet, Featured Places says so', () => {
  renderHome();
  const featured = screen.getByRole('region', { name: 'Featured Places' });

  expect(within(featured).getByText('No featured listings available.')).toBeTruthy();
});

test('owners are invited to add their place', () => {
  renderHome();
  const invitation = screen.getByRole('region', { name: 'Are you a property owner?' });

  expect(within(invitation).getByText('Post your property now and reach thousands of potential guests!')).toBeTruthy();
  expect(within(invitation).getByRole('link', { name: 'Add your place' }).getAttribute('href')).toBe('/create-listing');
});

test('the scroll-down arrow rises as the page scrolls', () => {
  renderHome();
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
});
