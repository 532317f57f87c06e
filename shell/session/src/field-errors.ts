/** Which field of the sign-up, password or profile form each of the API's refusals is about. */
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { AUTH_MESSAGES, FIELD_MESSAGES } from '@nivasa/contracts/messages';

export type AccountField = 'email' | 'username' | 'password' | 'currentPassword' | 'number';

const FIELD_OF_MESSAGE: readonly (readonly [string, AccountField])[] = [
  [FIELD_MESSAGES.email, 'email'],
  [AUTH_MESSAGES.emailTaken, 'email'],
  [FIELD_MESSAGES.username, 'username'],
  [AUTH_MESSAGES.usernameTaken, 'username'],
  [FIELD_MESSAGES.password, 'password'],
  [FIELD_MESSAGES.passwordWeak, 'password'],
  [FIELD_MESSAGES.currentPasswordRequired, 'currentPassword'],
  [FIELD_MESSAGES.currentPasswordWrong, 'currentPassword'],
  [FIELD_MESSAGES.number, 'number'],
];

export interface AccountErrors {
  /** Shown under their fields. */
  fields: Partial<Record<AccountField, string>>;
  /** The rest ('' when nothing is left), shown for the form as a whole. */
  other: string;
}

const NO_ERRORS: AccountErrors = { fields: {}, other: '' };

/** The API sends one message per bad field, joined with '; ' (see the API's error filter). */
export function splitAccountErrors(message: string): AccountErrors {
  const fields: AccountErrors['fields'] = {};
  let rest = message;
  for (const [text, field] of FIELD_OF_MESSAGE) {
    if (!rest.includes(text)) continue;
    fields[field] ??= text;
    rest = rest.replace(text, '');
  }
  // Drop the separators left where field messages were; a message of its own with a ';' stays whole.
  const other = rest.replace(/^[;\s]+|[;\s]+$/g, '').replace(/;\s*(?:;\s*)+/g, '; ');
  return { fields, other };
}

/**
 * A form's refusals from the API: `show` the message of a failed submit, and each field's message
 * goes away as soon as that field is edited (`edited` takes antd's changed values).
 */
export function useAccountErrors() {
  const [errors, setErrors] = useState<AccountErrors>(NO_ERRORS);

  const show = useCallback((message: string | null) => {
    setErrors(message ? splitAccountErrors(message) : NO_ERRORS);
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
