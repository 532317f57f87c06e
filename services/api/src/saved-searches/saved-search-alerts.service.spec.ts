import { alertEventOf } from './saved-search-alerts.service';

describe('alertEventOf', () => {
  const since = new Date('2026-11-26T06:00:00Z');
  const at = (time: string) => new Date(`2026-11-26T${time}Z`);

  it('is new when the listing went public within the range', () => {
    expect(alertEventOf({ publishedAt: at('06:30:00') }, since)).toEqual({ kind: 'new', at: at('06:30:00') });
  });

  it('is reduced when its price dropped within the range after it went public, even long before', () => {
    expect(alertEventOf({ publishedAt: at('01:00:00'), reducedAt: at('06:10:00') }, since)).toEqual({
      kind: 'reduced',
      at: at('06:10:00'),
    });
    // Approved changes that dropped the price: both at once, shown as reduced.
    expect(alertEventOf({ publishedAt: at('06:10:00'), reducedAt: at('06:10:00') }, since)).toEqual({
      kind: 'reduced',
      at: at('06:10:00'),
    });
  });

  it('is new when it went public again after an earlier drop in the range', () => {
    expect(alertEventOf({ publishedAt: at('06:20:00'), reducedAt: at('06:10:00') }, since)).toEqual({ kind: 'new', at: at('06:20:00') });
  });

  it('is nothing when both happened before the range', () => {
    expect(alertEventOf({ publishedAt: at('05:00:00'), reducedAt: at('05:30:00') }, since)).toBeNull();
    expect(alertEventOf({}, since)).toBeNull();
  });
});
