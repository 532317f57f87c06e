import type { RemotesMap } from '@nivasa/contracts/federation';
import { appDist, type AppName, type PlatformPorts } from './ports';
import type { AppServerOptions } from './app-server';

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

/** The shell's origins that may load remote code. */
export function shellOrigins(ports: PlatformPorts, env: NodeJS.ProcessEnv = process.env): string[] {
  const origins = new Set([`http://localhost:${ports.shell}`, `http://127.0.0.1:${ports.shell}`]);
  if (env.PUBLIC_URL) origins.add(new URL(env.PUBLIC_URL).origin);
  return [...origins];
}

export function appServerOptions(app: AppName, ports: PlatformPorts, env: NodeJS.ProcessEnv = process.env): AppServerOptions {
  if (app === 'shell') {
    return {
      kind: 'shell',
      distDir: appDist(app),
      apiUrl: env.API_URL || `http://127.0.0.1:${ports.api}`,
      remotes: remotesMap(ports, env),
    };
  }
  return { kind: 'remote', distDir: appDist(app), allowedOrigins: shellOrigins(ports, env) };
}
