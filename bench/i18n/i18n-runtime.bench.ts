/**
 * What each i18n runtime adds to a page, in brotli bytes over a baseline built in the same run
 * (React, react-dom and jotai, which every Nivasa page carries): the same two messages (a
 * greeting with a name, a count with plural forms) rendered in Sinhala through i18next with
 * react-i18next, Lingui (messages compiled at build time, or in the browser), and Nivasa's own
 * typed catalogues. Sizes are deterministic, so one build each suffices.
 *
 *   npm run bench:i18n -w bench
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { rspack } from '@rspack/core';

const ENTRIES = ['baseline', 'i18next', 'lingui-compiled', 'lingui-runtime-compiler', 'nivasa-catalogues'] as const;

function build(outDir: string): Promise<void> {
  const compiler = rspack({
    mode: 'production',
    context: import.meta.dirname,
    entry: Object.fromEntries(ENTRIES.map((name) => [name, `./entries/${name}.tsx`])),
    output: { path: outDir, filename: '[name].js' },
    // One file per entry: the lazy translations are measured as part of the page here.
    optimization: { splitChunks: false },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], conditionNames: ['source', 'import', 'module', 'browser', 'default'] },
    module: {
      parser: { javascript: { dynamicImportMode: 'eager' } },
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
        },
      ],
    },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    }),
  );
}

const brotli = (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'nivasa-i18n-bench-'));
  try {
    await build(outDir);
    const sizes = Object.fromEntries(ENTRIES.map((name) => [name, brotli(readFileSync(join(outDir, `${name}.js`)))]));
    const baseline = sizes.baseline;
    const rows = ENTRIES.filter((name) => name !== 'baseline').map((name) => ({
      runtime: name,
      brotliBytes: sizes[name],
      addedBytes: sizes[name] - baseline,
      ratioToBaseline: Number((sizes[name] / baseline).toFixed(3)),
    }));
    console.log(`baseline (react, react-dom, jotai): ${kb(baseline)} brotli`);
    for (const row of rows) console.log(`${row.runtime}: +${kb(row.addedBytes)} (x${row.ratioToBaseline} of the baseline)`);
    mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
    writeFileSync(
      join(import.meta.dirname, 'results', 'i18n-runtime.json'),
      `${JSON.stringify({ baselineBytes: baseline, rows }, null, 2)}\n`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
