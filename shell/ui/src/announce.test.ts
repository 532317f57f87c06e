import { announce, LIVE_REGION_ID } from './announce';

const nextFrame = () => new Promise((done) => requestAnimationFrame(done));

test('a message is said through one polite, atomic live region, made once and kept', async () => {
  announce('Added to favourites');
  const region = document.getElementById(LIVE_REGION_ID)!;
  expect(region.getAttribute('aria-live')).toBe('polite');
  expect(region.getAttribute('role')).toBe('status');
  expect(region.getAttribute('aria-atomic')).toBe('true');
  // Empty when made, so a screen reader sees the text arrive.
  expect(region.textContent).toBe('');
  await nextFrame();
  expect(region.textContent).toBe('Added to favourites');

  announce('Removed from favourites');
  await nextFrame();
  expect(document.querySelectorAll(`#${LIVE_REGION_ID}`)).toHaveLength(1);
  expect(region.textContent).toBe('Removed from favourites');
});

test('the same message twice is emptied in between, so it is said again', async () => {
  announce('Saved');
  await nextFrame();
  announce('Saved');
  const region = document.getElementById(LIVE_REGION_ID)!;
  expect(region.textContent).toBe('');
  await nextFrame();
  expect(region.textContent).toBe('Saved');
});
