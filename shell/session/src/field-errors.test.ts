import { AUTH_MESSAGES, FIELD_MESSAGES } from '@nivasa/contracts/auth-messages';
import type { FieldError } from '@nivasa/contracts/api';
import { act, renderHook } from '@testing-library/react';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from './api-client';
import { splitRefusal, useAccountErrors } from './field-errors';

const refusal = (message: string, errors: FieldError[] = []) => ({ message, errors });

test("each of the API's field errors goes to its field", () => {
  const errors: FieldError[] = [
    { field: 'email', code: 'FIELD_INVALID', params: {}, message: FIELD_MESSAGES.email },
    { field: 'password', code: 'FIELD_INVALID', params: {}, message: FIELD_MESSAGES.password },
    { field: 'number', code: 'FIELD_INVALID', params: {}, message: FIELD_MESSAGES.number },
  ];
  expect(splitRefusal(refusal(errors.map((error) => error.message).join('; '), errors))).toEqual({
    fields: { email: FIELD_MESSAGES.email, password: FIELD_MESSAGES.password, number: FIELD_MESSAGES.number },
    other: '',
  });
});

test('a refusal of a field the forms do not have is for the form as a whole', () => {
  const errors: FieldError[] = [
    { field: 'username', code: 'FIELD_INVALID', params: {}, message: AUTH_MESSAGES.usernameTaken },
    { field: 'isAdmin', code: 'FIELD_NOT_ALLOWED', params: {}, message: 'property isAdmin should not exist' },
  ];
  expect(splitRefusal(refusal('…', errors))).toEqual({
    fields: { username: AUTH_MESSAGES.usernameTaken },
    other: 'property isAdmin should not exist',
  });
});

test('a refusal about no field is for the form as a whole, whatever its words', () => {
  // Even a field's usual words: only the API's naming of the field puts a message under it.
  expect(splitRefusal(refusal(FIELD_MESSAGES.email))).toEqual({ fields: {}, other: FIELD_MESSAGES.email });
  const unavailable = 'The database is unavailable; please try again shortly';
  expect(splitRefusal(refusal(unavailable))).toEqual({ fields: {}, other: unavailable });
});

/** A failed call's error, as the API client throws it. */
const failure = (message: string, ...errors: FieldError[]) => new ApiRequestError(400, 'VALIDATION_FAILED', message, errors);

test('the hook marks the refused fields, forgets each one as it is edited, and clears with the failure', () => {
  const { result, rerender } = renderHook(({ error }: { error: unknown }) => useAccountErrors(error), {
    initialProps: {
      error: failure(
        '…',
        { field: 'email', code: 'FIELD_INVALID', params: {}, message: FIELD_MESSAGES.email },
        { field: 'number', code: 'FIELD_INVALID', params: {}, message: FIELD_MESSAGES.number },
        { field: 'form', code: 'FIELD_INVALID', params: {}, message: AUTH_MESSAGES.tooManyAttempts },
      ) as unknown,
    },
  });
  expect(result.current.fieldStatus('email')).toEqual({ validateStatus: 'error', help: FIELD_MESSAGES.email });
  expect(result.current.fieldStatus('username')).toEqual({});
  expect(result.current.other).toBe(AUTH_MESSAGES.tooManyAttempts);

  act(() => result.current.edited({ email: 'nimali@example.lk' }));
  expect(result.current.fieldStatus('email')).toEqual({});
  expect(result.current.fieldStatus('number')).toEqual({ validateStatus: 'error', help: FIELD_MESSAGES.number });

  // A new attempt starts clean.
  rerender({ error: null });
  expect(result.current.fieldStatus('number')).toEqual({});
  expect(result.current.other).toBe('');
});

test('a new failure shows whole again, fields edited after the last one included', () => {
  const first = failure('…', { field: 'email', code: 'FIELD_INVALID', params: {}, message: FIELD_MESSAGES.email });
  const { result, rerender } = renderHook(({ error }: { error: unknown }) => useAccountErrors(error), {
    initialProps: { error: first as unknown },
  });
  act(() => result.current.edited({ email: 'still wrong' }));
  expect(result.current.fieldStatus('email')).toEqual({});

  rerender({ error: failure('…', { field: 'email', code: 'FIELD_INVALID', params: {}, message: FIELD_MESSAGES.email }) });
  expect(result.current.fieldStatus('email')).toEqual({ validateStatus: 'error', help: FIELD_MESSAGES.email });
});

test("a failure about no field is for the form as a whole, in the form's own words if it has them", () => {
  const unreachable = new ApiRequestError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  const { result, rerender } = renderHook(({ words }: { words?: (error: unknown) => string }) => useAccountErrors(unreachable, words), {
    initialProps: {},
  });
  expect(result.current.other).toBe(NETWORK_ERROR_MESSAGE);

  const ownWords = () => 'Failed to reset password. Please try again later.';
  rerender({ words: ownWords });
  expect(result.current.other).toBe('Failed to reset password. Please try again later.');
});

test('a hint shows under its field until a refusal of that field takes its place', () => {
  const { result, rerender } = renderHook(({ error }: { error: unknown }) => useAccountErrors(error), {
    initialProps: { error: null as unknown },
  });
  expect(result.current.fieldStatus('password', FIELD_MESSAGES.passwordHint)).toEqual({ extra: FIELD_MESSAGES.passwordHint });

  rerender({
    error: failure(FIELD_MESSAGES.passwordWeak, {
      field: 'password',
      code: 'FIELD_INVALID',
      params: {},
      message: FIELD_MESSAGES.passwordWeak,
    }),
  });
  expect(result.current.fieldStatus('password', FIELD_MESSAGES.passwordHint)).toEqual({
    validateStatus: 'error',
    help: FIELD_MESSAGES.passwordWeak,
  });

  act(() => result.current.edited({ password: 'tea estates at dawn' }));
  expect(result.current.fieldStatus('password', FIELD_MESSAGES.passwordHint)).toEqual({ extra: FIELD_MESSAGES.passwordHint });
  expect(result.current.other).toBe('');
});
