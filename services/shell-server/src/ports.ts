import { resolve } from 'node:path';

/** Every address the local platform uses, overridable through the environment. */
export const REPO_ROOT = resolve(__dirname, '../../..');

export type AppName = 'shell' | 'mfe-public' | 'mfe-account' | 'mfe-admin';

export const APP_NAMES: readonly AppName[] = ['shell', 'mfe-public', 'mfe-account', 'mfe-admin'];

export interface PlatformPorts {
  shell: number;
  public: number;
  account: number;
  admin: number;
  api: number;
  mailSmtp: number;
  mailInbox: number;
  identityProvider: number;
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a TCP port number (1-65535), got "${raw}"`);
  }
  return value;
}

export function readPorts(env: NodeJS.ProcessEnv = process.env): PlatformPorts {
  return {
    shell: port(env, 'SHELL_PORT', 3000),
    public: port(env, 'PUBLIC_PORT', 3001),
    account: port(env, 'ACCOUNT_PORT', 3002),
    admin: port(env, 'ADMIN_PORT', 3003),
    api: port(env, 'API_PORT', 4000),
    mailSmtp: port(env, 'MAIL_CATCHER_SMTP_PORT', 1025),
    mailInbox: port(env, 'MAIL_CATCHER_HTTP_PORT', 1080),
    identityProvider: port(env, 'OIDC_PROVIDER_PORT', 4400),
  };
}

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
