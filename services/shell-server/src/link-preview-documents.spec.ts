import { LISTING_PHOTO_SIZES } from '@nivasa/contracts/api';
import {
  escapeMarkup,
  isPublicPath,
  listingPreview,
  robotsTxt,
  sitemapXml,
  withPreview,
  type PreviewListing,
} from './link-preview-documents';
import { listingTypeText, siteText } from './page-texts';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Nivasa: places to stay.">' +
  '<title>Nivasa | Places to stay</title><script defer src="/main.1a2b3c4d5e.js"></script></head><body><div id="root"></div></body></html>';

const listing: PreviewListing = {
  _id: '64b7f0c2a1b2c3d4e5f60719',
  name: 'Annex "Lake View" <near> Kandy & Co',
  type: 'annex',
  rent: 45_000,
  rentType: 'monthly',
  district: 'Kandy',
  city: 'Peradeniya',
  imageUrls: ['/api/images/0123456789abcdef01234567', '/api/images/0123456789abcdef01234568'],
};

/** The content of each meta tag of the head, by property or name; a property given more than once, its contents space-separated. */
function metaTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, key = '', value = ''] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    tags[key] = key in tags ? `${tags[key]} ${value}` : value;
  }
  return tags;
}

describe('link preview documents', () => {
  it('escapes what would end an attribute or open a tag', () => {
    expect(escapeMarkup(`<script>"a" & 'b'</script>`)).toBe('&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;');
  });

  it("describes a listing by its name, price, kind and place, with its cover's card size", () => {
    expect(listingPreview(listing, 'https://nivasa.lk')).toEqual({
      language: 'en',
      title: 'Annex "Lake View" <near> Kandy & Co',
      description: 'Rs. 45,000 / monthly · Annex in Peradeniya, Kandy',
      url: 'https://nivasa.lk/listing/64b7f0c2a1b2c3d4e5f60719',
      imageUrl: 'https://nivasa.lk/api/images/0123456789abcdef01234567?size=card',
      firstPhotoSrcSet:
        '/api/images/0123456789abcdef01234567?size=card 720w, /api/images/0123456789abcdef01234567?size=detail 1280w, ' +
        '/api/images/0123456789abcdef01234567?size=full 1920w',
    });
    const forSale = listingPreview({ ...listing, type: 'fullhousesale', rentType: undefined, rent: 9_500_000 }, 'http://localhost:3000');
    expect(forSale.description).toBe('Rs. 9,500,000 · House for Sale in Peradeniya, Kandy');
  });

  it('puts the preview in the head, escaped, in place of the site-wide title and description', () => {
    const html = withPreview(INDEX_HTML, listingPreview(listing, 'https://nivasa.lk'));
    const escapedName = 'Annex &quot;Lake View&quot; &lt;near&gt; Kandy &amp; Co';
    expect(metaTags(html)).toEqual({
      description: 'Rs. 45,000 / monthly · Annex in Peradeniya, Kandy',
      'og:type': 'website',
      'og:site_name': 'Nivasa',
      'og:locale': 'en_LK',
      'og:locale:alternate': 'si_LK ta_LK',
      'og:title': escapedName,
      'og:description': 'Rs. 45,000 / monthly · Annex in Peradeniya, Kandy',
      'og:url': 'https://nivasa.lk/listing/64b7f0c2a1b2c3d4e5f60719',
      'og:image': 'https://nivasa.lk/api/images/0123456789abcdef01234567?size=card',
      'og:image:alt': escapedName,
      'twitter:card': 'summary_large_image',
      'twitter:title': escapedName,
      'twitter:description': 'Rs. 45,000 / monthly · Annex in Peradeniya, Kandy',
      'twitter:image': 'https://nivasa.lk/api/images/0123456789abcdef01234567?size=card',
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${escapedName} | Nivasa</title>`);
    expect(html).toContain('<link rel="canonical" href="https://nivasa.lk/listing/64b7f0c2a1b2c3d4e5f60719">');
    expect(html).not.toContain('<near>');
    // The photo the page opens on starts with its code, picked from the same sizes as the page's own.
    expect(html).toContain(
      `<link rel="preload" as="image" imagesrcset="${listingPreview(listing, 'https://nivasa.lk').firstPhotoSrcSet}" ` +
        `imagesizes="${LISTING_PHOTO_SIZES}" fetchpriority="high">`,
    );
    // The rest of the page as built.
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8">/);
    expect(html).toContain('<script defer src="/main.1a2b3c4d5e.js"></script></head><body><div id="root"></div></body></html>');
  });

  it("describes a listing in the page's language, its place by its Sinhala or Tamil names, at that language's address", () => {
    const sinhala = listingPreview(listing, 'https://nivasa.lk', 'si');
    expect(sinhala).toMatchObject({
      language: 'si',
      title: listing.name,
      description: `රු. 45,000 / monthly · ${listingTypeText('si').annex.label} · පේරාදෙණිය, මහනුවර`,
      url: 'https://nivasa.lk/si/listing/64b7f0c2a1b2c3d4e5f60719',
    });
    expect(listingTypeText('si').annex.label).toMatch(/^[\u0D80-\u0DFF]/);
    const tamil = listingPreview(listing, 'https://nivasa.lk', 'ta');
    expect(tamil.description).toBe(`ரூ. 45,000 / monthly · ${listingTypeText('ta').annex.label} · பேராதனை, கண்டி`);
    expect(tamil.url).toBe('https://nivasa.lk/ta/listing/64b7f0c2a1b2c3d4e5f60719');
    // A town the place names do not know keeps the name the owner gave.
    expect(listingPreview({ ...listing, city: 'Hantana Road' }, 'https://nivasa.lk', 'si').description).toContain('Hantana Road, මහනුවර');

    const html = withPreview(INDEX_HTML, tamil);
    expect(metaTags(html)).toMatchObject({
      'og:locale': 'ta_LK',
      'og:locale:alternate': 'en_LK si_LK',
      'og:site_name': siteText('ta').name,
    });
    expect(html).toContain(`<title>${escapeMarkup(`${listing.name} | ${siteText('ta').name}`)}</title>`);
    expect(html).toContain('<link rel="canonical" href="https://nivasa.lk/ta/listing/64b7f0c2a1b2c3d4e5f60719">');
  });

  it('adds a title and description to a page without them', () => {
    const html = withPreview('<html><head></head><body></body></html>', listingPreview(listing, 'https://nivasa.lk'));
    expect(html).toContain('<title>Annex &quot;Lake View&quot; &lt;near&gt; Kandy &amp; Co | Nivasa</title>');
    expect(metaTags(html).description).toBe('Rs. 45,000 / monthly · Annex in Peradeniya, Kandy');
  });

  it('keeps replacement patterns in a name as text', () => {
    const html = withPreview(INDEX_HTML, listingPreview({ ...listing, name: "Room $& $' $1 for students" }, 'https://nivasa.lk'));
    expect(metaTags(html)['og:title']).toBe('Room $&amp; $&#39; $1 for students');
  });

  it('keeps crawlers out of account, dashboard and token pages in every language, and points them to the sitemap', () => {
    const privatePaths = [
      '/my-account',
      '/edit-details',
      '/create-listing',
      '/my-listings',
      '/my-favorites',
      '/update-listing/',
      '/dashboard-home',
      '/dashboard/',
      '/reset-password/',
      '/confirm-email/',
      '/messages',
      '/messages/',
    ];
    expect(robotsTxt('https://nivasa.lk')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        ...['', '/si', '/ta'].flatMap((prefix) => privatePaths.map((path) => `Disallow: ${prefix}${path}`)),
        '',
        'Sitemap: https://nivasa.lk/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('lists the public pages and each listing with its last change, each with its address in every language', () => {
    const alternates = (path: string) =>
      [
        `<xhtml:link rel="alternate" hreflang="en" href="https://nivasa.lk${path}"/>`,
        `<xhtml:link rel="alternate" hreflang="si" href="https://nivasa.lk/si${path}"/>`,
        `<xhtml:link rel="alternate" hreflang="ta" href="https://nivasa.lk/ta${path}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="https://nivasa.lk${path}"/>`,
      ].join('');
    const xml = sitemapXml('https://nivasa.lk', { listings: [{ _id: listing._id, updatedAt: '2026-01-02T03:04:05.000Z' }] });
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...['/', '/search', '/about', '/renting-safely'].map((path) => `<url><loc>https://nivasa.lk${path}</loc>${alternates(path)}</url>`),
        `<url><loc>https://nivasa.lk/listing/${listing._id}</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>${alternates(`/listing/${listing._id}`)}</url>`,
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('counts as public what robots.txt lets crawlers read', () => {
    expect(['/', '/search', '/about', '/listing/64b7f0c2a1b2c3d4e5f60719', '/sign-in'].filter(isPublicPath)).toHaveLength(5);
    expect(['/my-account', '/dashboard/analytics', '/update-listing/1', '/reset-password/abc'].filter(isPublicPath)).toEqual([]);
    expect(['/messages', '/messages/64b7f0c2a1b2c3d4e5f60719'].filter(isPublicPath)).toEqual([]);
  });
});
