import { resolve } from 'node:path';
import type { PlatformPorts } from '@nivasa/contracts/ports';

/** Where the front ends' builds and the local state live, and which interface the servers listen on; the ports are in @nivasa/contracts/ports. */
export const REPO_ROOT = resolve(__dirname, '../../..');

export type AppName = 'shell' | 'mfe-public' | 'mfe-account' | 'mfe-admin';

export const APP_NAMES: readonly AppName[] = ['shell', 'mfe-public', 'mfe-account', 'mfe-admin'];

/** Where local state lives (DATA_DIR): the embedded database, development secrets, the remotes' last known routes. */
export function dataDirOf(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(REPO_ROOT, env.DATA_DIR || 'data');
}

/** The interface the front-end servers listen on (BIND_HOST): loopback, unless opened on purpose. */
export function bindHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.BIND_HOST || '127.0.0.1';
}

export function appPort(app: AppName, ports: PlatformPorts): number {
  switch (app) {
    case 'shell':
      return ports.shell;
    case 'mfe-public':
      return ports.public;
    case 'mfe-account':
      return ports.account;
    case 'mfe-admin':
      return ports.admin;
  }
}

export function appDist(app: AppName): string {
  return resolve(REPO_ROOT, app, 'dist');
}
