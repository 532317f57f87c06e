export const RENT_TYPES = ['daily', 'weekly', 'monthly'] as const;

export type RentType = (typeof RENT_TYPES)[number];

export function isRentType(value: unknown): value is RentType {
  return typeof value === 'string' && (RENT_TYPES as readonly string[]).includes(value);
}
