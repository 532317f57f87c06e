import { screen } from '@testing-library/react';
import { renderRoutes } from '@nivasa/ui/test-render';
import { RouteErrorPage } from './route-error-page';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('an error thrown while rendering a route shows the message', () => {
  function Broken(): never {
    throw new Error('listing.price is undefined');
  }
  renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);

  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
  expect(screen.getByText('listing.price is undefined')).toBeTruthy();
});

test('an error response shows its status', () => {
  renderRoutes([{ path: '/listing', element: null, errorElement: <RouteErrorPage /> }], { url: '/missing' });

  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
  expect(screen.getByText('404 Not Found')).toBeTruthy();
});
