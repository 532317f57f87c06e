import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BAD_REQUEST_PAGE_TEXT } from '@nivasa/contracts/messages';
import { createAppServer, listen } from './app-server';
import { RemotesDirectory } from './remote-directory';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request written byte for byte, as a crawler or an attacker may send it: fetch would refuse these. */
function rawRequest(server: Server, path: string, host: string): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

function expectTheSitesBadRequestPage(response: RawResponse): void {
  expect(response.status).toBe(400);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toContain(`<h1>${BAD_REQUEST_PAGE_TEXT.title}</h1>`);
  expect(response.body).toContain('<a href="/">');
  // No stack trace and no server paths.
  expect(response.body).not.toMatch(/URIError|TypeError|\bat \w|node_modules|\/src\//);
  expect(response.body).not.toContain(process.cwd());
}

describe('requests the servers cannot read, on the real servers', () => {
  let distDir: string;
  let shell: Server;
  let remote: Server;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'nivasa-bad-requests-'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    await writeFile(join(distDir, 'mf-manifest.json'), '{"id":"public"}');
    const remotes = new RemotesDirectory({
      public: 'http://127.0.0.1:9/a',
      account: 'http://127.0.0.1:9/b',
      admin: 'http://127.0.0.1:9/c',
    });
    shell = await listen(
      createAppServer({ kind: 'shell', distDir, apiUrl: 'http://127.0.0.1:9', remotes, publicUrl: 'https://nivasa.example' }),
      0,
      '127.0.0.1',
    );
    remote = await listen(createAppServer({ kind: 'remote', distDir, allowedOrigins: ['http://localhost:3000'] }), 0, '127.0.0.1');
  });

  afterAll(async () => {
    await Promise.all([shell, remote].map((server) => new Promise((done) => server.close(done))));
    await rm(distDir, { recursive: true, force: true });
  });

  it("answers a malformed address with the site's 400 page, on the shell and on a remote", async () => {
    expectTheSitesBadRequestPage(await rawRequest(shell, '/listing/%E0%A4%A', 'localhost:3000'));
    expectTheSitesBadRequestPage(await rawRequest(shell, '/%E0%A4%A', 'localhost:3000'));
    expectTheSitesBadRequestPage(await rawRequest(shell, '/api/listing/get/%E0%A4%A', 'localhost:3000'));
    expectTheSitesBadRequestPage(await rawRequest(remote, '/%E0%A4%A.js', 'localhost:3001'));
  });

  it("answers a Host header with a space with the site's 400 page, uncached, and the next good request is served as ever", async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/listing/0123456789abcdef01234567', '/', '/api/health']) {
      expectTheSitesBadRequestPage(await rawRequest(shell, path, 'evil host'));
    }
    expectTheSitesBadRequestPage(await rawRequest(remote, '/mf-manifest.json', 'evil host'));

    const robots = await rawRequest(shell, '/robots.txt', 'localhost:3000');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Sitemap: https://nivasa.example/sitemap.xml');
    expect((await rawRequest(remote, '/mf-manifest.json', 'localhost:3001')).status).toBe(200);
  });

  it('takes the host names, addresses and ports a browser sends', async () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000', 'nivasa.lk', 'www.nivasa.lk', '[::1]:3000']) {
      expect((await rawRequest(shell, '/robots.txt', host)).status).toBe(200);
    }
  });
});
