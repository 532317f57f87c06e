import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { PAINTED_PRESS_SCRIPT, type RemotesMap } from '@nivasa/contracts/federation';
import { START_AFTER_FIRST_SCREEN_SCRIPT } from './shell-page';

/**
 * The security headers every front-end server sends. Its Content-Security-Policy lets pages
 * run code from their own origin and from the given others (for the shell, the remotes'
 * origins from the remotes map), nowhere else.
 */
export interface SecurityHeadersOptions {
  /** A remote's files are loaded by the shell from another origin. */
  kind: 'shell' | 'remote';
  /** Origins besides the server's own that its pages load scripts and manifests from. */
  codeOrigins: readonly string[];
  /** HSTS only where the site is served over HTTPS. */
  production: boolean;
}

/** Shell pages whose address holds a secret (a reset token, an ID token): no Referer at all. */
const SECRET_IN_ADDRESS = /^\/(reset-password\/|auth-callback\.html$)/;
/** Where the identity provider's popup lands. */
const POPUP_CALLBACK = '/auth-callback.html';

export function remoteOrigins(remotes: RemotesMap): string[] {
  const origins = Object.entries(remotes).map(([name, url]) => {
    if (!URL.canParse(url)) throw new Error(`The remotes map's "${name}" URL must be absolute, got "${url}"`);
    return new URL(url).origin;
  });
  return [...new Set(origins)];
}

/** The inline scripts a page may run (shell-page.ts), by their hashes. */
const INLINE_SCRIPT_HASHES = [PAINTED_PRESS_SCRIPT, START_AFTER_FIRST_SCREEN_SCRIPT].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

export function contentSecurityPolicy(codeOrigins: readonly string[]): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES, ...codeOrigins],
    // The federation runtime fetches each remote's mf-manifest.json.
    connectSrc: ["'self'", ...codeOrigins],
    // Avatars from the identity provider are https URLs; data: and blob: are images made in the page.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    // antd and styled-components inject their styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

export function securityHeaders(options: SecurityHeadersOptions): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.codeOrigins) },
    // Pages that open the site cannot reach into it, while its own sign-in popup still can.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // A remote's scripts run in the shell's page, on another origin.
    crossOriginResourcePolicy: { policy: options.kind === 'remote' ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: options.production ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  if (options.kind === 'remote') return [headers];
  return [
    headers,
    (req, res, next) => {
      if (SECRET_IN_ADDRESS.test(req.path)) res.setHeader('Referrer-Policy', 'no-referrer');
      // The popup comes back here from the provider's origin: any other opener policy would put
      // it in a new browsing context group, cut off from the page that opened it.
      if (req.path === POPUP_CALLBACK) res.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
      next();
    },
  ];
}
