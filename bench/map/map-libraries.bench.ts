/**
 * MapLibre GL against Leaflet for the search page's map, as issue 18 asks them measured: the same
 * map (the district and DS boundaries the app draws with no tile server, 300 listings clustered
 * with supercluster as keyboard-reachable DOM markers) built by each library. For each: the
 * JavaScript and CSS over the wire (brotli, quality 11, as the servers send them), and the time
 * from navigation to the painted map on the budget's phone profile (375 px, 4x CPU slow-down,
 * cold cache, local server), median of 5 in alternating rounds. Chromium draws MapLibre's WebGL
 * through SwiftShader (no GPU here), which flatters Leaflet: read the time as an upper bound on
 * MapLibre's. Polygon drawing is the app's own few lines in either library, so neither pays a plugin.
 *
 *   npm run bench:map -w bench
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { rspack } from '@rspack/core';
import express from 'express';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../e2e/support/chromium';

const MAPLIBRE_WORKER = require.resolve('maplibre-gl/dist/maplibre-gl-worker.mjs');
/** Each library's stylesheet, and the files it loads besides the page's bundle. */
const LIBRARIES = {
  leaflet: { css: require.resolve('leaflet/dist/leaflet.css'), extraScripts: [] as string[] },
  maplibre: { css: require.resolve('maplibre-gl/dist/maplibre-gl.css'), extraScripts: [MAPLIBRE_WORKER] },
} as const;
type Library = keyof typeof LIBRARIES;
const NAMES = Object.keys(LIBRARIES) as Library[];
const RUNS = 5;
const BOUNDARIES = join(import.meta.dirname, '..', '..', 'mfe-public', 'src', 'features', 'map', 'assets', 'lk-boundaries.json');

function build(outDir: string): Promise<void> {
  const compiler = rspack({
    mode: 'production',
    context: import.meta.dirname,
    entry: Object.fromEntries(NAMES.map((name) => [name, `./entries/${name}.ts`])),
    output: { path: outDir, filename: '[name].js' },
    optimization: { splitChunks: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: [{ test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } } }],
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
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function page(name: Library): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="/${name}.css"><style>html,body,#map{margin:0;height:100%}
.bench-marker{width:28px;height:28px;border-radius:50%;background:#0b4f4a;color:#fff;border:2px solid #fff;font:12px sans-serif}</style>
</head><body><div id="map"></div><script src="/${name}.js"></script></body></html>`;
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'nivasa-map-bench-'));
  let server: Server | undefined;
  try {
    await build(outDir);
    const sizes = Object.fromEntries(
      NAMES.map((name) => {
        const js = [join(outDir, `${name}.js`), ...LIBRARIES[name].extraScripts].reduce((sum, file) => sum + brotli(readFileSync(file)), 0);
        const css = brotli(readFileSync(LIBRARIES[name].css));
        return [name, { js, css }];
      }),
    ) as Record<Library, { js: number; css: number }>;

    const app = express();
    for (const name of NAMES) {
      app.get(`/${name}.html`, (_req, res) => void res.type('html').send(page(name)));
      app.get(`/${name}.css`, (_req, res) => void res.sendFile(LIBRARIES[name].css));
    }
    app.get('/maplibre-gl-worker.mjs', (_req, res) => void res.type('text/javascript').sendFile(MAPLIBRE_WORKER));
    app.get('/boundaries.json', (_req, res) => void res.sendFile(BOUNDARIES));
    app.use(express.static(outDir));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const browser = await chromium.launch({ ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, '--enable-unsafe-swiftshader'] });
    const times: Record<Library, number[]> = { leaflet: [], maplibre: [] };
    try {
      for (let round = 0; round < RUNS; round += 1) {
        for (const name of round % 2 === 0 ? NAMES : [...NAMES].reverse()) {
          const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
          const tab = await context.newPage();
          const cdp = await context.newCDPSession(tab);
          await cdp.send('Network.enable');
          await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          tab.on('pageerror', (error) => console.error(`${name}: ${error.message}`));
          await tab.goto(`${origin}/${name}.html`);
          const handle = await tab.waitForFunction(() => (window as unknown as { benchRendered?: number }).benchRendered, undefined, {
            timeout: 20_000,
          });
          times[name].push(Number(await handle.jsonValue()));
          const markers = await tab.locator('.bench-marker').count();
          if (markers === 0) throw new Error(`${name} drew no markers`);
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }

    const rows = NAMES.map((name) => ({
      library: name,
      jsBrotliBytes: sizes[name].js,
      cssBrotliBytes: sizes[name].css,
      renderMsMedian: Math.round(median(times[name])),
      renderMs: times[name].map(Math.round),
    }));
    console.log(`Map of 300 clustered markers over the boundaries, 375 px, 4x CPU; median of ${RUNS}.`);
    for (const row of rows) {
      console.log(
        `${row.library}: JS ${kb(row.jsBrotliBytes)} + CSS ${kb(row.cssBrotliBytes)} brotli; painted in ${row.renderMsMedian} ms`,
      );
    }
    mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
    writeFileSync(join(import.meta.dirname, 'results', 'map-libraries.json'), `${JSON.stringify({ runs: RUNS, rows }, null, 2)}\n`);
  } finally {
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
