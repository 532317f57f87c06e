/** For tests: users and a store already past the session check. */
import { createStore } from 'jotai';
import type { ApiError, FieldError, PublicUser } from '@nivasa/contracts/api';
import { apiClientAtom, createApiClient } from '@nivasa/session/api-client';
import { currentUserAtom, sessionCheckAtom } from '@nivasa/session/session-state';

export const memberUser: PublicUser = {
  _id: '665f1c2e9b1e8a0012345678',
  username: 'nimali',
  email: 'nimali@example.lk',
  number: '0771234567',
  avatar: 'https://images.nivasa.lk/avatars/nimali.webp',
  isAdmin: false,
  hasPassword: true,
};

export const adminUser: PublicUser = {
  ...memberUser,
  _id: '665f1c2e9b1e8a0087654321',
  username: 'kasun',
  email: 'kasun@example.lk',
  isAdmin: true,
};

/** A refusal as the API sends it: the messages joined, and each by the field it is about. */
export function fieldRefusal(statusCode: number, ...errors: FieldError[]): ApiError {
  return { success: false, statusCode, message: errors.map((error) => error.message).join('; '), errors };
}

export function checkedStore(user: PublicUser | null, apiUrl?: string) {
  const store = createStore();
  if (apiUrl) store.set(apiClientAtom, createApiClient(apiUrl));
  store.set(currentUserAtom, user);
  store.set(sessionCheckAtom, { checked: true, error: null });
  return store;
}
