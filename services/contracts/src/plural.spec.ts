import { COUNT_TEXTS } from './messages';
import { countText } from './plural';

test('English: one is singular, zero and more than one are plural', () => {
  expect(countText(0, COUNT_TEXTS.review)).toBe('0 reviews');
  expect(countText(1, COUNT_TEXTS.review)).toBe('1 review');
  expect(countText(2, COUNT_TEXTS.review)).toBe('2 reviews');
  expect(countText(1, COUNT_TEXTS.bedroom)).toBe('1 bedroom');
  expect(countText(3, COUNT_TEXTS.bedroom)).toBe('3 bedrooms');
  expect(countText(1, COUNT_TEXTS.bathroom)).toBe('1 bathroom');
  expect(countText(10, COUNT_TEXTS.bathroom)).toBe('10 bathrooms');
  expect(countText(1200, COUNT_TEXTS.review)).toBe('1,200 reviews');
});

test("a translation's own plural categories are used where its language has them", () => {
  // Russian-style rules: 1 is 'one', 2 to 4 'few', 5 and up 'many'.
  const forms = { one: '{count} отзыв', few: '{count} отзыва', many: '{count} отзывов', other: '{count} отзыва' };
  expect(countText(1, forms, 'ru')).toBe('1 отзыв');
  expect(countText(3, forms, 'ru')).toBe('3 отзыва');
  expect(countText(5, forms, 'ru')).toBe('5 отзывов');
  // A language without a category falls back to 'other'.
  expect(countText(1, { other: '{count} item' }, 'en')).toBe('1 item');
});
