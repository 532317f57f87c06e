/**
 * What crawlers read, since they run no JavaScript: a listing page's preview tags in the app's
 * index.html, robots.txt and sitemap.xml. Pure text in, text out.
 */
import { imageSizeUrl, LISTING_PHOTO_SIZES, type Listing, type SitemapListings, sizedImageSrcSet } from '@nivasa/contracts/api';
import { isDistrict } from '@nivasa/contracts/districts';
import { alternatePaths } from '@nivasa/contracts/language-paths';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@nivasa/contracts/languages';
import { listingPath, PATHS } from '@nivasa/contracts/paths';
import { PLACE_NAMES } from '@nivasa/contracts/place-names';
import { priceText } from '@nivasa/contracts/price';
import { LINK_PREVIEW_TEXTS } from './messages';
import { listingTypeText, siteText } from './page-texts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe in HTML and XML, in elements and quoted attributes alike. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

/** The fields of a listing its preview shows. */
export type PreviewListing = Pick<Listing, '_id' | 'name' | 'type' | 'rent' | 'rentType' | 'district' | 'city' | 'imageUrls'>;

export interface LinkPreview {
  /** The language the preview is written in, its page's. */
  language: Language;
  title: string;
  description: string;
  /** Absolute addresses. */
  url: string;
  imageUrl?: string;
  /** The photo the page opens on, fetched with the page's code rather than after it: `srcset` as the page's own. */
  firstPhotoSrcSet?: string;
}

/** 'Peradeniya, Kandy', its town's and district's names in `language` where they are known. */
function placeText({ city, district }: Pick<PreviewListing, 'city' | 'district'>, language: Language): string {
  if (language === 'en' || !isDistrict(district)) return `${city}, ${district}`;
  const names = PLACE_NAMES[district];
  return `${names.towns[city]?.[language] ?? city}, ${names.district[language]}`;
}

/** A listing's preview in `language`: its name; its price, kind and place; its card-size cover. */
export function listingPreview(listing: PreviewListing, origin: string, language: Language = DEFAULT_LANGUAGE): LinkPreview {
  const cover = listing.imageUrls[0];
  const firstPhotoSrcSet = cover ? sizedImageSrcSet(cover) : undefined;
  const kind = listingTypeText(language)[listing.type].label;
  return {
    language,
    title: listing.name,
    description: LINK_PREVIEW_TEXTS[language].listingDescription(priceText(listing, language), kind, placeText(listing, language)),
    url: new URL(alternatePaths(listingPath(listing._id))[language], origin).href,
    ...(cover ? { imageUrl: new URL(imageSizeUrl(cover, 'card'), origin).href } : {}),
    ...(firstPhotoSrcSet ? { firstPhotoSrcSet } : {}),
  };
}

/** Open Graph's names of the site's languages, as spoken in Sri Lanka. */
const OG_LOCALES: Record<Language, string> = { en: 'en_LK', si: 'si_LK', ta: 'ta_LK' };

function previewTags(preview: LinkPreview): string {
  const properties: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', siteText(preview.language).name],
    ['og:locale', OG_LOCALES[preview.language]],
    ...LANGUAGES.filter((language) => language !== preview.language).map((language): [string, string] => [
      'og:locale:alternate',
      OG_LOCALES[language],
    ]),
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
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** The page with `titleTags` (its `<title>`, and what belongs beside it) in place of its title, and its description `description`. */
export function withTitleAndDescription(indexHtml: string, titleTags: string, description: string): string {
  const meta = `<meta name="description" content="${escapeMarkup(description)}">`;
  const html = TITLE.test(indexHtml)
    ? indexHtml.replace(TITLE, () => titleTags)
    : indexHtml.replace('</head>', () => `${titleTags}</head>`);
  return DESCRIPTION.test(html) ? html.replace(DESCRIPTION, () => meta) : html.replace('</head>', () => `${meta}</head>`);
}

/**
 * The app's index.html with the page's title and description in place of the site's, and the
 * preview tags early in the head (some crawlers read only the start of a page).
 */
export function withPreview(indexHtml: string, preview: LinkPreview): string {
  const photoPreload = preview.firstPhotoSrcSet
    ? `<link rel="preload" as="image" imagesrcset="${escapeMarkup(preview.firstPhotoSrcSet)}" imagesizes="${LISTING_PHOTO_SIZES}" fetchpriority="high">`
    : '';
  const title = `<title>${escapeMarkup(`${preview.title} | ${siteText(preview.language).name}`)}</title>`;
  return withTitleAndDescription(indexHtml, `${title}${previewTags(preview)}${photoPreload}`, preview.description);
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
  // Issue 20: a person's enquiry threads.
  PATHS.messages,
  PATHS.messageThreadPattern,
].map((path) => (path.includes(':') ? path.slice(0, path.indexOf(':')) : path));

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // In every language: /si/my-account is as private as /my-account.
    ...LANGUAGES.flatMap((language) => PRIVATE_PATHS.map((path) => `Disallow: ${alternatePaths(path)[language]}`)),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

/** Whether search engines may list a page (its path without a language): the pages of robots.txt's Disallow lines are not. */
export function isPublicPath(path: string): boolean {
  return !PRIVATE_PATHS.some((privatePath) => (privatePath.endsWith('/') ? path.startsWith(privatePath) : path === privatePath));
}

/**
 * The public pages worth listing, and every approved listing with its last change; each at its
 * English address with its Sinhala and Tamil ones as alternates (one entry per page, not per
 * language: the sitemap's 50,000 addresses are for the listings).
 */
export function sitemapXml(origin: string, { listings }: SitemapListings): string {
  const absolute = (path: string) => escapeMarkup(new URL(path, origin).href);
  const entry = (path: string, lastModified?: string) => {
    const alternates = alternatePaths(path);
    const links = [...LANGUAGES.map((language) => [language, alternates[language]]), ['x-default', alternates[DEFAULT_LANGUAGE]]]
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(href)}"/>`)
      .join('');
    return `<url><loc>${absolute(path)}</loc>${lastModified ? `<lastmod>${escapeMarkup(lastModified)}</lastmod>` : ''}${links}</url>`;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    entry(PATHS.home),
    entry(PATHS.search),
    entry(PATHS.about),
    entry(PATHS.rentingSafely),
    ...listings.map((listing) => entry(listingPath(listing._id), listing.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
