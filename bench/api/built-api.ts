import { join } from 'node:path';
import { buildStale } from '../../tools/src/build';
import { REPO_ROOT } from '../../services/shell-server/src/ports';

/**
 * Builds what changed since the last build, as `npm start` does. The benchmark runs the API as
 * shipped, and the seed reads its schemas compiled by tsc, whose decorator metadata they need
 * (tsx emits none).
 */
export async function ensureApiBuilt(): Promise<void> {
  const built = await buildStale();
  if (built.length > 0) console.log(`Built ${built.join(', ')}`);
}

/** The API's compiled main, to run as a process. */
export const API_MAIN = join(REPO_ROOT, 'services/api/dist/main.js');

/** The compiled API modules the seed uses (built by ensureApiBuilt): its schemas, its password hashing, its image addresses and its listings' derived fields (points from the gazetteer). */
export async function apiModules() {
  const dist = join(REPO_ROOT, 'services/api/dist');
  const [listingSchema, userSchema, passwordHasher, media, placement, places] = await Promise.all([
    import(join(dist, 'listings/schemas/listing.schema.js')) as Promise<
      typeof import('../../services/api/dist/listings/schemas/listing.schema')
    >,
    import(join(dist, 'users/schemas/user.schema.js')) as Promise<typeof import('../../services/api/dist/users/schemas/user.schema')>,
    import(join(dist, 'users/password-hasher.js')) as Promise<typeof import('../../services/api/dist/users/password-hasher')>,
    import(join(dist, 'media/media.service.js')) as Promise<typeof import('../../services/api/dist/media/media.service')>,
    import(join(dist, 'listings/listing-placement.js')) as Promise<typeof import('../../services/api/dist/listings/listing-placement')>,
    import(join(dist, 'places/places.service.js')) as Promise<typeof import('../../services/api/dist/places/places.service')>,
  ]);
  return {
    ListingSchema: listingSchema.ListingSchema,
    UserSchema: userSchema.UserSchema,
    PasswordHasher: passwordHasher.PasswordHasher,
    imageUrl: media.imageUrl,
    newImageId: media.newImageId,
    derivedFieldsOf: placement.derivedFieldsOf,
    locationKeyOf: placement.locationKeyOf,
    PlacesService: places.PlacesService,
  };
}
