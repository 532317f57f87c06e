import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { expect, test } from '../support/test';

/**
 * The contracts' formatter prints numbers, rupees, counts and dates the same in Chromium as in
 * Node: the built modules (services/contracts/dist, as the shell's server runs them) are loaded
 * into a blank page and asked the same questions. The page runs in Tamil Sri Lanka and in
 * Los Angeles' time zone, so neither the browser's locale nor its zone may leak into the answers.
 */

const DIST = resolve(__dirname, '../../services/contracts/dist');
// The modules the formatter's functions are in, and what they require.
const MODULES = ['limits', 'listing-types', 'format', 'price', 'plural', 'availability'] as const;
type Contracts = {
  format: typeof import('../../services/contracts/src/format');
  price: typeof import('../../services/contracts/src/price');
  plural: typeof import('../../services/contracts/src/plural');
  availability: typeof import('../../services/contracts/src/availability');
};

/** Every value the formatter prints, by a name that says what was asked. */
function answers({ format, price, plural, availability }: Contracts): Record<string, string> {
  const languages = ['en', 'si', 'ta'] as const;
  const numbers = [0, 1, -1, 999, 1_000, 45_000, 100_000, 150_000, 1_234_567.891, -1_250.5, 2_000_000_000, 9_007_199_254_740_991];
  const instants = ['2026-12-31T18:29:00Z', '2026-12-31T18:30:00Z', '2026-03-12T08:35:00Z', '2027-06-30T23:59:59Z'];
  const days = ['2026-01-01', '2026-04-30', '2026-12-01', '2027-05-15'];
  const forms = { one: 'one {count}', other: 'other {count}' };
  const printed: Record<string, string> = {};
  for (const value of numbers) printed[`number ${value}`] = format.formatNumber(value);
  for (const language of languages) {
    for (const value of [0, 50, 45_000, 1_999.5, 9_500_000, 150_000])
      printed[`rupees ${value} ${language}`] = price.formatRupees(value, language);
    printed[`price ${language}`] = price.priceText({ type: 'annex', rent: 45_000, rentType: 'monthly' }, language);
    for (const count of [0, 1, 2, 5, 1_200, 100_000]) printed[`count ${count} ${language}`] = plural.countText(count, forms, language);
    for (const day of days) {
      printed[`day ${day} ${language}`] = format.formatDay(day, language);
      printed[`day with year ${day} ${language}`] = format.formatDay(day, language, { year: true });
      printed[`available ${day} ${language}`] = availability.availabilityText(day, language, '2025-12-31');
    }
    for (const instant of instants) {
      printed[`date ${instant} ${language}`] = format.formatDate(instant, language);
      printed[`date-time ${instant} ${language}`] = format.formatDateTime(instant, language);
    }
  }
  return printed;
}

test.use({ locale: 'ta-LK', timezoneId: 'America/Los_Angeles' });

test('Chromium prints every number, price, count and date exactly as Node does', async ({ page }) => {
  const sources = Object.fromEntries(MODULES.map((name) => [name, readFileSync(join(DIST, `${name}.js`), 'utf8')]));
  const requireFromDist = createRequire(join(DIST, 'index.js'));
  const inNode = answers({
    format: requireFromDist('./format.js'),
    price: requireFromDist('./price.js'),
    plural: requireFromDist('./plural.js'),
    availability: requireFromDist('./availability.js'),
  } as Contracts);

  await page.setContent('<!doctype html><title>formatter</title>');
  const inChromium = await page.evaluate(
    ({ sources, answersSource }) => {
      // A small CommonJS loader for the built modules, which require each other as './name'.
      const loaded: Record<string, { exports: unknown }> = {};
      const load = (name: string): unknown => {
        const cached = loaded[name];
        if (cached) return cached.exports;
        const module = { exports: {} };
        loaded[name] = module;
        new Function('exports', 'require', 'module', sources[name] as string)(
          module.exports,
          (path: string) => load(path.replace('./', '')),
          module,
        );
        return module.exports;
      };
      const answersInPage = new Function(`return (${answersSource})`)() as (contracts: unknown) => Record<string, string>;
      return answersInPage({ format: load('format'), price: load('price'), plural: load('plural'), availability: load('availability') });
    },
    { sources, answersSource: answers.toString() },
  );

  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');
  expect(Object.keys(inChromium).length).toBeGreaterThan(100);
  expect(inChromium).toEqual(inNode);
  // What the issue names, as Chromium printed it: the language's sign and Western grouping.
  expect(inChromium['rupees 45000 si']).toBe('රු. 45,000');
  expect(inChromium['rupees 150000 ta']).toBe('ரூ. 150,000');
  expect(inChromium['date 2026-12-31T18:30:00Z en']).toBe('1 Jan 2027');
});
