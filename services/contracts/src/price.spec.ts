import { formatRupees, monthlyRentOf, priceBasis, priceText } from './price';

describe('prices', () => {
  it('writes rupees with thousands separators and no cents', () => {
    expect(formatRupees(50, 'en')).toBe('Rs. 50');
    expect(formatRupees(45_000, 'en')).toBe('Rs. 45,000');
    expect(formatRupees(9_500_000, 'en')).toBe('Rs. 9,500,000');
    expect(formatRupees(2_000_000_000, 'en')).toBe('Rs. 2,000,000,000');
    expect(formatRupees(0, 'en')).toBe('Rs. 0');
    expect(formatRupees(1_999.5, 'en')).toBe('Rs. 2,000');
  });

  it('writes the rupee sign of the language, and the same Western grouping in Sinhala and Tamil (no lakhs)', () => {
    expect(formatRupees(45_000, 'si')).toBe('රු. 45,000');
    expect(formatRupees(45_000, 'ta')).toBe('ரூ. 45,000');
    expect(formatRupees(9_500_000, 'si')).toBe('රු. 9,500,000');
    expect(formatRupees(9_500_000, 'ta')).toBe('ரூ. 9,500,000');
    expect(formatRupees(50, 'ta')).toBe('ரூ. 50');
    expect(priceText({ type: 'fullhousesale', rent: 9_500_000 }, 'si')).toBe('රු. 9,500,000');
  });

  it('writes English when called with the amount alone, as remotes built against @nivasa/ui 1.x do', () => {
    expect(formatRupees(45_000)).toBe('Rs. 45,000');
    expect(priceText({ type: 'annex', rent: 45_000, rentType: 'monthly' })).toBe('Rs. 45,000 / monthly');
  });

  it('follows a rent with its basis, and a house for sale with nothing', () => {
    expect(priceText({ type: 'annex', rent: 45_000, rentType: 'monthly' }, 'en')).toBe('Rs. 45,000 / monthly');
    expect(priceText({ type: 'singleroom', rent: 2_500, rentType: 'daily' }, 'en')).toBe('Rs. 2,500 / daily');
    expect(priceText({ type: 'fullhousesale', rent: 9_500_000 }, 'en')).toBe('Rs. 9,500,000');
    // A stray basis on a house for sale is not written.
    expect(priceText({ type: 'fullhousesale', rent: 9_500_000, rentType: 'monthly' }, 'en')).toBe('Rs. 9,500,000');
    expect(priceBasis({ type: 'fullhousesale', rent: 9_500_000, rentType: 'monthly' })).toBeUndefined();
  });

  it("compares rents as a month's: a day's × 30, a week's × 52/12; a sale has none", () => {
    expect(monthlyRentOf({ type: 'hotel', rent: 18_500, rentType: 'daily' })).toBe(555_000);
    expect(monthlyRentOf({ type: 'hostel', rent: 3_500, rentType: 'weekly' })).toBe(15_167);
    expect(monthlyRentOf({ type: 'annex', rent: 25_000, rentType: 'monthly' })).toBe(25_000);
    expect(monthlyRentOf({ type: 'fullhousesale', rent: 9_500_000 })).toBeUndefined();
  });
});
