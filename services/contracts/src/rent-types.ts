export const RENT_TYPES = ['daily', 'weekly', 'monthly'] as const;

export type RentType = (typeof RENT_TYPES)[number];

/** Each rent basis as a form's choice names it. */
export const RENT_TYPE_TEXT: Record<RentType, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

export function isRentType(value: unknown): value is RentType {
  return typeof value === 'string' && (RENT_TYPES as readonly string[]).includes(value);
}
