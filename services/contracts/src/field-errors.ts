/**
 * How a schema's refusal becomes one field error per field, the same way in the API and in the
 * pages. Types only from zod, so a page that reads field errors carries no schema library.
 */
import type * as z from 'zod/mini';
import type { FieldErrorCode } from './errors';
import type { FieldError } from './error-schema';
import { FIELD_MESSAGES } from './auth-messages';

/** One field error, as a schema's check or the API's own rules (a taken email) give it. */
export function fieldErrorOf(field: string, code: FieldErrorCode, message: string, params: FieldError['params'] = {}): FieldError {
  return { field, code, params, message };
}

const numberOf = (value: unknown) => (typeof value === 'bigint' ? Number(value) : (value as number));

/**
 * A schema's issue as a field error: its code and limits, and the message the schema gave it.
 * Parse with `reportInput: true`, so a missing field (FIELD_REQUIRED) is told from a wrong one.
 */
function fromIssue(issue: z.core.$ZodIssue, notAllowed: (field: string) => string): FieldError[] {
  const field = issue.path.map(String).join('.');
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => {
        const path = field ? `${field}.${key}` : key;
        return fieldErrorOf(path, 'FIELD_NOT_ALLOWED', notAllowed(path));
      });
    case 'too_small': {
      const text = issue.origin === 'string' || issue.origin === 'array';
      return [fieldErrorOf(field, text ? 'FIELD_TOO_SHORT' : 'FIELD_TOO_SMALL', issue.message, { min: numberOf(issue.minimum) })];
    }
    case 'too_big': {
      const text = issue.origin === 'string' || issue.origin === 'array';
      return [fieldErrorOf(field, text ? 'FIELD_TOO_LONG' : 'FIELD_TOO_LARGE', issue.message, { max: numberOf(issue.maximum) })];
    }
    case 'invalid_type':
      return [fieldErrorOf(field, issue.input === undefined ? 'FIELD_REQUIRED' : 'FIELD_INVALID', issue.message)];
    case 'custom': {
      const params = (issue.params ?? {}) as { code?: FieldErrorCode } & FieldError['params'];
      const { code = 'FIELD_INVALID', ...rest } = params;
      return [fieldErrorOf(field, code, issue.message, rest as FieldError['params'])];
    }
    default:
      return [fieldErrorOf(field, 'FIELD_INVALID', issue.message)];
  }
}

/**
 * One error per refused field, fields not allowed first, then the others in the schema's order:
 * the first of a field's issues is the one reported, as a form shows one message under a field.
 */
export function fieldErrorsOf(
  issues: readonly z.core.$ZodIssue[],
  notAllowed: (field: string) => string = FIELD_MESSAGES.notAllowed,
): FieldError[] {
  const all = issues.flatMap((issue) => fromIssue(issue, notAllowed));
  const ordered = [
    ...all.filter((error) => error.code === 'FIELD_NOT_ALLOWED'),
    ...all.filter((error) => error.code !== 'FIELD_NOT_ALLOWED'),
  ];
  const seen = new Set<string>();
  return ordered.filter((error) => !seen.has(error.field) && seen.add(error.field));
}

/** A check across fields whose refusal belongs to one of them, with its code and limits. */
export function refuse(
  ctx: z.core.$RefinementCtx,
  path: string,
  message: string,
  code: FieldErrorCode = 'FIELD_INVALID',
  params: FieldError['params'] = {},
): void {
  ctx.addIssue({ code: 'custom', path: [path], message, params: { code, ...params }, input: undefined });
}
