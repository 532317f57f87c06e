import { appServerOptions, mapStyle, publicUrl, shellOrigins, trustedProxies } from './app-config';
import { readPorts } from '@nivasa/contracts/ports';

describe('the shell server configuration', () => {
  const ports = readPorts({});

  it('takes the public address from PUBLIC_URL, the local shell by default', () => {
    expect(publicUrl(ports, { PUBLIC_URL: 'https://nivasa.lk' })).toBe('https://nivasa.lk');
    expect(publicUrl(ports, {})).toBe('http://localhost:3000');
    expect(publicUrl(readPorts({ SHELL_PORT: '3100' }), {})).toBe('http://localhost:3100');
    const shell = appServerOptions('shell', ports, { PUBLIC_URL: 'https://nivasa.lk' });
    expect(shell.kind === 'shell' && shell.publicUrl).toBe('https://nivasa.lk');
    expect(shellOrigins(ports, { PUBLIC_URL: 'https://nivasa.lk/' })).toContain('https://nivasa.lk');
  });

  it("takes the map's tiles from MAP_STYLE_URL, an https tile template, none by default", () => {
    expect(mapStyle({})).toBeUndefined();
    expect(mapStyle({ MAP_STYLE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' })).toEqual({
      tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap',
    });
    expect(mapStyle({ MAP_STYLE_URL: 'https://t.example.org/{z}/{x}/{y}.png', MAP_ATTRIBUTION: '© Protomaps' })?.attribution).toBe(
      '© Protomaps',
    );
    for (const wrong of ['http://tiles.example.org/{z}/{x}/{y}.png', 'https://tiles.example.org/style.json', 'javascript:alert(1)']) {
      expect(() => mapStyle({ MAP_STYLE_URL: wrong })).toThrow(/MAP_STYLE_URL/);
    }
  });

  it('refuses a PUBLIC_URL that is not an http(s) address', () => {
    for (const wrong of ['nivasa.lk', 'ftp://nivasa.lk', 'https://', 'not a url']) {
      expect(() => publicUrl(ports, { PUBLIC_URL: wrong })).toThrow(/PUBLIC_URL must be an http\(s\) URL/);
    }
  });

  it('believes forwarding headers from TRUSTED_PROXIES only, none by default, and refuses a value that names no address', () => {
    expect(trustedProxies({})).toEqual([]);
    expect(trustedProxies({ TRUSTED_PROXIES: '10.0.0.5, 10.1.0.0/16' })).toEqual(['10.0.0.5', '10.1.0.0/16']);
    const shell = appServerOptions('shell', ports, { TRUSTED_PROXIES: 'loopback' });
    expect(shell.kind === 'shell' && shell.trustedProxies).toEqual(['loopback']);
    for (const wrong of ['1', 'balancer.internal', '10.0.0.0/40']) {
      expect(() => trustedProxies({ TRUSTED_PROXIES: wrong })).toThrow(/^TRUSTED_PROXIES must be a comma-separated list/);
    }
  });
});
