import { countOf, ratingLabel } from '@nivasa/ui/listing/listing-facts';

test('one or fewer is singular, more than one plural', () => {
  expect(countOf(0, 'bedroom')).toBe('0 bedroom');
  expect(countOf(1, 'bedroom')).toBe('1 bedroom');
  expect(countOf(2, 'bedroom')).toBe('2 bedrooms');
  expect(countOf(1, 'bathroom')).toBe('1 bathroom');
  expect(countOf(10, 'bathroom')).toBe('10 bathrooms');
  expect(countOf(1, 'review')).toBe('1 review');
  expect(countOf(12, 'review')).toBe('12 reviews');
});

test('a rating is read out to one decimal place', () => {
  expect(ratingLabel(4.5)).toBe('Rated 4.5 out of 5');
  expect(ratingLabel(3.666)).toBe('Rated 3.7 out of 5');
  expect(ratingLabel(0)).toBe('Rated 0 out of 5');
});
