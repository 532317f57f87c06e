/** Which field of the sign-up, password or profile form each of the API's refusals is about. */
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import type { Translation } from '@nivasa/contracts/languages';
import { ApiRequestError, errorMessage, type Refusal, refusalOf } from '@nivasa/session/api-client';
// One shared module holds the package's catalogues, so their runtime is not copied into each module that shows them.
import { CLIENT_ERROR_TEXT } from '@nivasa/session/catalogues';
import { useText } from '@nivasa/session/language';

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

const NOTHING_EDITED: ReadonlySet<string> = new Set();

/** The client's own failures (no answer from the API) by their code, in the words of the page's language. */
function clientFailureWords(error: unknown, text: Translation<typeof CLIENT_ERROR_TEXT.en>): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.code === 'NETWORK_ERROR') return text.networkError;
  if (error.code === 'UNREADABLE_RESPONSE') return text.unreadableResponse;
  if (error.code === 'UPLOAD_CANCELED') return text.uploadCanceled;
  return undefined;
}

/**
 * A form's refusal: `error` is its last call's failure (null while none), `message` its words for
 * the form as a whole (by default the failure's own, and the client's own failures, such as no
 * connection, in the page's language). Each field's message goes away as soon as that field is
 * edited (`edited` takes antd's changed values), until the next failure.
 */
export function useAccountErrors(error: unknown, message?: (error: unknown) => string) {
  const clientText = useText(CLIENT_ERROR_TEXT);
  const [editedSince, setEditedSince] = useState<{ error: unknown; fields: ReadonlySet<string> }>({
    error,
    fields: NOTHING_EDITED,
  });
  const edits = editedSince.error === error ? editedSince.fields : NOTHING_EDITED;

  const errors = useMemo(() => {
    if (!error) return NO_ERRORS;
    const words = message ? message(error) : (clientFailureWords(error, clientText) ?? errorMessage(error));
    const { fields, other } = splitRefusal(refusalOf(error, words));
    const kept = Object.entries(fields).filter(([field]) => !edits.has(field));
    return { fields: Object.fromEntries(kept) as AccountErrors['fields'], other };
  }, [error, message, clientText, edits]);

  const edited = useCallback(
    (changed: object) => {
      const fields = Object.keys(changed);
      setEditedSince((since) => ({ error, fields: new Set([...(since.error === error ? since.fields : []), ...fields]) }));
    },
    [error],
  );

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

  return useMemo(() => ({ other: errors.other, edited, fieldStatus }), [errors.other, edited, fieldStatus]);
}
