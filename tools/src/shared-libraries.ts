/**
 * Which built files of a front end hold each library it shares through module federation. The
 * chunks have numeric names, so the build's federation manifest (mf-manifest.json, beside the
 * chunks) is the map: it lists every shared module with the files that provide it. The apps
 * reach antd and react-router only through the facades of @nivasa/ui, so those files are antd
 * (with the @ant-design/* and rc-* packages it is made of) and react-router.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface FederationManifest {
  shared: { name: string; assets: { js: AssetFiles; css: AssetFiles } }[];
}

interface AssetFiles {
  sync: string[];
  async: string[];
}

/** Shared modules by library, first match wins; any other module counts as its own package. */
const LIBRARY_OF_MODULE: [RegExp, string][] = [
  [/^@nivasa\/ui\/antd(-fields|-display)?$/, 'antd'],
  [/^@nivasa\/ui\/router$/, 'react-router'],
  [/^@nivasa\/ui\//, '@nivasa/ui'],
  [/^@nivasa\/session\//, '@nivasa/session'],
  [/^react-dom(\/|$)/, 'react-dom'],
  [/^react(\/|$)/, 'react'],
  [/^jotai(\/|$)/, 'jotai'],
];

/** The library a shared module belongs to: 'react-dom' for 'react-dom/client'. */
export function sharedLibraryOf(moduleName: string): string {
  const match = LIBRARY_OF_MODULE.find(([pattern]) => pattern.test(moduleName));
  if (match) return match[1];
  const [first, second] = moduleName.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** An app's federation manifest; fails with what to do when the app has not been built. */
export async function readFederationManifest(distDir: string): Promise<FederationManifest> {
  const file = join(distDir, 'mf-manifest.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: build the front ends first (npm run build).`);
  }
  const manifest = JSON.parse(text) as FederationManifest;
  if (!Array.isArray(manifest.shared) || manifest.shared.length === 0) throw new Error(`${file} lists no shared modules.`);
  return manifest;
}

/**
 * The entry's file (`main` in rspack.config.base.ts): the host bundles its start-up's shared
 * modules there (eager), with its own code, so the manifest names it for several libraries.
 */
const ENTRY_FILE = /^main(\.[0-9a-f]+)?\.js$/;

/**
 * Every file the manifest names for a shared module, with the module's library, but the entry,
 * which is no one library's. Another file serving modules of two libraries would make the split
 * ambiguous, so it is refused.
 */
export function sharedLibraryFiles(manifest: FederationManifest): Map<string, string> {
  const libraryOfFile = new Map<string, string>();
  for (const { name, assets } of manifest.shared) {
    const library = sharedLibraryOf(name);
    const files = [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async].filter((file) => !ENTRY_FILE.test(file));
    for (const file of files) {
      const known = libraryOfFile.get(file);
      if (known && known !== library) throw new Error(`${file} holds modules of both ${known} and ${library}.`);
      libraryOfFile.set(file, library);
    }
  }
  return libraryOfFile;
}
