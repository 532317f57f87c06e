import { alternatePaths, languageOfPath, languagePrefix, localisedPath, pathWithoutLanguage } from './language-paths';

describe('the language in the address', () => {
  it('reads the language of a path: a prefix of si or ta, else English', () => {
    expect(languageOfPath('/si/search')).toBe('si');
    expect(languageOfPath('/ta')).toBe('ta');
    expect(languageOfPath('/ta/')).toBe('ta');
    expect(languageOfPath('/search')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
    // Only a whole first segment counts, and English has no prefix of its own.
    expect(languageOfPath('/sitemap.xml')).toBe('en');
    expect(languageOfPath('/tamil')).toBe('en');
    expect(languageOfPath('/en/search')).toBe('en');
    expect(languageOfPath('/fr/search')).toBe('en');
  });

  it('takes the language off a path', () => {
    expect(pathWithoutLanguage('/si/listing/abc')).toBe('/listing/abc');
    expect(pathWithoutLanguage('/si')).toBe('/');
    expect(pathWithoutLanguage('/ta/')).toBe('/');
    expect(pathWithoutLanguage('/search')).toBe('/search');
  });

  it('puts a page in another language, keeping the page and its query', () => {
    expect(localisedPath('/search?type=annex', 'si')).toBe('/si/search?type=annex');
    expect(localisedPath('/si/search?type=annex', 'ta')).toBe('/ta/search?type=annex');
    expect(localisedPath('/ta/my-listings', 'en')).toBe('/my-listings');
    expect(localisedPath('/', 'si')).toBe('/si/');
    expect(localisedPath('/si', 'en')).toBe('/');
    expect(languagePrefix('en')).toBe('');
    expect(languagePrefix('ta')).toBe('/ta');
  });

  it('names a page in every language', () => {
    expect(alternatePaths('/ta/listing/1')).toEqual({ en: '/listing/1', si: '/si/listing/1', ta: '/ta/listing/1' });
  });
});
