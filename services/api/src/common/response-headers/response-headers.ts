import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The headers of every API answer. JSON and images are never documents, so the policy lets them
 * load nothing and be framed nowhere. Nothing is stored by a browser or a cache unless its route
 * says otherwise (the public reads that depend on no session: home, sitemap, images), so an
 * answer that depends on the session, a refusal included, never outlives it.
 */
export function apiResponseHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      xFrameOptions: { action: 'deny' },
    }),
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
  ];
}
