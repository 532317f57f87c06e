import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderRoutes } from '@nivasa/ui/test-render';
import { routes } from './routes';

test.each([
  ['/', 'Find your next perfect place to stay.'],
  ['/home', 'Find your next perfect place to stay.'],
  ['/about', 'About Nivasa'],
  ['/terms', 'Terms of Use'],
  ['/privacy', 'Privacy Policy'],
])('the page declared at %s loads its own chunk and renders', async (path, heading) => {
  const route = routes.find((candidate) => candidate.path === path);
  expect(route?.access).toBe('everyone');
  const Page = route!.page;
  await act(async () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        ),
      },
    ]);
  });

  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
});
