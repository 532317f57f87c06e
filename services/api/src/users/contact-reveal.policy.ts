/** Sri Lanka is UTC+5:30 all year: a user's day of contact lookups starts at midnight there. */
const COLOMBO_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** How long a contact lookup stays in the log: enough to look into a complaint, then it goes. */
export const CONTACT_LOG_RETENTION_DAYS = 90;

/** The day a lookup counts in, as 2026-11-26, by the clock in Sri Lanka. */
export function contactDay(now: Date): string {
  return new Date(now.getTime() + COLOMBO_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Whether a user who has seen `ownersSeenToday` (distinct owners' ids) today may see `owner`'s
 * details: an owner already seen today is free; a new one only while under the day's limit.
 */
export function mayRevealContact(ownersSeenToday: readonly string[], owner: string, ownersPerDay: number): boolean {
  return ownersSeenToday.includes(owner) || ownersSeenToday.length < ownersPerDay;
}
