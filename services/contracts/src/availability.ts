/**
 * When a place is free: days as YYYY-MM-DD, on the island's calendar, and the words a card says.
 * No other import, so a card carries neither the schema library nor the rest of the catalogue
 * (messages.ts lists these texts too).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export const AVAILABILITY_TEXT = {
  label: 'Move in',
  now: 'Available now',
  from: (date: string) => `From ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sri Lanka's offset from UTC (it keeps no summer time): a listing's day is the island's day. */
const SRI_LANKA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** Today in Sri Lanka, as YYYY-MM-DD; `daysAhead` later for a day to come. */
export function isoDay(now: number = Date.now(), daysAhead = 0): string {
  return new Date(now + SRI_LANKA_OFFSET_MS + daysAhead * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a place free from this day (none: free now) is free on `day`; a past day means now. */
export function isAvailableBy(availableFrom: string | undefined, day: string): boolean {
  return availableFrom === undefined || availableFrom <= day;
}

/** 'Available now' (no day, or one that has come) or 'From 1 Dec'. */
export function availabilityText(availableFrom: string | undefined, today: string = isoDay()): string {
  return isAvailableBy(availableFrom, today) ? AVAILABILITY_TEXT.now : AVAILABILITY_TEXT.from(availableFrom as string);
}
