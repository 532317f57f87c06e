import { LANGUAGES } from './languages';
import { formatDate, formatDateTime, formatDay, formatNumber, sriLankaTime } from './format';

describe('formatNumber', () => {
  it('groups thousands in threes, as en-US Intl does', () => {
    for (const value of [0, 1, 12, 999, 1_000, 45_000, 100_000, 1_234_567, 2_000_000_000, Number.MAX_SAFE_INTEGER, -1, -1_250, -45_000]) {
      expect(formatNumber(value)).toBe(new Intl.NumberFormat('en-US').format(value));
    }
  });

  it('keeps at most three decimals by default, and as many as asked', () => {
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(1234.5678)).toBe('1,234.568');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(1_999.5, 0)).toBe('2,000');
    expect(formatNumber(1_999.4, 0)).toBe('1,999');
    expect(formatNumber(-2.5, 0)).toBe('-3');
  });

  it('writes no minus sign for a zero', () => {
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.0001)).toBe('0');
  });
});

describe('formatDay', () => {
  it('writes a calendar day with the English months', () => {
    expect(formatDay('2026-12-01', 'en')).toBe('1 Dec');
    expect(formatDay('2026-12-01', 'en', { year: true })).toBe('1 Dec 2026');
    expect(formatDay('2027-01-15', 'en', { year: true })).toBe('15 Jan 2027');
  });

  it('writes Sinhala year and month first, with the Gregorian months', () => {
    expect(formatDay('2026-12-01', 'si')).toBe('දෙසැ 1');
    expect(formatDay('2026-12-01', 'si', { year: true })).toBe('2026 දෙසැ 1');
    expect(formatDay('2027-01-15', 'si', { year: true })).toBe('2027 ජන 15');
    // The ZWJ of ප්‍ර stays.
    expect(formatDay('2026-04-30', 'si')).toBe('අප්\u200dරේල් 30');
  });

  it('writes Tamil day first', () => {
    expect(formatDay('2026-12-01', 'ta')).toBe('1 டிச.');
    expect(formatDay('2026-12-01', 'ta', { year: true })).toBe('1 டிச. 2026');
    expect(formatDay('2027-05-15', 'ta', { year: true })).toBe('15 மே 2027');
  });

  it('has twelve different months in each language', () => {
    for (const language of LANGUAGES) {
      const months = Array.from({ length: 12 }, (_, index) => formatDay(`2026-${String(index + 1).padStart(2, '0')}-01`, language));
      expect(new Set(months).size).toBe(12);
      expect(months.join()).not.toContain('undefined');
    }
  });
});

describe('dates and times of instants, on the Sri Lankan clock (UTC+05:30)', () => {
  // 18:30 UTC on New Year's Eve is midnight in Colombo: already the new year there.
  const newYearInColombo = '2026-12-31T18:30:00.000Z';
  const lastMinuteOfTheYear = Date.UTC(2026, 11, 31, 18, 29);

  it('reads an instant as Colombo wall-clock time, whatever the machine’s zone', () => {
    expect(sriLankaTime(newYearInColombo)).toBe('2027-01-01T00:00');
    expect(sriLankaTime(lastMinuteOfTheYear)).toBe('2026-12-31T23:59');
    expect(sriLankaTime(new Date('2026-03-12T08:35:00Z'))).toBe('2026-03-12T14:05');
  });

  it('prints the day of an instant across the year boundary', () => {
    expect(formatDate(newYearInColombo, 'en')).toBe('1 Jan 2027');
    expect(formatDate(lastMinuteOfTheYear, 'en')).toBe('31 Dec 2026');
    expect(formatDate(newYearInColombo, 'si')).toBe('2027 ජන 1');
    expect(formatDate(lastMinuteOfTheYear, 'ta')).toBe('31 டிச. 2026');
  });

  it('prints the date and time to the minute, on a 24-hour clock, as en-GB does', () => {
    expect(formatDateTime('2026-03-12T08:35:00Z', 'en')).toBe('12 Mar 2026, 14:05');
    expect(formatDateTime('2026-03-12T08:35:00Z', 'en')).toBe(
      new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Asia/Colombo',
      }).format(new Date('2026-03-12T08:35:00Z')),
    );
    expect(formatDateTime(newYearInColombo, 'si')).toBe('2027 ජන 1, 00:00');
    expect(formatDateTime(lastMinuteOfTheYear, 'ta')).toBe('31 டிச. 2026, 23:59');
  });
});
