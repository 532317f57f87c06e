import { AUTH_MESSAGES, FIELD_MESSAGES } from '@nivasa/contracts/messages';
import { act, renderHook } from '@testing-library/react';
import { splitAccountErrors, useAccountErrors } from './field-errors';

test("each of the API's field messages goes to its field", () => {
  const message = [FIELD_MESSAGES.email, FIELD_MESSAGES.password, FIELD_MESSAGES.number].join('; ');

  expect(splitAccountErrors(message)).toEqual({
    fields: { email: FIELD_MESSAGES.email, password: FIELD_MESSAGES.password, number: FIELD_MESSAGES.number },
    other: '',
  });
});

test('a taken email or username is about that field', () => {
  expect(splitAccountErrors(AUTH_MESSAGES.usernameTaken).fields).toEqual({ username: AUTH_MESSAGES.usernameTaken });
  expect(splitAccountErrors(AUTH_MESSAGES.emailTaken).fields).toEqual({ email: AUTH_MESSAGES.emailTaken });
});

test('a password too easy to guess is about the password, a missing or wrong current password about that field', () => {
  expect(splitAccountErrors(FIELD_MESSAGES.passwordWeak).fields).toEqual({ password: FIELD_MESSAGES.passwordWeak });
  expect(splitAccountErrors(FIELD_MESSAGES.currentPasswordRequired).fields).toEqual({ currentPassword: FIELD_MESSAGES.currentPasswordRequired });
  expect(splitAccountErrors(FIELD_MESSAGES.currentPasswordWrong).fields).toEqual({ currentPassword: FIELD_MESSAGES.currentPasswordWrong });
});

test('anything else is kept for the form as a whole', () => {
  expect(
    splitAccountErrors(`${FIELD_MESSAGES.email}; property isAdmin should not exist; ${FIELD_MESSAGES.username}`),
  ).toEqual({
    fields: { email: FIELD_MESSAGES.email, username: FIELD_MESSAGES.username },
    other: 'property isAdmin should not exist',
  });
  const unavailable = 'The database is unavailable; please try again shortly';
  expect(splitAccountErrors(unavailable)).toEqual({ fields: {}, other: unavailable });
});

test('the hook marks the refused fields, and forgets each one as it is edited', () => {
  const { result } = renderHook(() => useAccountErrors());

  act(() => result.current.show(`${FIELD_MESSAGES.email}; ${FIELD_MESSAGES.number}; ${AUTH_MESSAGES.tooManyAttempts}`));
  expect(result.current.fieldStatus('email')).toEqual({ validateStatus: 'error', help: FIELD_MESSAGES.email });
  expect(result.current.fieldStatus('username')).toEqual({});
  expect(result.current.other).toBe(AUTH_MESSAGES.tooManyAttempts);

  act(() => result.current.edited({ email: 'nimali@example.lk' }));
  expect(result.current.fieldStatus('email')).toEqual({});
  expect(result.current.fieldStatus('number')).toEqual({ validateStatus: 'error', help: FIELD_MESSAGES.number });

  act(() => result.current.show(null));
  expect(result.current.fieldStatus('number')).toEqual({});
  expect(result.current.other).toBe('');
});

test('a hint shows under its field until a refusal of that field takes its place', () => {
  const { result } = renderHook(() => useAccountErrors());
  expect(result.current.fieldStatus('password', FIELD_MESSAGES.passwordHint)).toEqual({ extra: FIELD_MESSAGES.passwordHint });

  act(() => result.current.show(FIELD_MESSAGES.passwordWeak));
  expect(result.current.fieldStatus('password', FIELD_MESSAGES.passwordHint)).toEqual({ validateStatus: 'error', help: FIELD_MESSAGES.passwordWeak });

  act(() => result.current.edited({ password: 'tea estates at dawn' }));
  expect(result.current.fieldStatus('password', FIELD_MESSAGES.passwordHint)).toEqual({ extra: FIELD_MESSAGES.passwordHint });
  expect(result.current.other).toBe('');
});
