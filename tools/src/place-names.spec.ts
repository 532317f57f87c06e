import { readFileSync } from 'node:fs';
import { adminRegionsPresent, PLACE_NAMES_MODULE, placeNamesModuleText } from './place-names';

describe('place-names.ts in contracts', () => {
  // The data lives beside the repository (../shared/data/lk-admin-regions), as CI checks it out.
  it('is what the generator writes from the lk-admin-regions data', () => {
    expect(adminRegionsPresent()).toBe(true);
    expect(readFileSync(PLACE_NAMES_MODULE, 'utf8')).toBe(placeNamesModuleText());
  });
});
