import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModuleFederation } from '@module-federation/enhanced/runtime';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';
import { compatibleRange, packageModules, readPackage, sharedWorkspaceModules, workspaceModules } from './shared-modules';

const UI_DIR = join(REPO_ROOT, 'shell', 'ui');
const SESSION_DIR = join(REPO_ROOT, 'shell', 'session');

type SharedEntry = ReturnType<typeof workspaceModules>[string];

describe('the shared modules of a workspace package', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nivasa-shared-'));
    mkdirSync(join(dir, 'src', 'listing'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@fixture/ui', version: '2.3.4' }));
    for (const file of [
      'theme.ts',
      'listing/card.tsx',
      'listing/card.test.tsx',
      'listing/messages.ts',
      'theme.test.ts',
      'test-render.tsx',
    ]) {
      writeFileSync(join(dir, 'src', file), 'export {};\n');
    }
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are its .ts and .tsx files, in folders too, by subpath; tests, test helpers and catalogues are not shared', () => {
    expect(packageModules(dir)).toEqual([
      { subpath: 'listing/card', file: join(dir, 'src', 'listing', 'card.tsx') },
      { subpath: 'theme', file: join(dir, 'src', 'theme.ts') },
    ]);
  });

  it('carry the package version, ask for its major at this minor or later, and name their file so every app provides them', () => {
    expect(workspaceModules(dir, (subpath) => subpath === 'theme')).toEqual({
      '@fixture/ui/listing/card': {
        import: join(dir, 'src', 'listing', 'card.tsx'),
        singleton: false,
        version: '2.3.4',
        requiredVersion: '^2.3.0',
      },
      '@fixture/ui/theme': {
        import: join(dir, 'src', 'theme.ts'),
        singleton: true,
        strictVersion: true,
        version: '2.3.4',
        requiredVersion: '^2.3.0',
      },
    });
    expect(compatibleRange('1.10.2')).toBe('^1.10.0');
  });
});

describe('the shared workspace packages', () => {
  const shared = sharedWorkspaceModules();

  it('share every module of @nivasa/ui and @nivasa/session at the version in its package.json', () => {
    for (const dir of [UI_DIR, SESSION_DIR]) {
      const { name, version } = readPackage(dir);
      for (const { subpath } of packageModules(dir)) {
        expect(shared[`${name}/${subpath}`]).toMatchObject({ version, requiredVersion: compatibleRange(version) });
      }
    }
    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining(['@nivasa/ui/listing/price', '@nivasa/ui/antd', '@nivasa/session/session-state']),
    );
    expect(Object.keys(shared)).not.toContain('@nivasa/ui/test-render');
  });

  it('keep one instance of the session and the router, and let the other modules fall back', () => {
    expect(shared['@nivasa/session/session-state']).toMatchObject({ singleton: true, strictVersion: true });
    expect(shared['@nivasa/ui/router']).toMatchObject({ singleton: true, strictVersion: true });
    expect(shared['@nivasa/ui/listing/price']).toMatchObject({ singleton: false });
    expect(shared['@nivasa/ui/antd']).toMatchObject({ singleton: false });
  });
});

/**
 * What the federation runtime does with these entries: the shell's copy of a module is loaded,
 * and a remote built against another version asks for it, as a remote's bundle does.
 */
describe('a remote built against another version of a shared module', () => {
  const shared = sharedWorkspaceModules();
  const shellCopy = { copy: 'shell' };
  const remoteCopy = { copy: 'remote' };
  let pages = 0;

  async function remoteGets(moduleName: string, remoteVersion: string): Promise<unknown> {
    const { version, import: _file, ...shareConfig } = shared[moduleName] as SharedEntry;
    pages += 1;
    const page = new ModuleFederation({
      name: `nivasa_shell_${pages}`,
      remotes: [],
      shareStrategy: 'loaded-first',
      shared: { [moduleName]: { version, lib: () => shellCopy, shareConfig } },
    });
    const factory = await page.loadShare(moduleName, {
      customShareInfo: {
        version: remoteVersion,
        scope: ['default'],
        from: 'nivasa_remote',
        get: async () => () => remoteCopy,
        shareConfig: { ...shareConfig, requiredVersion: compatibleRange(remoteVersion) },
      },
    });
    // `false` tells the remote's bundle to use its own copy.
    return factory === false ? remoteCopy : factory();
  }

  const { version } = readPackage(UI_DIR);
  const [major, minor] = version.split('.').map(Number);
  const older = `${major}.0.0`;
  const newer = `${major}.${minor + 1}.0`;
  const nextMajor = `${major + 1}.0.0`;

  it('gets the page copy when that copy has everything its version had', async () => {
    await expect(remoteGets('@nivasa/ui/listing/price', older)).resolves.toBe(shellCopy);
    await expect(remoteGets('@nivasa/ui/listing/price', version)).resolves.toBe(shellCopy);
    await expect(remoteGets('@nivasa/ui/router', older)).resolves.toBe(shellCopy);
  });

  it('gets its own copy of a module without state when the page copy is older or of another major', async () => {
    await expect(remoteGets('@nivasa/ui/listing/price', newer)).resolves.toBe(remoteCopy);
    await expect(remoteGets('@nivasa/ui/antd', nextMajor)).resolves.toBe(remoteCopy);
  });

  it('fails to load, naming the module and both versions, when it needs a newer one-instance module', async () => {
    const error = await remoteGets('@nivasa/ui/router', newer).catch((refusal: Error) => refusal);

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(`Version ${version} from nivasa_shell`);
    expect((error as Error).message).toContain(
      `of shared singleton module @nivasa/ui/router does not satisfy the requirement of nivasa_remote which needs ^${major}.${minor + 1}.0`,
    );
  });
});
