import type { NextFunction, Request, Response } from 'express';
import { LISTING_API_PATHS, type ListingDetail, type SitemapListings } from '@nivasa/contracts/api';
import { languageOfPath } from '@nivasa/contracts/language-paths';
import { LINK_PREVIEW_LIMITS } from '@nivasa/contracts/limits';
import { ApiCache, type ApiOutcome, within } from './api-cache';
import { type LinkPreview, listingPreview, robotsTxt, sitemapXml, withPreview } from './link-preview-documents';
import type { ApiBalancer } from './api-balancer';
import type { ServerRenderedPage } from '@nivasa/contracts/federation';

/**
 * Link previews for the crawlers of chat apps and social sites, which run no JavaScript: a
 * listing's page carries its Open Graph and Twitter tags, read from the API (as a visitor, so a
 * listing that is not public gets none). A page never waits on the API longer than
 * LINK_PREVIEW_LIMITS.apiTimeoutMs: past that, or when the API fails, it is the plain app.
 */
export interface LinkPreviewOptions {
  api: ApiBalancer;
  /** The site's public address (PUBLIC_URL): every absolute link starts with it, whatever Host a request names. */
  publicUrl: string;
  /** How long a page waits for the API; LINK_PREVIEW_LIMITS.apiTimeoutMs unless a test says otherwise. */
  apiTimeoutMs?: number;
}

/** What a route adds to the app's page: a change to its built HTML, the API calls its page starts with, its first screen from its remote. */
export interface PageAdditions {
  transform?: (html: string) => string;
  apiCalls?: readonly string[];
  rendered?: Promise<ServerRenderedPage | undefined>;
}

/** Sends the app's page. */
export type ServeApp = (req: Request, res: Response, next: NextFunction, additions?: PageAdditions) => void;

const LISTING_ID = /^[0-9a-f]{24}$/i;
/** Unknown and hidden listings, and failures, are asked again after this long. */
const MISS_MAX_AGE_MS = 10_000;
/** A request the page stopped waiting for still fills the cache for the next crawler, up to this long. */
const REQUEST_TIMEOUT_MS = 5_000;
/** Crawlers read robots.txt and the sitemap now and then; a minute is fresh enough. */
const CRAWLER_FILES_CACHE_CONTROL = `public, max-age=${LINK_PREVIEW_LIMITS.cacheMaxAgeMs / 1000}`;

export function linkPreviews(options: LinkPreviewOptions) {
  const limits = {
    foundMaxAgeMs: LINK_PREVIEW_LIMITS.cacheMaxAgeMs,
    missMaxAgeMs: MISS_MAX_AGE_MS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  };
  const listings = new ApiCache<ListingDetail>({ ...limits, maxEntries: LINK_PREVIEW_LIMITS.cacheMaxEntries });
  const sitemapListings = new ApiCache<SitemapListings>({ ...limits, maxEntries: 1 });
  const apiTimeoutMs = options.apiTimeoutMs ?? LINK_PREVIEW_LIMITS.apiTimeoutMs;
  const apiUrl = (path: string) => new URL(path, options.api.pick()).href;
  const origin = new URL(options.publicUrl).origin;

  let sitemap: { listings: SitemapListings; xml: string } | undefined;
  function sitemapOf(found: SitemapListings): string {
    if (sitemap?.listings !== found) sitemap = { listings: found, xml: sitemapXml(origin, found) };
    return sitemap.xml;
  }

  return {
    /** GET /listing/:listingId (and /si/..., /ta/...): the app with the listing's preview, or the app as it is (`plain`). */
    async listingPage(req: Request, res: Response, next: NextFunction, serveApp: ServeApp): Promise<void> {
      const id = String(req.params.listingId);
      if (!req.accepts('html') || !LISTING_ID.test(id)) return serveApp(req, res, next);
      const outcome: ApiOutcome<ListingDetail> | undefined = await within(listings.get(LISTING_API_PATHS.getOne(id), apiUrl), apiTimeoutMs);
      if (outcome?.kind !== 'found') return serveApp(req, res, next);
      let preview: LinkPreview;
      try {
        preview = listingPreview(outcome.value, origin, languageOfPath(req.path));
      } catch {
        // A listing the API answered oddly still gets its page.
        return serveApp(req, res, next);
      }
      serveApp(req, res, next, { transform: (html) => withPreview(html, preview), apiCalls: [LISTING_API_PATHS.getOne(id)] });
    },

    robots(_req: Request, res: Response): void {
      res.setHeader('Cache-Control', CRAWLER_FILES_CACHE_CONTROL);
      res.type('text/plain').send(robotsTxt(origin));
    },

    /** Waits for the API as long as a request may take: crawlers are patient, and a sitemap without listings would mislead them. */
    async sitemap(_req: Request, res: Response): Promise<void> {
      const outcome = await sitemapListings.get(LISTING_API_PATHS.sitemap, apiUrl);
      if (outcome.kind !== 'found') {
        res.status(503).setHeader('Retry-After', String(MISS_MAX_AGE_MS / 1000));
        res.type('text/plain').send('The sitemap is not available right now.');
        return;
      }
      res.setHeader('Cache-Control', CRAWLER_FILES_CACHE_CONTROL);
      res.type('application/xml').send(sitemapOf(outcome.value));
    },
  };
}
