import type { PublicUser, UpdateUserRequest } from '@nivasa/contracts/api';
import type { Language } from '@nivasa/contracts/languages';
import { formatSriLankanPhone, normalisePhone } from '@nivasa/contracts/phone';

export interface EditDetailsValues {
  username: string;
  email: string;
  /** Empty: unchanged. */
  password: string;
  /** Sent only with a new password or email, which need it. */
  currentPassword: string;
  number: string;
  /** The language of the account's mail. */
  language: Language;
}

/** What the form shows for a user: the stored number grouped for reading, no passwords. */
export function formValuesOf(user: PublicUser): EditDetailsValues {
  return {
    username: user.username,
    email: user.email,
    password: '',
    currentPassword: '',
    number: formatSriLankanPhone(user.number),
    language: user.language,
  };
}

/** Only what differs from the user: the update sends changed fields alone, and the API checks the values. */
export function changedFields(user: PublicUser, values: EditDetailsValues, pendingAvatar: string | null): UpdateUserRequest {
  const changes: UpdateUserRequest = {};
  const username = values.username.trim();
  const email = values.email.trim();
  const number = values.number.trim();
  if (username !== user.username) changes.username = username;
  if (email !== user.email) changes.email = email;
  if (values.password) changes.password = values.password;
  // The same number typed another way (077 123 4567 for +94771234567) is no change.
  if ((normalisePhone(number) ?? number) !== user.number) changes.number = number;
  if (values.language !== user.language) changes.language = values.language;
  if (pendingAvatar !== null && pendingAvatar !== user.avatar) changes.avatar = pendingAvatar;
  if ((changes.email !== undefined || changes.password !== undefined) && values.currentPassword) {
    changes.currentPassword = values.currentPassword;
  }
  return changes;
}
