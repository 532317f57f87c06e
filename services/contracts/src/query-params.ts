/** Query parameters as the API reads them: text, taken only in the exact form it allows. */
import * as z from 'zod/mini';

/** Digits only (no sign, point, exponent or spaces), short enough to stay exact. */
export const wholeNumberParam = (message: string) => z.pipe(z.string(message).check(z.regex(/^\d{1,12}$/, message)), z.transform(Number));

/** A whole number from `min` to `max`, `fallback` when absent. */
export const boundedNumberParam = (message: string, min: number, max: number, fallback: number) =>
  z._default(z.pipe(wholeNumberParam(message), z.number().check(z.gte(min, message), z.lte(max, message))), fallback);
