/**
 * When a place is free: days as YYYY-MM-DD, on the island's calendar, and the words a card says.
 * Only the formatter besides, so a card carries neither the schema library nor the rest of the
 * catalogue (messages.ts lists these texts too).
 */
import { formatDay, sriLankaTime } from './format';
import type { Language, Translation } from './languages';

export const AVAILABILITY_TEXT = {
  label: 'Move in',
  now: 'Available now',
  from: (date: string) => `From ${formatDay(date, 'en')}`,
} as const;

const AVAILABILITY_TEXT_SI: Translation<typeof AVAILABILITY_TEXT> = {
  label: 'පදිංචි වීම',
  now: 'දැන් ලබා ගත හැක',
  from: (date: string) => `${formatDay(date, 'si')} සිට`,
};

const AVAILABILITY_TEXT_TA: Translation<typeof AVAILABILITY_TEXT> = {
  label: 'குடியேறும் நாள்',
  now: 'இப்போது கிடைக்கும்',
  from: (date: string) => `${formatDay(date, 'ta')} முதல்`,
};

/** The availability texts in each language. */
export const AVAILABILITY_TEXTS: Record<Language, Translation<typeof AVAILABILITY_TEXT>> = {
  en: AVAILABILITY_TEXT,
  si: AVAILABILITY_TEXT_SI,
  ta: AVAILABILITY_TEXT_TA,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in Sri Lanka, as YYYY-MM-DD; `daysAhead` later for a day to come. A listing's day is the island's day. */
export function isoDay(now: number = Date.now(), daysAhead = 0): string {
  return sriLankaTime(now + daysAhead * DAY_MS).slice(0, 10);
}

/** Whether a place free from this day (none: free now) is free on `day`; a past day means now. */
export function isAvailableBy(availableFrom: string | undefined, day: string): boolean {
  return availableFrom === undefined || availableFrom <= day;
}

/** 'Available now' (no day, or one that has come) or 'From 1 Dec', in the language. */
export function availabilityText(availableFrom: string | undefined, language: Language, today: string = isoDay()): string {
  const text = AVAILABILITY_TEXTS[language];
  return isAvailableBy(availableFrom, today) ? text.now : text.from(availableFrom as string);
}
