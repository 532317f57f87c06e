/** For tests: listings and moderation answers as the API sends them. */
import type { Listing, ModerationResponse } from '@nivasa/contracts/api';
import { LISTING_STATUS } from '@nivasa/contracts/listing-lifecycle';
import type { ListingType } from '@nivasa/contracts/listing-types';

let next = 0;

export function makeListing(overrides: Partial<Listing> = {}): Listing {
  next += 1;
  const type: ListingType = overrides.type ?? 'annex';
  return {
    _id: `66a0c0ffee00000000000${String(next).padStart(3, '0')}`,
    name: `Quiet annex near the lake ${next}`,
    description: 'Two rooms and a kitchen, five minutes from the bus stand.',
    rules: '',
    address: '12 Lake Road',
    district: 'Kandy',
    city: 'Peradeniya',
    type,
    rentType: 'monthly',
    bedrooms: 2,
    bathrooms: 1,
    beds: 2,
    rent: 45_000,
    area: 650,
    parking: true,
    furnished: false,
    kitchen: true,
    hotwater: true,
    aircondition: false,
    imageUrls: ['/api/images/66a0c0ffee000000000000aa'],
    location: { lat: 7.2612, lng: 80.5961 },
    showExactLocation: false,
    userRef: '665f1c2e9b1e8a0012345678',
    status: LISTING_STATUS.pending,
    featured: false,
    rating: 0,
    numReviews: 0,
    createdAt: '2026-03-12T08:30:00.000Z',
    updatedAt: '2026-03-12T08:30:00.000Z',
    revisionId: `66a0c0ffee00000000001${String(next).padStart(3, '0')}`,
    ...overrides,
  };
}

export const moderated = (listing: Listing, message: string): ModerationResponse => ({ success: true, message, listing });

export const refusal = (statusCode: number, message: string) => ({ status: statusCode, body: { success: false, statusCode, message } });
