/**
 * Keeps the shared packages' modules honest to their versions. A remote built against
 * @nivasa/ui 1.x asks for `^1.x` and may run on any later 1.y the shell holds: if 1.y lost an
 * export, the remote gets `undefined` at run time. So within one major version a module may
 * gain exports, never lose one. Each package keeps a record (shared-exports.json) of its
 * modules' exports per major version; its build compares the code with it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { packageModules, readPackage } from './shared-modules';

/** Module subpath → the names it exports, sorted. */
export type ModuleExports = Record<string, string[]>;

/** Major version → the package version last recorded under it, and its modules' exports. */
export type ExportsRecord = Record<string, { version: string; modules: ModuleExports }>;

export const RECORD_FILE = 'shared-exports.json';

export interface ExportsComparison {
  /** Why the code breaks its version: exports lost within a major version. */
  errors: string[];
  /** Exports the record does not hold yet, and what to do about them. */
  notes: string[];
}

/**
 * The names each module of a package exports at run time. Types are left out: they are gone
 * once built, so no remote can find one missing.
 */
export function listExports(packageDir: string): ModuleExports {
  const configFile = ts.findConfigFile(packageDir, ts.sys.fileExists);
  if (!configFile) throw new Error(`${packageDir}: no tsconfig.json`);
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, packageDir);
  const modules = packageModules(packageDir);
  const program = ts.createProgram({ rootNames: modules.map((module) => module.file), options });
  const checker = program.getTypeChecker();

  const isRunTimeExport = (symbol: ts.Symbol): boolean => {
    if (symbol.declarations?.some((declaration) => ts.isTypeOnlyImportOrExportDeclaration(declaration))) return false;
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return (target.flags & ts.SymbolFlags.Value) !== 0;
  };

  return Object.fromEntries(
    modules.map(({ subpath, file }) => {
      const source = program.getSourceFile(file);
      const moduleSymbol = source && checker.getSymbolAtLocation(source);
      const names = moduleSymbol ? checker.getExportsOfModule(moduleSymbol).filter(isRunTimeExport) : [];
      return [subpath, names.map((symbol) => symbol.name).sort()];
    }),
  );
}

function majorOf(version: string): string {
  return version.split('.')[0];
}

/** The next minor version: what a package that gained exports must at least be. */
function nextMinor(version: string): string {
  const [major, minor] = version.split('.');
  return `${major}.${Number(minor) + 1}.0`;
}

function isAbove(version: string, than: string): boolean {
  const [a, b] = [version, than].map((text) => text.split('.').map(Number));
  for (let index = 0; index < 3; index += 1) {
    if (a[index] !== b[index]) return a[index] > b[index];
  }
  return false;
}

/** Compares a package's exports now with its record for the same major version. */
export function compareExports(packageName: string, version: string, record: ExportsRecord, current: ModuleExports): ExportsComparison {
  const major = majorOf(version);
  const recorded = record[major];
  if (!recorded) {
    return {
      errors: [],
      notes: [`${packageName} ${version}: no record of its exports for ${major}.x yet; run \`npm run exports:record\`.`],
    };
  }

  const errors: string[] = [];
  const added: string[] = [];
  const nextMajor = `${Number(major) + 1}.0.0`;
  for (const [subpath, names] of Object.entries(recorded.modules)) {
    const moduleName = `${packageName}/${subpath}`;
    const now = current[subpath];
    if (!now) {
      errors.push(
        `${moduleName} is gone, but ${packageName} is still ${version}: remotes built against ${major}.x load it. Keep it, or bump ${packageName} to ${nextMajor}.`,
      );
      continue;
    }
    for (const name of names) {
      if (!now.includes(name)) {
        errors.push(
          `${moduleName} no longer exports '${name}' (removed or renamed), but ${packageName} is still ${version}: remotes built against ${major}.x use it. Keep the export, or bump ${packageName} to ${nextMajor}.`,
        );
      }
    }
  }
  for (const [subpath, names] of Object.entries(current)) {
    const before = recorded.modules[subpath] ?? [];
    added.push(...names.filter((name) => !before.includes(name)).map((name) => `${packageName}/${subpath}: ${name}`));
  }

  const notes: string[] = [];
  if (added.length > 0) {
    const bump = isAbove(version, recorded.version)
      ? ''
      : ` bump ${packageName} to ${nextMinor(recorded.version)} (so a remote that uses them is never handed a copy without them), then`;
    notes.push(`New exports, not in ${RECORD_FILE} yet:${bump} run \`npm run exports:record\`.\n  ${added.join('\n  ')}`);
  }
  return { errors, notes };
}

/**
 * The record with the package's exports now under its major version. Refuses what the build
 * refuses, and new exports recorded without a higher version: a remote built on them would ask
 * for the same version as the copy that lacks them.
 */
export function recordExports(packageName: string, version: string, record: ExportsRecord, current: ModuleExports): ExportsRecord {
  const recorded = record[majorOf(version)];
  const { errors, notes } = compareExports(packageName, version, record, current);
  if (errors.length > 0) throw new Error(errors.join('\n'));
  if (recorded && notes.length > 0 && !isAbove(version, recorded.version)) {
    throw new Error(
      `${packageName} gained exports since ${recorded.version}: bump it to ${nextMinor(recorded.version)} before recording them.`,
    );
  }
  return { ...record, [majorOf(version)]: { version, modules: current } };
}

export function readRecord(packageDir: string): ExportsRecord {
  const file = join(packageDir, RECORD_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** Writes the record as the repository's formatter would, so the format check passes on it. */
export async function writeRecord(packageDir: string, record: ExportsRecord): Promise<void> {
  const file = join(packageDir, RECORD_FILE);
  // Loaded only when a record is written: the check and its tests never need it, and jest's
  // CommonJS runtime cannot load it.
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(JSON.stringify(record), { ...options, filepath: file }));
}

/** Checks one package: the comparison, with the package's own name and version. */
export function checkPackage(packageDir: string): ExportsComparison {
  const { name, version } = readPackage(packageDir);
  return compareExports(name, version, readRecord(packageDir), listExports(packageDir));
}

/** Records one package's exports now; throws what stands in the way. */
export async function recordPackage(packageDir: string): Promise<void> {
  const { name, version } = readPackage(packageDir);
  await writeRecord(packageDir, recordExports(name, version, readRecord(packageDir), listExports(packageDir)));
}
