import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderRoutes } from '@nivasa/ui/test-render';
import { pages } from './pages';

test.each([
  ['home', 'Find your next perfect place to stay.'],
  ['about', 'About Nivasa'],
  ['terms', 'Terms of Use'],
  ['privacy', 'Privacy Policy'],
] as const)('the exposed %s page loads its own chunk and renders', async (key, heading) => {
  const Page = pages[key];
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
