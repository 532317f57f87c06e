// For tests: the sample listing as its owner sees it, and the API's image upload.
import type { ListingDetail } from '@nivasa/contracts/api';
import { sampleListing } from '@nivasa/session/test-fixtures';
import type { TestRoutes } from '@nivasa/session/test-api-server';

export const ownListing: ListingDetail = { ...sampleListing, isOwner: true };

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
