import { availabilityText, isAvailableBy, isoDay } from './availability';

describe('availability', () => {
  it('counts days on the island: 20:00 UTC is already the next day in Sri Lanka', () => {
    expect(isoDay(Date.UTC(2026, 10, 30, 20, 0))).toBe('2026-12-01');
    expect(isoDay(Date.UTC(2026, 10, 30, 18, 0))).toBe('2026-11-30');
    expect(isoDay(Date.UTC(2026, 11, 31, 12), 1)).toBe('2027-01-01');
  });

  it("says 'Available now' with no day or a day that has come, and 'From 1 Dec' before it", () => {
    expect(availabilityText(undefined, 'en', '2026-11-25')).toBe('Available now');
    expect(availabilityText('2026-11-25', 'en', '2026-11-25')).toBe('Available now');
    expect(availabilityText('2020-01-01', 'en', '2026-11-25')).toBe('Available now');
    expect(availabilityText('2026-12-01', 'en', '2026-11-25')).toBe('From 1 Dec');
    expect(availabilityText('2027-01-15', 'en', '2026-11-25')).toBe('From 15 Jan');
  });

  it('says it in Sinhala and Tamil, with their month names', () => {
    expect(availabilityText(undefined, 'si', '2026-11-25')).toBe('දැන් ලබා ගත හැක');
    expect(availabilityText('2026-12-01', 'si', '2026-11-25')).toBe('දෙසැ 1 සිට');
    expect(availabilityText(undefined, 'ta', '2026-11-25')).toBe('இப்போது கிடைக்கும்');
    expect(availabilityText('2026-12-01', 'ta', '2026-11-25')).toBe('1 டிச. முதல்');
  });

  it('is available by a day on or after its own, and always without one', () => {
    expect(isAvailableBy(undefined, '2026-01-01')).toBe(true);
    expect(isAvailableBy('2026-12-01', '2026-12-01')).toBe(true);
    expect(isAvailableBy('2026-12-02', '2026-12-01')).toBe(false);
  });
});
