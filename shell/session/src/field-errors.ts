/** Which field of the sign-up, password or profile form each of the API's refusals is about. */
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import type { Refusal } from '@nivasa/session/api-client';

export type AccountField = 'email' | 'username' | 'password' | 'newPassword' | 'currentPassword' | 'number' | 'avatar';

const ACCOUNT_FIELDS: ReadonlySet<string> = new Set<AccountField>([
  'email',
  'username',
  'password',
  'newPassword',
  'currentPassword',
  'number',
  'avatar',
]);

export interface AccountErrors {
  /** Shown under their fields. */
  fields: Partial<Record<AccountField, string>>;
  /** The rest ('' when nothing is left), shown for the form as a whole. */
  other: string;
}

const NO_ERRORS: AccountErrors = { fields: {}, other: '' };

/** The API names the fields it refuses; what is about no field of these forms is for the form as a whole. */
export function splitRefusal({ message, errors }: Refusal): AccountErrors {
  if (errors.length === 0) return { fields: {}, other: message };
  const fields: AccountErrors['fields'] = {};
  const others: string[] = [];
  for (const error of errors) {
    if (ACCOUNT_FIELDS.has(error.field)) fields[error.field as AccountField] ??= error.message;
    else others.push(error.message);
  }
  return { fields, other: others.join(' ') };
}

/**
 * A form's refusals from the API: `show` the refusal of a failed submit, and each field's message
 * goes away as soon as that field is edited (`edited` takes antd's changed values).
 */
export function useAccountErrors() {
  const [errors, setErrors] = useState<AccountErrors>(NO_ERRORS);

  const show = useCallback((refusal: Refusal | null) => {
    setErrors(refusal ? splitRefusal(refusal) : NO_ERRORS);
  }, []);

  const edited = useCallback((changed: object) => {
    setErrors(({ fields, other }) => {
      const kept = Object.entries(fields).filter(([field]) => !(field in changed));
      return { fields: Object.fromEntries(kept), other };
    });
  }, []);

  /**
   * Props for the field's form item: red, with the message under it; else the `hint`, if any.
   * The hint steps aside for the message: antd gives a message the item's bottom margin, so
   * both together would leave the next field's label touching them.
   */
  const fieldStatus = useCallback(
    (field: AccountField, hint?: ReactNode) => {
      const help = errors.fields[field];
      if (help) return { validateStatus: 'error' as const, help };
      return hint === undefined ? {} : { extra: hint };
    },
    [errors],
  );

  return useMemo(() => ({ other: errors.other, show, edited, fieldStatus }), [errors.other, show, edited, fieldStatus]);
}
