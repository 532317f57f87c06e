import { DAY_MS, DEFAULT_LISTING_LIFETIMES, expiresAtOf, expiresSoon, isExpired, lifetimeDaysOf, reminderDueAt } from './listing-freshness';

const renewed = new Date('2026-11-01T06:00:00.000Z');

describe('listing freshness', () => {
  it('gives rentals 45 days and sales 120 by default', () => {
    expect(lifetimeDaysOf('annex', DEFAULT_LISTING_LIFETIMES)).toBe(45);
    expect(lifetimeDaysOf('singleroom', DEFAULT_LISTING_LIFETIMES)).toBe(45);
    expect(lifetimeDaysOf('fullhousesale', DEFAULT_LISTING_LIFETIMES)).toBe(120);
    expect(expiresAtOf('annex', renewed, DEFAULT_LISTING_LIFETIMES).toISOString()).toBe('2026-12-16T06:00:00.000Z');
    expect(expiresAtOf('fullhousesale', renewed, DEFAULT_LISTING_LIFETIMES).toISOString()).toBe('2027-03-01T06:00:00.000Z');
  });

  it('follows configured lifetimes', () => {
    const lifetimes = { rentalDays: 10, saleDays: 30 };
    expect(expiresAtOf('fullhouserent', renewed, lifetimes).getTime() - renewed.getTime()).toBe(10 * DAY_MS);
    expect(expiresAtOf('fullhousesale', renewed, lifetimes).getTime() - renewed.getTime()).toBe(30 * DAY_MS);
  });

  it('is expired from its expiry instant on', () => {
    const expiresAt = new Date('2026-12-16T06:00:00.000Z');
    expect(isExpired(expiresAt, new Date(expiresAt.getTime() - 1))).toBe(false);
    expect(isExpired(expiresAt, expiresAt)).toBe(true);
    expect(isExpired(expiresAt.toISOString(), new Date('2027-01-01T00:00:00.000Z'))).toBe(true);
  });

  it('expires soon within the last seven days, and not once expired', () => {
    const expiresAt = new Date('2026-12-16T06:00:00.000Z');
    expect(reminderDueAt(expiresAt).toISOString()).toBe('2026-12-09T06:00:00.000Z');
    expect(expiresSoon(expiresAt, new Date('2026-12-09T05:59:59.999Z'))).toBe(false);
    expect(expiresSoon(expiresAt, new Date('2026-12-09T06:00:00.000Z'))).toBe(true);
    expect(expiresSoon(expiresAt, new Date('2026-12-16T05:59:59.999Z'))).toBe(true);
    expect(expiresSoon(expiresAt, expiresAt)).toBe(false);
  });
});
