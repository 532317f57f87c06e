import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Catalogue, registeredCatalogues } from '@nivasa/contracts/catalogue';
import { translationGaps } from '@nivasa/contracts/catalogue-parity';

/** Every catalogue module of this remote (src/messages.ts, src/pages/messages.ts, each feature's), found on disk so a new one is checked too. */
const MESSAGES_MODULES = readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|[\\/])messages\.ts$/.test(file))
  .sort();

const isCatalogue = (value: unknown): value is Catalogue<unknown> =>
  typeof value === 'object' && value !== null && 'en' in value && 'load' in value;

test('the remote has its catalogue modules: the pages’ and every feature’s', () => {
  expect(MESSAGES_MODULES).toEqual([
    'features/enquiries/messages.ts',
    'features/favorites/messages.ts',
    'features/home/messages.ts',
    'features/listing/messages.ts',
    'features/map/messages.ts',
    'features/report/messages.ts',
    'features/reviews/messages.ts',
    'features/saved-searches/messages.ts',
    'features/search/messages.ts',
    'messages.ts',
    'pages/messages.ts',
  ]);
});

test('every catalogue is named as it is exported (its translations are found by that name) and says everything in Sinhala and Tamil', async () => {
  const exported: Catalogue<unknown>[] = [];
  for (const file of MESSAGES_MODULES) {
    const module = (await import(join(__dirname, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!isCatalogue(value)) continue;
      expect(value.name).toBe(name);
      exported.push(value);
    }
  }
  expect(exported.length).toBeGreaterThan(20);
  expect(registeredCatalogues()).toEqual(expect.arrayContaining(exported));

  const gaps = (await Promise.all(registeredCatalogues().map(translationGaps))).flat();
  expect(gaps).toEqual([]);
});
