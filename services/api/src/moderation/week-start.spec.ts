import { weekStart } from './moderation-reports.service';

describe('weekStart', () => {
  it('is the Monday, at midnight UTC, of the week holding the date', () => {
    expect(weekStart(new Date('2026-11-23T00:00:00.000Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-29T23:59:59.999Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-22T23:59:59.999Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });

  it('goes back whole weeks, across months and years', () => {
    expect(weekStart(new Date('2026-01-07T12:00:00.000Z'), 11).toISOString()).toBe('2025-10-20T00:00:00.000Z');
  });
});
