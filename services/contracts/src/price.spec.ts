import { formatRupees, priceBasis, priceText } from './price';

describe('prices', () => {
  it('writes rupees with thousands separators and no cents', () => {
    expect(formatRupees(50)).toBe('Rs. 50');
    expect(formatRupees(45_000)).toBe('Rs. 45,000');
    expect(formatRupees(9_500_000)).toBe('Rs. 9,500,000');
    expect(formatRupees(2_000_000_000)).toBe('Rs. 2,000,000,000');
  });

  it('follows a rent with its basis, and a house for sale with nothing', () => {
    expect(priceText({ type: 'annex', rent: 45_000, rentType: 'monthly' })).toBe('Rs. 45,000 / monthly');
    expect(priceText({ type: 'singleroom', rent: 2_500, rentType: 'daily' })).toBe('Rs. 2,500 / daily');
    expect(priceText({ type: 'fullhousesale', rent: 9_500_000 })).toBe('Rs. 9,500,000');
    // A stray basis on a house for sale is not written.
    expect(priceText({ type: 'fullhousesale', rent: 9_500_000, rentType: 'monthly' })).toBe('Rs. 9,500,000');
    expect(priceBasis({ type: 'fullhousesale', rent: 9_500_000, rentType: 'monthly' })).toBeUndefined();
  });
});
