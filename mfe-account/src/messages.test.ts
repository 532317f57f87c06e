import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { translationGaps } from '@nivasa/contracts/catalogue-parity';

/** Every module of this remote that defines catalogues, found by what it calls, so none is left out. */
const CATALOGUE_MODULES = readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(join(__dirname, file), 'utf8').includes('translations({'))
  .map((file) => `./${file.replace(/\.tsx?$/, '')}`)
  .sort();

const modules = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  for (const path of CATALOGUE_MODULES) modules.set(path, (await import(path)) as Record<string, unknown>);
});

test('the remote has its catalogue modules where the features keep them', () => {
  expect(CATALOGUE_MODULES).toEqual([
    './features/account/messages',
    './features/edit-details/messages',
    './features/enquiries/messages',
    './features/favorites/messages',
    './features/listings/messages',
    './features/saved-searches/messages',
    './features/verify-phone/messages',
    './messages',
  ]);
});

test('each catalogue is registered under its export name, the name its translations carry', () => {
  const registered = registeredCatalogues();
  const exported = [...modules.values()]
    .flatMap((module) => Object.entries(module))
    .filter(([, value]) => registered.includes(value as never));
  expect(exported).toHaveLength(registered.length);
  for (const [name, catalogue] of exported) expect((catalogue as { name: string }).name).toBe(name);
});

test('every catalogue of the account remote says all its English says, in Sinhala and in Tamil', async () => {
  const gaps = (await Promise.all(registeredCatalogues().map((catalogue) => translationGaps(catalogue)))).flat();
  expect(gaps).toEqual([]);
});
