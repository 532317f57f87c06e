import { ratingLabel } from '@nivasa/ui/listing/listing-facts';

test('a rating is read out to one decimal place', () => {
  expect(ratingLabel(4.5)).toBe('Rated 4.5 out of 5');
  expect(ratingLabel(3.666)).toBe('Rated 3.7 out of 5');
  expect(ratingLabel(0)).toBe('Rated 0 out of 5');
});
