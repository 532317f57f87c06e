import { screen } from '@testing-library/react';
import { LISTING_TYPES, LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import { renderRoutes } from '@nivasa/ui/test-render';
import { AboutPage } from './about-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

test('the about page describes Nivasa for renters and owners, with prices in rupees and checked listings', () => {
  renderRoutes([{ path: '/', element: <AboutPage /> }]);

  expect(screen.getByRole('heading', { level: 1, name: 'About Nivasa' })).toBeTruthy();
  for (const heading of ['For renters and buyers', 'For property owners', 'Prices in rupees', 'Checked before they go live']) {
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
  }
  for (const type of LISTING_TYPES) expect(screen.getByText(LISTING_TYPE_TEXT[type].categoryLabel)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'add it for free' }).getAttribute('href')).toBe('/create-listing');
});

test.each([
  ['Terms of Use', TermsPage],
  ['Privacy Policy', PrivacyPage],
])('%s is marked as placeholder text', (title, Page) => {
  renderRoutes([{ path: '/', element: <Page /> }]);

  expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  expect(screen.getByText(/placeholder text/)).toBeTruthy();
});
