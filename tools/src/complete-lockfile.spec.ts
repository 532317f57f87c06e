import { completeLockfile, platformOf } from './complete-lockfile';

describe('completing the lock file', () => {
  it('reads the system and processor from a platform package name', () => {
    expect(platformOf('@swc/core-win32-ia32-msvc')).toEqual({ os: 'win32', cpu: 'ia32' });
    expect(platformOf('@unrs/resolver-binding-linux-arm-musleabihf')).toEqual({ os: 'linux', cpu: 'arm' });
    expect(platformOf('left-pad')).toBeNull();
  });

  it('adds missing optional platform packages, and leaves present ones alone', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/@swc/core': {
          version: '1.0.0',
          dev: true,
          optionalDependencies: { '@swc/core-darwin-arm64': '1.0.0', '@swc/core-linux-x64-gnu': '1.0.0' },
        },
        'node_modules/@swc/core-linux-x64-gnu': { version: '1.0.0', dev: true, optional: true, os: ['linux'], cpu: ['x64'] },
      },
    };
    expect(completeLockfile(lock)).toEqual(['@swc/core-darwin-arm64@1.0.0']);
    expect(lock.packages).toMatchObject({
      'node_modules/@swc/core-darwin-arm64': { version: '1.0.0', dev: true, optional: true, os: ['darwin'], cpu: ['arm64'] },
    });
    expect(Object.keys(lock.packages)[0]).toBe('');
    expect(completeLockfile(lock)).toEqual([]);
  });
});
