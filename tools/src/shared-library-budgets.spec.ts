import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compressors } from '@nivasa/shell-server/src/compressed-files';
import { APP_NAMES, appDist } from '@nivasa/shell-server/src/ports';
import { readFederationManifest, sharedLibraryFiles } from './shared-libraries';

/**
 * Brotli kilobytes of each shared library's files in any one app's build, as the servers send
 * them; a little above their size on 2026-11-23. Pages' totals have their budgets in the browser
 * tests. antd is all three facades (@nivasa/ui/antd, antd-fields, antd-display); a page loads
 * only the ones it uses.
 */
const BUDGET_KB: Record<string, number> = {
  react: 3.5,
  'react-dom': 60,
  'react-router': 29,
  '@tanstack/react-query': 13,
  'styled-components': 12.5,
  jotai: 6.5,
  antd: 256,
  // 31.6 before issue 18 added the places box (its combobox and suggestions) and the card's town and distance: 33.4 in mfe-public;
  // issue 19's "Phone verified" badge and the report texts in the engagement catalogues: 35.4; its
  // "Updated 3 days ago" on the cards (the line and its texts): 37.1; issue 20's scam warning and enquiry texts as catalogues: 38.1;
  // 39.0 in a clean clone's build (under 39 here) once issue 21 named antd's theme variables (antdTheme.cssVar).
  '@nivasa/ui': 40,
  // 13.4 since issue 17: the page's language, useText with its catalogue runtime, and the client's own error texts in three languages;
  // 14.3 since issue 20's shared query keys for the enquiries (the header's unread count and the threads refresh together).
  '@nivasa/session': 15,
};

interface LibrarySize {
  library: string;
  files: string[];
  bytes: number;
}

async function sharedLibrarySizes(distDir: string): Promise<LibrarySize[]> {
  const libraryOfFile = sharedLibraryFiles(await readFederationManifest(distDir));
  const sizes = new Map<string, LibrarySize>();
  await Promise.all(
    [...libraryOfFile].map(async ([file, library]) => {
      const compressed = await compressors.br(await readFile(join(distDir, file)));
      const size = sizes.get(library) ?? { library, files: [], bytes: 0 };
      size.files.push(file);
      size.bytes += compressed.length;
      sizes.set(library, size);
    }),
  );
  return [...sizes.values()];
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('shared libraries stay within their brotli budgets', () => {
  // Brotli at its best ratio takes about two seconds for an app's 1.3 MB of shared code.
  it.each(APP_NAMES)(
    'in the build of %s',
    async (app) => {
      const sizes = await sharedLibrarySizes(appDist(app));
      const unbudgeted = sizes.filter(({ library }) => !(library in BUDGET_KB)).map(({ library }) => `${app}: ${library} has no budget`);
      expect(unbudgeted).toEqual([]);
      const overBudget = sizes
        .filter(({ library, bytes }) => bytes > BUDGET_KB[library] * 1024)
        .map(
          ({ library, files, bytes }) =>
            `${app}: ${library} is ${kilobytes(bytes)} brotli, over its ${BUDGET_KB[library]} KB budget (${files.sort().join(', ')})`,
        );
      expect(overBudget).toEqual([]);
    },
    30_000,
  );

  it('fails, saying to build first, where an app has no build', async () => {
    const unbuilt = await mkdtemp(join(tmpdir(), 'nivasa-unbuilt-'));
    try {
      await expect(sharedLibrarySizes(unbuilt)).rejects.toThrow(`${unbuilt}/mf-manifest.json is missing: build the front ends first`);
    } finally {
      await rm(unbuilt, { recursive: true, force: true });
    }
  });
});
