import { contentBelowFirstScreen, raisedBottomOffset } from './use-scroll-raise';

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

test('the arrow is wanted only while the content it leads to starts below the first screen', () => {
  expect(contentBelowFirstScreen(900, 844)).toBe(true);
  expect(contentBelowFirstScreen(844, 844)).toBe(true);
  // A wide, short screen: the categories already show under the hero.
  expect(contentBelowFirstScreen(699, 844)).toBe(false);
});
