import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { translationGaps } from '@nivasa/contracts/catalogue-parity';
import * as CATALOGUES from './catalogues';

describe("the contracts' catalogues (catalogues.ts)", () => {
  it('are each registered', () => {
    expect(registeredCatalogues()).toEqual(expect.arrayContaining(Object.values(CATALOGUES)));
  });

  it.each(registeredCatalogues().map((catalogue) => [catalogue.name, catalogue] as const))(
    '%s is whole in Sinhala and Tamil',
    async (_name, catalogue) => {
      expect(await translationGaps(catalogue)).toEqual([]);
    },
  );
});
