import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '..', '..');
const BUILT_WORKSPACES = ['services/contracts', 'services/embedded-db', 'services/api'];
/** The lock the repository's builds and browser tests share: they write the same dist/ folders. */
const BUILD_LOCK = '/tmp/nivasa-browser.lock';

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function isStale(workspace: string, builtFile: string): boolean {
  const file = join(REPO_ROOT, workspace, 'dist', builtFile);
  return !existsSync(file) || statSync(file).mtimeMs < newestSource(join(REPO_ROOT, workspace, 'src'));
}

/**
 * Builds the API and the packages it loads when a compiled file is missing or older than its
 * sources. The benchmark runs the API as shipped, and the seed reads its schemas compiled by tsc,
 * whose decorator metadata they need (tsx emits none).
 */
export function ensureApiBuilt(): void {
  const stale =
    isStale('services/contracts', 'api.js') || isStale('services/embedded-db', 'index.js') || isStale('services/api', 'main.js');
  if (!stale) return;
  const build = ['npm', 'run', 'build', ...BUILT_WORKSPACES.flatMap((workspace) => ['-w', workspace])];
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  console.log(`Building ${BUILT_WORKSPACES.join(', ')} (their dist/ is older than the sources)...`);
  const [command, ...args] = hasFlock ? ['flock', BUILD_LOCK, ...build] : build;
  execFileSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit' });
}

/** The API's compiled main, to run as a process. */
export const API_MAIN = join(REPO_ROOT, 'services/api/dist/main.js');

/** The compiled API modules the seed uses (built by ensureApiBuilt): its schemas, its password hashing and its image addresses. */
export async function apiModules() {
  const dist = join(REPO_ROOT, 'services/api/dist');
  const [listingSchema, userSchema, passwordHasher, media] = await Promise.all([
    import(join(dist, 'listings/schemas/listing.schema.js')) as Promise<
      typeof import('../../services/api/dist/listings/schemas/listing.schema')
    >,
    import(join(dist, 'users/schemas/user.schema.js')) as Promise<typeof import('../../services/api/dist/users/schemas/user.schema')>,
    import(join(dist, 'users/password-hasher.js')) as Promise<typeof import('../../services/api/dist/users/password-hasher')>,
    import(join(dist, 'media/media.service.js')) as Promise<typeof import('../../services/api/dist/media/media.service')>,
  ]);
  return {
    ListingSchema: listingSchema.ListingSchema,
    UserSchema: userSchema.UserSchema,
    PasswordHasher: passwordHasher.PasswordHasher,
    imageUrl: media.imageUrl,
    newImageId: media.newImageId,
  };
}
