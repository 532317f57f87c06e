/**
 * How the front ends share the workspace packages @nivasa/session and @nivasa/ui through module
 * federation: every module by its subpath (`@nivasa/ui/listing/price`), at the package's real
 * version, and asking for the versions it was built against (`^major.minor`). A remote built
 * against a newer module than the shell holds is then never handed the shell's older copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';

export interface PackageModule {
  /** The path after the package name, without extension: 'spinner', 'listing/price'. */
  subpath: string;
  file: string;
}

/**
 * The shared packages and which of their modules must be one instance on a page: those that
 * hold state or a React context every app has to see (the session's atoms and API client, the
 * router). Any other module is as good in the remote's own copy as in the shell's.
 */
export const SHARED_PACKAGES = [
  { dir: join(REPO_ROOT, 'shell', 'session'), oneInstance: (_subpath: string) => true },
  { dir: join(REPO_ROOT, 'shell', 'ui'), oneInstance: (subpath: string) => subpath === 'router' },
];

// Tests and their helpers are never loaded at run time; a component's catalogue (messages.ts)
// is read by the package's own modules, beside it, and apps take their texts from their own.
// Translations (x.si.ts, x.ta.ts) are loaded by their catalogue, in its chunk's own split; the
// catalogues (catalogues.ts, *-catalogues.ts) are bundled by each app, which keeps only those it uses.
const NOT_SHARED = /(\.test\.tsx?$|^test-|^messages\.ts$|\.(si|ta)\.ts$|(^|-)catalogues\.ts$)/;

/** Every module of a workspace package: its .ts and .tsx files under src, in folders too. */
export function packageModules(packageDir: string): PackageModule[] {
  const src = join(packageDir, 'src');
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !NOT_SHARED.test(entry.name))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return {
        subpath: relative(src, file)
          .split(sep)
          .join('/')
          .replace(/\.tsx?$/, ''),
        file,
      };
    })
    .sort((a, b) => a.subpath.localeCompare(b.subpath));
}

export function readPackage(packageDir: string): { name: string; version: string } {
  const { name, version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return { name, version };
}

/** The versions that have everything `version` has: its major, at this minor or later. */
export function compatibleRange(version: string): string {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

/**
 * The federation `shared` entries of one package. Each names its file, so every app provides
 * every module, also those it does not import: the shell, loaded first, then hands its copies to
 * all remotes, and modules with common internals (the antd modules share antd's contexts: theme,
 * form item status, size) come from one build.
 *
 * A module that must be one instance is a singleton with a strict version: a remote that needs
 * a newer one than the page has fails to load, and shows its Retry fallback, with an error
 * naming the module and both versions. A warning would hand it the old copy, where what it
 * needs is `undefined`; its own copy would be a second store or router, which the header and
 * the other apps never see. Any other module is not a singleton: the runtime gives the copy
 * already loaded when its version is in range, and otherwise the remote's own.
 */
export function workspaceModules(packageDir: string, oneInstance: (subpath: string) => boolean) {
  const { name, version } = readPackage(packageDir);
  const requiredVersion = compatibleRange(version);
  return Object.fromEntries(
    packageModules(packageDir).map(({ subpath, file }) => [
      `${name}/${subpath}`,
      oneInstance(subpath)
        ? { import: file, singleton: true, strictVersion: true, version, requiredVersion }
        : { import: file, singleton: false, version, requiredVersion },
    ]),
  );
}

/** The `shared` entries of every shared workspace package. */
export function sharedWorkspaceModules() {
  return Object.assign({}, ...SHARED_PACKAGES.map(({ dir, oneInstance }) => workspaceModules(dir, oneInstance)));
}
