import { createStore } from 'jotai';
import { SESSION } from '@nivasa/contracts/limits';
import type { PublicUser } from '@nivasa/contracts/api';
import { currentUserAtom } from './session-state';

const user: PublicUser = {
  _id: '665f1c2e9b1e8a0012345678',
  username: 'nimali',
  email: 'nimali@example.lk',
  number: '0771234567',
  avatar: 'https://example.lk/avatar.webp',
  isAdmin: false,
  hasPassword: true,
  phoneVerified: false,
  language: 'en',
};

beforeEach(() => localStorage.clear());

test('the signed-in user is stored under root with version 1', () => {
  const store = createStore();
  store.set(currentUserAtom, user);

  expect(JSON.parse(localStorage.getItem(SESSION.storageKey) ?? 'null')).toEqual({
    version: 1,
    currentUser: user,
  });
});

test('signing out stores a null user', () => {
  const store = createStore();
  store.set(currentUserAtom, user);
  store.set(currentUserAtom, null);

  expect(JSON.parse(localStorage.getItem('root') ?? 'null')).toEqual({ version: 1, currentUser: null });
});

test('a stored version 1 session is read back when the store starts', () => {
  localStorage.setItem('root', JSON.stringify({ version: 1, currentUser: user }));
  const store = createStore();
  const unsubscribe = store.sub(currentUserAtom, () => undefined);

  expect(store.get(currentUserAtom)).toEqual(user);
  unsubscribe();
});

test('a session stored in another version or shape is ignored', () => {
  const store = createStore();
  localStorage.setItem('root', JSON.stringify({ version: 2, currentUser: user }));
  const unsubscribe = store.sub(currentUserAtom, () => undefined);
  expect(store.get(currentUserAtom)).toBeNull();
  unsubscribe();

  localStorage.setItem('root', '{not json');
  const again = createStore();
  const unsubscribeAgain = again.sub(currentUserAtom, () => undefined);
  expect(again.get(currentUserAtom)).toBeNull();
  unsubscribeAgain();
});

test('a sign-in in another tab reaches this one', () => {
  const store = createStore();
  const unsubscribe = store.sub(currentUserAtom, () => undefined);
  const newValue = JSON.stringify({ version: 1, currentUser: user });
  localStorage.setItem('root', newValue);
  window.dispatchEvent(new StorageEvent('storage', { key: 'root', newValue }));

  expect(store.get(currentUserAtom)).toEqual(user);
  unsubscribe();
});
