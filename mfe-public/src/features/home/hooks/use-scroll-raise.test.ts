import { raisedBottomOffset } from './use-scroll-raise';

test('the arrow stays at the bottom for the first 40 px of scroll, then rises 2.5 px for each pixel scrolled', () => {
  expect(raisedBottomOffset(0)).toBe(0);
  expect(raisedBottomOffset(30)).toBe(0);
  expect(raisedBottomOffset(40)).toBe(0);
  expect(raisedBottomOffset(41)).toBe(2.5);
  expect(raisedBottomOffset(100)).toBe(150);
  expect(raisedBottomOffset(500)).toBe(1150);
});

test('an overscroll above the top (negative scroll) does not push it below the bottom', () => {
  expect(raisedBottomOffset(-60)).toBe(0);
});
