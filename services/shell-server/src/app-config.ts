import { dirname, join } from 'node:path';
import type { MapStyle, RemotesMap } from '@nivasa/contracts/federation';
import { appDist, dataDirOf, type AppName } from './ports';
import { type PlatformPorts } from '@nivasa/contracts/ports';
import type { AppServerOptions } from './app-server';
import { RemotesDirectory } from './remote-directory';
import { renderWorkerFor } from './render-worker';
import { SERVER_RENDER_DEADLINE_MS } from './server-rendered-pages';
import { parseTrustedProxies, TRUSTED_PROXIES_FORMAT } from '@nivasa/contracts/trusted-proxies';

/**
 * Where the shell finds each remote. A deployment changes these URLs (or the remotes'
 * own files) without rebuilding the shell.
 */
export function remotesMap(ports: PlatformPorts, env: NodeJS.ProcessEnv = process.env): RemotesMap {
  return {
    public: env.REMOTE_PUBLIC_URL || `http://localhost:${ports.public}/mf-manifest.json`,
    account: env.REMOTE_ACCOUNT_URL || `http://localhost:${ports.account}/mf-manifest.json`,
    admin: env.REMOTE_ADMIN_URL || `http://localhost:${ports.admin}/mf-manifest.json`,
  };
}

/** The site's public address (PUBLIC_URL): the same default as the API's, the shell on this machine. */
export function publicUrl(ports: PlatformPorts, env: NodeJS.ProcessEnv = process.env): string {
  const url = env.PUBLIC_URL || `http://localhost:${ports.shell}`;
  if (!/^https?:\/\/[^/]/.test(url) || !URL.canParse(url))
    throw new Error(`PUBLIC_URL must be an http(s) URL such as http://localhost:3000, got "${url}"`);
  return url;
}

/** The shell's origins that may load remote code. */
export function shellOrigins(ports: PlatformPorts, env: NodeJS.ProcessEnv = process.env): string[] {
  const origins = new Set([`http://localhost:${ports.shell}`, `http://127.0.0.1:${ports.shell}`]);
  origins.add(new URL(publicUrl(ports, env)).origin);
  return [...origins];
}

/**
 * Proxies in front of the shell's server whose forwarding headers it believes (TRUSTED_PROXIES,
 * as the API reads it): none by default, so a client's own X-Forwarded-For is never believed.
 */
export function trustedProxies(env: NodeJS.ProcessEnv = process.env): string[] {
  const proxies = parseTrustedProxies(env.TRUSTED_PROXIES ?? '');
  if (!proxies) throw new Error(`TRUSTED_PROXIES must be ${TRUSTED_PROXIES_FORMAT}, got "${env.TRUSTED_PROXIES}"`);
  return proxies;
}

/** API_INSTANCES: how many API processes `npm start` runs behind the shell's proxy. */
export function apiInstances(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.API_INSTANCES;
  if (raw === undefined || raw === '') return 1;
  if (!/^[1-8]$/.test(raw.trim())) throw new Error(`API_INSTANCES must be a whole number from 1 to 8, got "${raw}"`);
  return Number(raw);
}

/**
 * Where the shell's proxy sends /api: API_URL (a comma-separated list for several), else the
 * local instances on API_PORT and the ports after it.
 */
export function apiUrls(ports: PlatformPorts, env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.API_URL) return env.API_URL.split(',').map((url) => new URL(url.trim()).origin);
  return Array.from({ length: apiInstances(env) }, (_, index) => `http://127.0.0.1:${ports.api + index}`);
}

/**
 * The map's tiles: MAP_STYLE_URL, a raster tile template on https with {z}, {x} and {y} (a
 * Protomaps or OpenStreetMap-style raster server), credited as MAP_ATTRIBUTION says. Unset: none,
 * and the maps draw the district and DS boundaries they carry, offline.
 */
export function mapStyle(env: NodeJS.ProcessEnv = process.env): MapStyle | undefined {
  const tileUrl = env.MAP_STYLE_URL?.trim();
  if (!tileUrl) return undefined;
  if (!/^https:\/\/[^/]/.test(tileUrl) || !['{z}', '{x}', '{y}'].every((part) => tileUrl.includes(part)))
    throw new Error(`MAP_STYLE_URL must be an https tile template with {z}, {x} and {y}, got "${tileUrl}"`);
  return { tileUrl, attribution: env.MAP_ATTRIBUTION?.trim() || '© OpenStreetMap' };
}

/**
 * SERVER_RENDER_DEADLINE_MS: how long the shell's server waits for a remote's render of a page's
 * first screen before it sends the page without one (500 ms unless set; 0 turns the renders off).
 */
export function serverRenderDeadlineMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SERVER_RENDER_DEADLINE_MS?.trim();
  if (!raw) return SERVER_RENDER_DEADLINE_MS;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 10_000)
    throw new Error(`SERVER_RENDER_DEADLINE_MS must be a whole number of milliseconds from 0 to 10000, got "${raw}"`);
  return Number(raw);
}

export function appServerOptions(app: AppName, ports: PlatformPorts, env: NodeJS.ProcessEnv = process.env): AppServerOptions {
  const common = { distDir: appDist(app), production: env.NODE_ENV === 'production' };
  if (app === 'shell') {
    return {
      ...common,
      kind: 'shell',
      apiUrl: apiUrls(ports, env),
      remotes: new RemotesDirectory(remotesMap(ports, env), { file: join(dataDirOf(env), 'remote-routes.json') }),
      trustedProxies: trustedProxies(env),
      publicUrl: publicUrl(ports, env),
      mapStyle: mapStyle(env),
      serverRenderDeadlineMs: serverRenderDeadlineMs(env),
    };
  }
  return {
    ...common,
    kind: 'remote',
    allowedOrigins: shellOrigins(ports, env),
    // Renders from the app's sources, with its data from the API (the first instance).
    renderer: serverRenderDeadlineMs(env) > 0 ? renderWorkerFor(dirname(common.distDir), apiUrls(ports, env)[0]!) : undefined,
  };
}
