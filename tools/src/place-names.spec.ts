import { readFileSync } from 'node:fs';
import {
  adminRegionsPresent,
  DISTRICT_NAMES_MODULE,
  districtNamesModuleText,
  PLACE_NAMES_MODULE,
  placeNamesModuleText,
} from './place-names';

describe('place-names.ts and district-names.ts in contracts', () => {
  // The data lives beside the repository (../shared/data/lk-admin-regions), as CI checks it out.
  it('are what the generator writes from the lk-admin-regions data', () => {
    expect(adminRegionsPresent()).toBe(true);
    expect(readFileSync(PLACE_NAMES_MODULE, 'utf8')).toBe(placeNamesModuleText());
    expect(readFileSync(DISTRICT_NAMES_MODULE, 'utf8')).toBe(districtNamesModuleText());
  });
});
