/**
 * What crawlers read, since they run no JavaScript: a listing page's preview tags in the app's
 * index.html, robots.txt and sitemap.xml. Pure text in, text out.
 */
import { imageSizeUrl, LISTING_PHOTO_SIZES, type Listing, type SitemapListings, sizedImageSrcSet } from '@nivasa/contracts/api';
import { LISTING_TYPE_TEXT } from '@nivasa/contracts/listing-types';
import { listingPath, PATHS } from '@nivasa/contracts/paths';
import { SITE_TEXT } from '@nivasa/contracts/messages';
import { priceText } from '@nivasa/contracts/price';

const SITE_NAME = SITE_TEXT.name;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe in HTML and XML, in elements and quoted attributes alike. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

/** The fields of a listing its preview shows. */
export type PreviewListing = Pick<Listing, '_id' | 'name' | 'type' | 'rent' | 'rentType' | 'district' | 'city' | 'imageUrls'>;

export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute addresses. */
  url: string;
  imageUrl?: string;
  /** The photo the page opens on, fetched with the page's code rather than after it: `srcset` as the page's own. */
  firstPhotoSrcSet?: string;
}

/** A listing's preview: its name; its price, kind and place; its card-size cover. */
export function listingPreview(listing: PreviewListing, origin: string): LinkPreview {
  const cover = listing.imageUrls[0];
  const firstPhotoSrcSet = cover ? sizedImageSrcSet(cover) : undefined;
  return {
    title: listing.name,
    description: `${priceText(listing, 'en')} · ${LISTING_TYPE_TEXT[listing.type].label} in ${listing.city}, ${listing.district}`,
    url: new URL(listingPath(listing._id), origin).href,
    ...(cover ? { imageUrl: new URL(imageSizeUrl(cover, 'card'), origin).href } : {}),
    ...(firstPhotoSrcSet ? { firstPhotoSrcSet } : {}),
  };
}

function previewTags(preview: LinkPreview): string {
  const properties: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', SITE_NAME],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', preview.url],
    ...(preview.imageUrl
      ? ([
          ['og:image', preview.imageUrl],
          ['og:image:alt', preview.title],
        ] as [string, string][])
      : []),
  ];
  const names: [string, string][] = [
    ['twitter:card', preview.imageUrl ? 'summary_large_image' : 'summary'],
    ['twitter:title', preview.title],
    ['twitter:description', preview.description],
    ...(preview.imageUrl ? ([['twitter:image', preview.imageUrl]] as [string, string][]) : []),
  ];
  return [
    `<link rel="canonical" href="${escapeMarkup(preview.url)}">`,
    ...properties.map(([property, content]) => `<meta property="${property}" content="${escapeMarkup(content)}">`),
    ...names.map(([name, content]) => `<meta name="${name}" content="${escapeMarkup(content)}">`),
  ].join('');
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*">/;

/**
 * The app's index.html with the page's title and description in place of the site's, and the
 * preview tags early in the head (some crawlers read only the start of a page).
 */
export function withPreview(indexHtml: string, preview: LinkPreview): string {
  const photoPreload = preview.firstPhotoSrcSet
    ? `<link rel="preload" as="image" imagesrcset="${escapeMarkup(preview.firstPhotoSrcSet)}" imagesizes="${LISTING_PHOTO_SIZES}" fetchpriority="high">`
    : '';
  const titleAndTags = `<title>${escapeMarkup(`${preview.title} | ${SITE_NAME}`)}</title>${previewTags(preview)}${photoPreload}`;
  const description = `<meta name="description" content="${escapeMarkup(preview.description)}">`;
  const html = TITLE.test(indexHtml)
    ? indexHtml.replace(TITLE, () => titleAndTags)
    : indexHtml.replace('</head>', () => `${titleAndTags}</head>`);
  return DESCRIPTION.test(html) ? html.replace(DESCRIPTION, () => description) : html.replace('</head>', () => `${description}</head>`);
}

/** Pages of one person (an account, a dashboard) or of a secret token, which no search should list. */
const PRIVATE_PATHS = [
  PATHS.myAccount,
  PATHS.editDetails,
  PATHS.createListing,
  PATHS.myListings,
  PATHS.myFavorites,
  PATHS.updateListingPattern,
  PATHS.dashboardHome,
  PATHS.dashboardSection,
  PATHS.resetPasswordPattern,
  PATHS.confirmEmailPattern,
].map((path) => (path.includes(':') ? path.slice(0, path.indexOf(':')) : path));

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

/** The public pages worth listing, and every approved listing with its last change. */
export function sitemapXml(origin: string, { listings }: SitemapListings): string {
  const entry = (path: string, lastModified?: string) =>
    `<url><loc>${escapeMarkup(new URL(path, origin).href)}</loc>${lastModified ? `<lastmod>${escapeMarkup(lastModified)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(PATHS.home),
    entry(PATHS.search),
    entry(PATHS.about),
    ...listings.map((listing) => entry(listingPath(listing._id), listing.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
