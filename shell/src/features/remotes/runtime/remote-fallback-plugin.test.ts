import { createInstance } from '@module-federation/enhanced/runtime';
import remoteFallbackPlugin from './remote-fallback-plugin';
import { isUnavailableRemote } from './unavailable-remote';

type ErrorHook = NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>;
type ErrorArgs = Parameters<ErrorHook>[0];

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('at onLoad a failed remote resolves to the unavailable marker', () => {
  const hook = remoteFallbackPlugin().errorLoadRemote as ErrorHook;
  const result = hook({ id: 'public/pages', error: new Error('manifest 404'), lifecycle: 'onLoad' } as ErrorArgs);

  expect(isUnavailableRemote(result)).toBe(true);
  expect(result).toMatchObject({ id: 'public/pages', reason: 'manifest 404' });
});

test('at other lifecycles it returns nothing, since the value would be taken for a manifest or an entry', () => {
  const hook = remoteFallbackPlugin().errorLoadRemote as ErrorHook;
  for (const lifecycle of ['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const) {
    expect(hook({ id: 'public/pages', error: new Error('down'), lifecycle } as ErrorArgs)).toBeUndefined();
  }
});

test('with the real federation runtime, a remote whose server is down loads as unavailable', async () => {
  const federation = createInstance({
    name: 'nivasa_shell_test',
    // Port 9 (discard) on loopback: nothing listens, the manifest request is refused.
    remotes: [{ name: 'nivasa_public', alias: 'public', entry: 'http://127.0.0.1:9/mf-manifest.json' }],
    plugins: [remoteFallbackPlugin()],
  });

  const loaded = await federation.loadRemote('public/pages');

  expect(isUnavailableRemote(loaded)).toBe(true);
});
