import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';
import { compareExports, listExports, RECORD_FILE, recordExports, type ExportsRecord } from './shared-exports';

const RECORD: ExportsRecord = {
  '1': { version: '1.1.0', modules: { antd: ['Button', 'Form'], spinner: ['Spinner'] } },
};

describe("comparing a package's exports with its record", () => {
  it('passes quietly when nothing changed', () => {
    expect(compareExports('@nivasa/ui', '1.1.0', RECORD, { antd: ['Button', 'Form'], spinner: ['Spinner'] })).toEqual({
      errors: [],
      notes: [],
    });
  });

  it('fails on an export removed or renamed within the major version, naming the module and the export', () => {
    const { errors } = compareExports('@nivasa/ui', '1.1.0', RECORD, { antd: ['Button', 'FormRenamed'], spinner: ['Spinner'] });

    expect(errors).toEqual([
      "@nivasa/ui/antd no longer exports 'Form' (removed or renamed), but @nivasa/ui is still 1.1.0: remotes built against 1.x use it. Keep the export, or bump @nivasa/ui to 2.0.0.",
    ]);
  });

  it('fails on a module that is gone, whatever the minor version', () => {
    const { errors } = compareExports('@nivasa/ui', '1.4.0', RECORD, { antd: ['Button', 'Form'] });

    expect(errors).toEqual([
      '@nivasa/ui/spinner is gone, but @nivasa/ui is still 1.4.0: remotes built against 1.x load it. Keep it, or bump @nivasa/ui to 2.0.0.',
    ]);
  });

  it('lets a new major version drop what it likes', () => {
    expect(compareExports('@nivasa/ui', '2.0.0', RECORD, { antd: ['Button'] }).errors).toEqual([]);
  });

  it('accepts new exports and new modules, noting that they need a minor version bump and recording', () => {
    const current = { antd: ['Button', 'Form', 'Select'], spinner: ['Spinner'], 'listing/price': ['Price'] };

    const unbumped = compareExports('@nivasa/ui', '1.1.0', RECORD, current);
    expect(unbumped.errors).toEqual([]);
    expect(unbumped.notes).toEqual([
      `New exports, not in ${RECORD_FILE} yet: bump @nivasa/ui to 1.2.0 (so a remote that uses them is never handed a copy without them), then run \`npm run exports:record\`.\n  @nivasa/ui/antd: Select\n  @nivasa/ui/listing/price: Price`,
    ]);
    expect(compareExports('@nivasa/ui', '1.2.0', RECORD, current).notes).toEqual([
      `New exports, not in ${RECORD_FILE} yet: run \`npm run exports:record\`.\n  @nivasa/ui/antd: Select\n  @nivasa/ui/listing/price: Price`,
    ]);
  });
});

describe("recording a package's exports", () => {
  it('keeps them under the major version, with the version they were recorded at', () => {
    const current = { antd: ['Button', 'Form', 'Select'], spinner: ['Spinner'] };

    expect(recordExports('@nivasa/ui', '1.2.0', RECORD, current)).toEqual({ '1': { version: '1.2.0', modules: current } });
    expect(recordExports('@nivasa/ui', '2.0.0', RECORD, { antd: ['Button'] })).toEqual({
      ...RECORD,
      '2': { version: '2.0.0', modules: { antd: ['Button'] } },
    });
  });

  it('refuses a removed export within the major version', () => {
    expect(() => recordExports('@nivasa/ui', '1.2.0', RECORD, { antd: ['Button'], spinner: ['Spinner'] })).toThrow(
      "@nivasa/ui/antd no longer exports 'Form'",
    );
  });

  it('refuses new exports at a version already recorded', () => {
    expect(() => recordExports('@nivasa/ui', '1.1.0', RECORD, { antd: ['Button', 'Form', 'Select'], spinner: ['Spinner'] })).toThrow(
      '@nivasa/ui gained exports since 1.1.0: bump it to 1.2.0 before recording them.',
    );
  });
});

describe('a package on disk', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nivasa-exports-'));
    mkdirSync(join(dir, 'src', 'listing'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@fixture/ui', version: '1.1.0' }));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true, types: [] },
        include: ['src'],
      }),
    );
    writeFileSync(
      join(dir, 'src', 'theme.ts'),
      [
        'export const colors = { primary: "#0f766e" };',
        'export function shade(color: string): string { return color; }',
        'export class Palette {}',
        'export interface Theme { primary: string }',
        'export type Radius = number;',
        'const pill = 999;',
        'export { pill as pillRadius };',
        'export type { Palette as PaletteType };',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'src', 'listing', 'price.tsx'),
      'export { colors as priceColors } from "../theme";\nexport const Price = () => null;\n',
    );
    writeFileSync(join(dir, 'src', 'listing', 'price.test.tsx'), 'export const notShared = 1;\n');
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lists what each module exports at run time, through the TypeScript compiler', () => {
    expect(listExports(dir)).toEqual({
      'listing/price': ['Price', 'priceColors'],
      theme: ['Palette', 'colors', 'pillRadius', 'shade'],
    });
  });

  it('fails its check, naming the module and the export, when an export is gone; records it under a new major', async () => {
    const run = promisify(execFile);
    const check = (...args: string[]) =>
      run(
        process.execPath,
        [join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(__dirname, 'shared-exports-check.ts'), ...args],
        {
          cwd: dir,
        },
      );
    const record = { '1': { version: '1.1.0', modules: { theme: ['colors', 'radius'] } } };
    writeFileSync(join(dir, RECORD_FILE), JSON.stringify(record));

    const failure = await check('.').catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain(
      "@fixture/ui/theme no longer exports 'radius' (removed or renamed), but @fixture/ui is still 1.1.0",
    );

    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@fixture/ui', version: '2.0.0' }));
    await check('--record', '.');
    expect(JSON.parse(readFileSync(join(dir, RECORD_FILE), 'utf8'))['2']).toEqual({ version: '2.0.0', modules: listExports(dir) });
  }, 30_000);
});
