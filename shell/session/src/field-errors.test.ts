import { AUTH_MESSAGES, FIELD_MESSAGES } from '@nivasa/contracts/messages';
import { act, renderHook } from '@testing-library/react';
import { splitRefusal, useAccountErrors } from './field-errors';

const refusal = (message: string, errors: { field: string; message: string }[] = []) => ({ message, errors });

test("each of the API's field errors goes to its field", () => {
  const errors = [
    { field: 'email', message: FIELD_MESSAGES.email },
    { field: 'password', message: FIELD_MESSAGES.password },
    { field: 'number', message: FIELD_MESSAGES.number },
  ];
  expect(splitRefusal(refusal(errors.map((error) => error.message).join('; '), errors))).toEqual({
    fields: { email: FIELD_MESSAGES.email, password: FIELD_MESSAGES.password, number: FIELD_MESSAGES.number },
    other: '',
  });
});

test('a refusal of a field the forms do not have is for the form as a whole', () => {
  const errors = [
    { field: 'username', message: AUTH_MESSAGES.usernameTaken },
    { field: 'isAdmin', message: 'property isAdmin should not exist' },
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

test('the hook marks the refused fields, and forgets each one as it is edited', () => {
  const { result } = renderHook(() => useAccountErrors());

  act(() =>
    result.current.show(
      refusal('…', [
        { field: 'email', message: FIELD_MESSAGES.email },
        { field: 'number', message: FIELD_MESSAGES.number },
        { field: 'form', message: AUTH_MESSAGES.tooManyAttempts },
      ]),
    ),
  );
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

  act(() => result.current.show(refusal(FIELD_MESSAGES.passwordWeak, [{ field: 'password', message: FIELD_MESSAGES.passwordWeak }])));
  expect(result.current.fieldStatus('password', FIELD_MESSAGES.passwordHint)).toEqual({
    validateStatus: 'error',
    help: FIELD_MESSAGES.passwordWeak,
  });

  act(() => result.current.edited({ password: 'tea estates at dawn' }));
  expect(result.current.fieldStatus('password', FIELD_MESSAGES.passwordHint)).toEqual({ extra: FIELD_MESSAGES.passwordHint });
  expect(result.current.other).toBe('');
});
