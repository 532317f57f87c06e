/** For tests: users, a listing and a store already past the session check. */
import { createStore } from 'jotai';
import type { ApiError, FieldError, Listing, PublicUser } from '@nivasa/contracts/api';
import type { ErrorCode } from '@nivasa/contracts/errors';
import { LISTING_STATUS } from '@nivasa/contracts/listing-lifecycle';
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
  phoneVerified: false,
  language: 'en',
};

export const adminUser: PublicUser = {
  ...memberUser,
  _id: '665f1c2e9b1e8a0087654321',
  username: 'kasun',
  email: 'kasun@example.lk',
  isAdmin: true,
};

/** An approved listing of memberUser's as the API answers it; tests spread what they need changed. */
export const sampleListing: Listing = {
  _id: '6660aa00bb11cc22dd33ee44',
  name: 'Quiet annex near Peradeniya campus',
  description: 'A calm annex with its own entrance.\nTen minutes on foot from the university.',
  rules: 'No smoking indoors.',
  address: '12 Temple Road, Peradeniya',
  district: 'Kandy',
  city: 'Peradeniya',
  type: 'annex',
  rentType: 'monthly',
  bedrooms: 2,
  bathrooms: 1,
  beds: 3,
  rent: 45000,
  area: 1250,
  parking: true,
  furnished: false,
  kitchen: true,
  hotwater: false,
  aircondition: false,
  imageUrls: ['/api/images/6660aa00bb11cc22dd330001', '/api/images/6660aa00bb11cc22dd330002'],
  location: { lat: 7.2612, lng: 80.5961 },
  showExactLocation: false,
  userRef: memberUser._id,
  status: LISTING_STATUS.approved,
  featured: false,
  rating: 0,
  numReviews: 0,
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-02T08:00:00.000Z',
  revisionId: '6660aa00bb11cc22dd33ee45',
};

/**
 * A refusal of fields as the API sends it: its code (VALIDATION_FAILED for fields that broke their
 * rules, EMAIL_TAKEN or CURRENT_PASSWORD_WRONG for a service's refusal of one), the messages
 * joined, and each by the field it is about.
 */
export function fieldRefusal(code: ErrorCode, statusCode: number, ...errors: FieldError[]): ApiError {
  return { success: false, statusCode, code, message: errors.map((error) => error.message).join('; '), errors };
}

export function checkedStore(user: PublicUser | null, apiUrl?: string) {
  const store = createStore();
  if (apiUrl) store.set(apiClientAtom, createApiClient(apiUrl));
  store.set(currentUserAtom, user);
  store.set(sessionCheckAtom, { checked: true, error: null, unavailable: false });
  return store;
}
