// For tests: listings as the API answers them, and its image upload.
import type { Listing, ListingDetail } from '@nivasa/contracts/api';
import { memberUser } from '@nivasa/session/test-fixtures';
import type { TestRoutes } from '@nivasa/session/test-api-server';

export const LISTING_ID = '6660aa00bb11cc22dd33ee44';

export const storedListing: Listing = {
  _id: LISTING_ID,
  name: 'Quiet annex near Peradeniya campus',
  description: 'A calm annex with its own entrance, ten minutes on foot from the university.',
  rules: 'No smoking indoors.',
  address: '12 Temple Road, Peradeniya',
  district: 'Kandy',
  city: 'Peradeniya',
  type: 'annex',
  rentType: 'monthly',
  bedrooms: 2,
  bathrooms: 1,
  beds: 1,
  rent: 45000,
  area: 650,
  parking: true,
  furnished: true,
  kitchen: true,
  hotwater: false,
  aircondition: false,
  imageUrls: ['/api/images/6660aa00bb11cc22dd330001', '/api/images/6660aa00bb11cc22dd330002'],
  userRef: memberUser._id,
  status: 'approved',
  featured: false,
  rating: 0,
  numReviews: 0,
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-02T08:00:00.000Z',
};

export const ownListing: ListingDetail = { ...storedListing, isOwner: true };

/** POST /api/images?purpose=listing answering with a new address each time. */
export function imageUploadRoute(): TestRoutes {
  let count = 0;
  return {
    'POST /api/images?purpose=listing': () => {
      count += 1;
      return { status: 201, body: { success: true, url: `/api/images/${String(count).padStart(24, 'a')}` } };
    },
  };
}

export const picture = (name = 'room.png', bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
