/**
 * Numbers and dates as Nivasa prints them, the same on the server (Node) and in the browser.
 * Written out rather than left to Intl: engines disagree on si-LK and ta-LK (Chromium prints
 * rupees as 'LKR', ta-LK groups in lakhs, Node's Sinhala months are the old ones, දුරුතු for
 * January). No import, so any page carries it for a few hundred bytes.
 */
import type { Language } from './languages';

/**
 * '45,000', '-1,250', '2.5': Latin digits grouped in thousands, at most `maxFractionDigits` after
 * the point (trailing zeros dropped). The same in every language: Sri Lankan sites write Sinhala
 * and Tamil numbers this way. For finite numbers up to Number.MAX_SAFE_INTEGER.
 */
export function formatNumber(value: number, maxFractionDigits = 3): string {
  const scale = 10 ** maxFractionDigits;
  const magnitude = Math.abs(value);
  const rounded = Number.isInteger(magnitude) ? magnitude : Math.round(magnitude * scale) / scale;
  const [whole = '', fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 && rounded !== 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** The rupee's sign each language writes before an amount (the glossary's 'rupees'). */
export const RUPEE_SIGNS = { en: 'Rs.', si: 'රු.', ta: 'ரூ.' } as const satisfies Record<Language, string>;

/**
 * Months as Sri Lankan sites abbreviate them. Sinhala and Tamil write the Gregorian months'
 * names (ජනවාරි, ஜனவரி); the Sinhala calendar's (දුරුතු) would read as a different date.
 */
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  si: ['ජන', 'පෙබ', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝ', 'සැප්', 'ඔක්', 'නොවැ', 'දෙසැ'],
  ta: ['ஜன.', 'பிப்.', 'மார்.', 'ஏப்.', 'மே', 'ஜூன்', 'ஜூலை', 'ஆக.', 'செப்.', 'அக்.', 'நவ.', 'டிச.'],
};

/** Sri Lanka's offset from UTC (Asia/Colombo keeps no summer time since 2006). */
const SRI_LANKA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/**
 * An instant as Sri Lanka's wall clock, 'YYYY-MM-DDTHH:MM': the day and time every Nivasa page
 * prints, whatever the reader's or the server's time zone, since its people and places are there.
 */
export function sriLankaTime(instant: Date | number | string): string {
  return new Date(new Date(instant).getTime() + SRI_LANKA_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * A calendar day (YYYY-MM-DD, no time zone: it is that day everywhere) as the language writes it:
 * '1 Dec' / '1 Dec 2026', 'දෙසැ 1' / '2026 දෙසැ 1' (Sinhala puts the year and month first),
 * '1 டிச.' / '1 டிச. 2026'.
 */
export function formatDay(day: string, language: Language, { year = false } = {}): string {
  const date = Number(day.slice(8, 10));
  const month = MONTHS[language][Number(day.slice(5, 7)) - 1];
  if (language === 'si') return year ? `${day.slice(0, 4)} ${month} ${date}` : `${month} ${date}`;
  return year ? `${date} ${month} ${day.slice(0, 4)}` : `${date} ${month}`;
}

/** The day of an instant in Sri Lanka, with its year: '1 Dec 2026' for 2026-11-30T20:00Z. */
export function formatDate(instant: Date | number | string, language: Language): string {
  return formatDay(sriLankaTime(instant), language, { year: true });
}

/** An instant in Sri Lanka to the minute, on a 24-hour clock: '1 Dec 2026, 01:30'. */
export function formatDateTime(instant: Date | number | string, language: Language): string {
  const time = sriLankaTime(instant);
  return `${formatDay(time, language, { year: true })}, ${time.slice(11, 16)}`;
}
