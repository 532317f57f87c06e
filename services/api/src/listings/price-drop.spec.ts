import { isPriceDrop, PRICE_DROP_RATIO, priceDropFields } from './price-drop';

describe('price drops', () => {
  const monthly = (rent: number) => ({ type: 'annex' as const, rentType: 'monthly' as const, rent });

  it('count a fall of 5% or more, and not less', () => {
    expect(PRICE_DROP_RATIO).toBe(0.05);
    expect(isPriceDrop(monthly(50_000), monthly(47_500))).toBe(true);
    expect(isPriceDrop(monthly(50_000), monthly(40_000))).toBe(true);
    expect(isPriceDrop(monthly(50_000), monthly(47_501))).toBe(false);
    expect(isPriceDrop(monthly(50_000), monthly(50_000))).toBe(false);
    expect(isPriceDrop(monthly(50_000), monthly(60_000))).toBe(false);
  });

  it('compare rents as a month’s, so a new rent basis alone is no drop', () => {
    // Rs. 1,000 a day is Rs. 30,000 a month: Rs. 29,000 a month is a 3% fall, Rs. 28,000 one of 6.7%.
    const daily = { type: 'annex' as const, rentType: 'daily' as const, rent: 1_000 };
    expect(isPriceDrop(daily, monthly(29_000))).toBe(false);
    expect(isPriceDrop(daily, monthly(28_000))).toBe(true);
    expect(isPriceDrop(monthly(30_000), { ...daily, rent: 990 })).toBe(false);
  });

  it('compare a sale’s price as it is, and never a rent with a sale price', () => {
    const sale = (rent: number) => ({ type: 'fullhousesale' as const, rent });
    expect(isPriceDrop(sale(10_000_000), sale(9_500_000))).toBe(true);
    expect(isPriceDrop(sale(10_000_000), sale(9_600_000))).toBe(false);
    expect(isPriceDrop(sale(10_000_000), monthly(50_000))).toBe(false);
  });

  it('give the time and the price before, only for a drop', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(priceDropFields(monthly(50_000), monthly(45_000), now)).toEqual({ reducedAt: now, previousRent: 50_000 });
    expect(priceDropFields(monthly(50_000), monthly(49_000), now)).toBeUndefined();
  });
});
