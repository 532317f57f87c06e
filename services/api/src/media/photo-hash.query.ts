import { type PhotoHashes, photoBandKeys } from './photo-hash.policy';

/** At most this many candidate photos are read for one listing: the work one pending page can cause stays bounded. */
export const NEAR_PHOTO_CANDIDATES = 200;

/**
 * The stored listing photos that may be near these (sharing a band key, see photo-hash.policy)
 * and were uploaded by someone else: an owner reusing their own photos is no duplicate. Found by
 * the index on `metadata.photoBands`; the exact distance is checked after.
 */
export function nearPhotoCandidatesFilter(photos: readonly PhotoHashes[], exceptOwner: string): Record<string, unknown> {
  const keys = [...new Set(photos.flatMap(photoBandKeys))];
  return {
    'metadata.photoBands': { $in: keys },
    'metadata.purpose': 'listing',
    'metadata.owner': { $ne: String(exceptOwner) },
  };
}

/** What a listing image's GridFS metadata records of its hashes: the hashes, and the keys it is found by. */
export function photoHashFields(photo: PhotoHashes): { photoHash: string; mirrorHash: string; photoBands: string[] } {
  return { photoHash: photo.hash, mirrorHash: photo.mirror, photoBands: photoBandKeys(photo) };
}
