import { memberUser } from '@nivasa/session/test-fixtures';
import { changedFields, formValuesOf } from './changed-fields';

const user = { ...memberUser, number: '+94771234567', avatar: '/api/images/665f1c2e9b1e8a0012345678' };

test('the form shows the account, the number grouped for reading and no password', () => {
  expect(formValuesOf(user)).toEqual({
    username: user.username,
    email: user.email,
    password: '',
    currentPassword: '',
    number: '+94 77 123 4567',
    language: 'en',
  });
  expect(formValuesOf({ ...user, number: '' }).number).toBe('');
});

test('the form sent back as it was is no change', () => {
  expect(changedFields(user, formValuesOf(user), null)).toEqual({});
  const retyped = { ...formValuesOf(user), number: '077-123 4567', username: ` ${user.username} ` };
  expect(changedFields(user, retyped, user.avatar)).toEqual({});
});

test('only the changed fields are sent, and a password only when one is typed', () => {
  const values = { ...formValuesOf(user), email: 'nimali.p@example.lk', password: 'Ella-rock-2026' };

  expect(changedFields(user, values, '/api/images/665f1c2e9b1e8a00aaaaaaaa')).toEqual({
    email: 'nimali.p@example.lk',
    password: 'Ella-rock-2026',
    avatar: '/api/images/665f1c2e9b1e8a00aaaaaaaa',
  });
});

test('a new language is sent alone, with no password', () => {
  expect(changedFields(user, { ...formValuesOf(user), language: 'ta' }, null)).toEqual({ language: 'ta' });
});

test('the current password goes with a new password or email only', () => {
  const typed = { ...formValuesOf(user), currentPassword: 'my current one' };
  expect(changedFields(user, { ...typed, username: 'nimali_p' }, null)).toEqual({ username: 'nimali_p' });
  expect(changedFields(user, { ...typed, password: 'Ella-rock-2026' }, null)).toEqual({
    password: 'Ella-rock-2026',
    currentPassword: 'my current one',
  });
  expect(changedFields(user, { ...typed, email: 'nimali.p@example.lk' }, null)).toEqual({
    email: 'nimali.p@example.lk',
    currentPassword: 'my current one',
  });
});

test('a cleared number, or one the server will have to judge, is sent as typed', () => {
  expect(changedFields(user, { ...formValuesOf(user), number: '' }, null)).toEqual({ number: '' });
  expect(changedFields(user, { ...formValuesOf(user), number: '12' }, null)).toEqual({ number: '12' });
});
