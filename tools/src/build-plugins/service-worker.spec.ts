import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ICONS } from './app-icon';
import { offlinePage } from './offline-page';
import { pageStartScripts } from '@nivasa/shell-server/src/page-start-scripts';
import { webAppManifest } from './web-app-manifest';

describe("the service worker's files", () => {
  it("keeps the scripts the shell's page starts with: its entry and its preloads, once each", () => {
    const html =
      '<head><script defer src="/main.41b5d352ca.js"></script>' +
      '<link rel="preload" as="script" href="/1066.86cd1d9cd3.js" /><link rel="preload" as="script" href="/1066.86cd1d9cd3.js" />' +
      '<link rel="preload" as="fetch" href="/api/listing/home" crossorigin="anonymous"></head>';
    expect(pageStartScripts(html)).toEqual(['/main.41b5d352ca.js', '/1066.86cd1d9cd3.js']);
  });

  it('writes a web app manifest per language: its name, start page, standalone, the icons (the committed files, maskable among them)', () => {
    const english = JSON.parse(webAppManifest('en')) as Record<string, unknown>;
    expect(english).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone', lang: 'en', name: 'Nivasa' });
    expect(english.icons).toEqual(expect.arrayContaining([expect.objectContaining({ sizes: '512x512', purpose: 'maskable' })]));
    const sinhala = JSON.parse(webAppManifest('si')) as Record<string, unknown>;
    expect(sinhala).toMatchObject({ id: '/', start_url: '/si/', lang: 'si' });
    expect(sinhala.description).toMatch(/[\u0D80-\u0DFF]/);
    for (const icon of APP_ICONS) {
      const png = readFileSync(join(__dirname, '../../../shell/public', icon.src));
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it('writes the offline page in each language, with no script, its ways out in that language', () => {
    const tamil = offlinePage('ta');
    expect(tamil).toContain('<html lang="ta">');
    expect(tamil).toContain('href="/ta/my-favorites"');
    expect(tamil).toMatch(/<h1>[\u0B80-\u0BFF]/);
    expect(tamil).not.toContain('<script');
    expect(offlinePage('en')).toContain('<h1>You are offline</h1>');
  });
});
