import { LISTING_INPUT_FIELDS } from '@nivasa/contracts/listing-schema';
import { refusalOf } from '@nivasa/session/api-client';
import type { ListingFormValues } from './listing-form-values';

type FormField = keyof ListingFormValues;

const FORM_FIELDS: ReadonlySet<string> = new Set<string>(LISTING_INPUT_FIELDS satisfies FormField[]);

export interface ListingRefusal {
  /** Each refused field of the form with its messages, shown under it. */
  fields: { name: FormField; errors: string[] }[];
  /** The rest ('' when nothing is left), shown above the button. */
  other: string;
}

/** Sorts the API's refusal of a save: one image's refusal (`imageUrls.2`) shows under the images. */
export function splitListingRefusal(error: unknown): ListingRefusal {
  const { message, errors } = refusalOf(error);
  if (errors.length === 0) return { fields: [], other: message };
  const byField = new Map<FormField, string[]>();
  const others: string[] = [];
  for (const { field, message: fieldMessage } of errors) {
    const name = field.split('.')[0];
    if (!FORM_FIELDS.has(name)) {
      others.push(fieldMessage);
      continue;
    }
    const messages = byField.get(name as FormField) ?? [];
    if (!messages.includes(fieldMessage)) messages.push(fieldMessage);
    byField.set(name as FormField, messages);
  }
  return { fields: [...byField].map(([name, fieldErrors]) => ({ name, errors: fieldErrors })), other: others.join(' ') };
}
