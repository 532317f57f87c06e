import { isLanguage, preferredLanguage } from './languages';

describe('languages', () => {
  it('knows the three site languages and nothing else', () => {
    expect(['en', 'si', 'ta'].every(isLanguage)).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage('SI')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it.each([
    ['si', 'si'],
    ['ta-LK', 'ta'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR, ta;q=0.8, si;q=0.9', 'si'],
    ['si;q=0.2, ta;q=0.7', 'ta'],
    ['TA-lk', 'ta'],
  ])('reads %p as %p', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });

  it.each([[undefined], [''], ['fr, de;q=0.5'], ['si;q=0'], ['ta;q=abc'], ['si;q=2']])('finds no site language in %p', (header) => {
    expect(preferredLanguage(header)).toBeUndefined();
  });

  it('reads only the start of a very long header', () => {
    expect(preferredLanguage(`${'xx;q=0.1,'.repeat(5000)}ta`)).toBeUndefined();
    expect(preferredLanguage(`si,${'xx,'.repeat(5000)}`)).toBe('si');
  });
});
