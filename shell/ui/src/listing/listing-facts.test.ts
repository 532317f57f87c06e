import { countOf, formatRupees, priceText, ratingLabel } from '@nivasa/ui/listing/listing-facts';

test('one or fewer is singular, more than one plural', () => {
  expect(countOf(0, 'bedroom')).toBe('0 bedroom');
  expect(countOf(1, 'bedroom')).toBe('1 bedroom');
  expect(countOf(2, 'bedroom')).toBe('2 bedrooms');
  expect(countOf(1, 'bathroom')).toBe('1 bathroom');
  expect(countOf(10, 'bathroom')).toBe('10 bathrooms');
  expect(countOf(1, 'review')).toBe('1 review');
  expect(countOf(12, 'review')).toBe('12 reviews');
});

test('rupees with thousands separators and no cents', () => {
  expect(formatRupees(50)).toBe('Rs. 50');
  expect(formatRupees(45000)).toBe('Rs. 45,000');
  expect(formatRupees(9500000)).toBe('Rs. 9,500,000');
  expect(formatRupees(1234.6)).toBe('Rs. 1,235');
});

test('a place to rent names its rent basis after a slash, a house for sale shows the amount only', () => {
  expect(priceText({ type: 'annex', rent: 45000, rentType: 'monthly' })).toBe('Rs. 45,000 / monthly');
  expect(priceText({ type: 'hostel', rent: 2500, rentType: 'daily' })).toBe('Rs. 2,500 / daily');
  expect(priceText({ type: 'fullhousesale', rent: 9500000 })).toBe('Rs. 9,500,000');
  expect(priceText({ type: 'fullhousesale', rent: 9500000, rentType: 'monthly' })).toBe('Rs. 9,500,000');
});

test('a rating is read out to one decimal place', () => {
  expect(ratingLabel(4.5)).toBe('Rated 4.5 out of 5');
  expect(ratingLabel(3.666)).toBe('Rated 3.7 out of 5');
  expect(ratingLabel(0)).toBe('Rated 0 out of 5');
});
