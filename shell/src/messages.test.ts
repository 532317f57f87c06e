import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { translationGaps } from '@nivasa/contracts/catalogue-parity';

const SOURCE_DIRS = [__dirname, join(__dirname, '..', 'ui', 'src'), join(__dirname, '..', 'session', 'src')];
/**
 * Every catalogue module of the shell, its shared UI and its session package: each messages.ts or
 * catalogues.ts under their src (the contracts' words, ui's *-catalogues.ts, have catalogues.test.ts).
 */
const MESSAGES_MODULES = SOURCE_DIRS.flatMap((dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && ['messages.ts', 'catalogues.ts'].includes(entry.name))
    .map((entry) => join(entry.parentPath, entry.name)),
);

beforeAll(async () => {
  for (const module of MESSAGES_MODULES) await import(module);
});

test('the shell, @nivasa/ui and @nivasa/session hold their catalogues in the messages modules this spec reads', () => {
  const names = registeredCatalogues().map(({ name }) => name);
  for (const dir of SOURCE_DIRS) expect(MESSAGES_MODULES.some((module) => module.startsWith(dir))).toBe(true);
  expect(names).toEqual(
    expect.arrayContaining([
      'HEADER_TEXT',
      'FOOTER_TEXT',
      'SIGN_IN_PAGE_TEXT',
      'LISTING_CARD_TEXT',
      'PRICE_TEXT',
      'CLIENT_ERROR_TEXT',
      'SIGN_OUT_TEXT',
    ]),
  );
  expect(new Set(names).size).toBe(names.length);
});

test('every catalogue says everything in Sinhala and Tamil: each key, and each parameter of its functions', async () => {
  const gaps = (await Promise.all(registeredCatalogues().map((catalogue) => translationGaps(catalogue)))).flat();
  expect(gaps).toEqual([]);
});
