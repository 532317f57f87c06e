import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppServer, listen } from '@nivasa/shell-server/src/app-server';
import { RemotesDirectory } from '@nivasa/shell-server/src/remote-directory';
import { devRemotesJson } from './dev-remotes-json';

async function serve(handler: ReturnType<typeof devRemotesJson>['middleware']): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes.json`, server };
}

// Port 9 (discard) on loopback: nothing listens; the directory warns once about each such remote.
const NOWHERE = 'http://127.0.0.1:9/mf-manifest.json';

describe("devRemotesJson: the shell's /remotes.json under rspack serve", () => {
  let distDir: string;
  let remote: Server;
  let manifest: string;

  beforeAll(async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    distDir = await mkdtemp(join(tmpdir(), 'nivasa-dev-remote-'));
    await writeFile(join(distDir, 'mf-manifest.json'), '{}');
    await writeFile(join(distDir, 'routes.json'), JSON.stringify([{ path: '/about', access: 'everyone' }]));
    remote = await listen(createAppServer({ kind: 'remote', distDir, allowedOrigins: [] }), 0, '127.0.0.1');
    manifest = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/mf-manifest.json`;
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await new Promise((done) => remote.close(done));
    await rm(distDir, { recursive: true, force: true });
  });

  it("answers the remotes map with each remote's routes, read afresh on every request", async () => {
    const remotes = devRemotesJson(async () => new RemotesDirectory({ public: manifest, account: NOWHERE, admin: NOWHERE }));
    expect(remotes.path).toBe('/remotes.json');
    const { url, server } = await serve(remotes.middleware);
    try {
      const first = await fetch(url);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(JSON.stringify(await first.json())).toContain('"/about"');
      await writeFile(join(distDir, 'routes.json'), JSON.stringify([{ path: '/contact', access: 'everyone' }]));
      expect(JSON.stringify(await (await fetch(url)).json())).toContain('"/contact"');
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it('answers 503 when the map cannot be made', async () => {
    const remotes = devRemotesJson(() => Promise.reject(new Error('contracts not built')));
    const { url, server } = await serve(remotes.middleware);
    try {
      const response = await fetch(url);
      expect(response.status).toBe(503);
      expect(await response.text()).toBe('The remotes map is not available: Error: contracts not built');
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
