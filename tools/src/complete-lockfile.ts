/**
 * `npm run lockfile:complete`: the registry these machines reach lacks some platform builds of
 * native packages (@swc/core, unrs-resolver for other systems). `npm install` then leaves them
 * out of package-lock.json and `npm ci` refuses the lock. This adds each missing optional
 * platform package with its os and cpu, read from its name, so npm ci skips it on this system.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
}

const SYSTEMS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'openharmony', 'sunos', 'aix'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

export function platformOf(name: string): { os: string; cpu: string } | null {
  const parts = name.split('/').pop()!.split('-');
  const os = SYSTEMS.find((system) => parts.includes(system));
  const cpu = CPUS.find((candidate) => parts.includes(candidate));
  return os && cpu ? { os, cpu } : null;
}

export function completeLockfile(lock: { packages: Record<string, LockEntry> }): string[] {
  const added: string[] = [];
  for (const entry of Object.values(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const path = `node_modules/${name}`;
      const platform = platformOf(name);
      if (lock.packages[path] || !platform) continue;
      lock.packages[path] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, os: [platform.os], cpu: [platform.cpu] };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
  return added;
}

if (require.main === module) {
  const file = join(REPO_ROOT, 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = completeLockfile(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `Added ${added.length} platform packages: ${added.join(', ')}` : 'package-lock.json is complete.');
}
