import { lazyPage } from './lazy-page';

test('a preloaded page fetches its code once, and its render uses what was fetched', async () => {
  const Page = () => null;
  const load = jest.fn(async () => ({ default: Page }));
  const page = lazyPage(load);

  expect(load).not.toHaveBeenCalled();
  await page.preload();
  await page.preload();
  expect(load).toHaveBeenCalledTimes(1);
});
