import { fontStack, fontStackOf, scriptFacesRules } from './theme';

describe('the fonts', () => {
  it("spells out a page language's stack: its own script's faces first, none on an English page", () => {
    expect(fontStackOf('en')).toMatch(/^system-ui,/);
    expect(fontStackOf('en')).not.toContain('Noto Sans Sinhala');
    expect(fontStackOf('si')).toMatch(/^'Noto Sans Sinhala Subset', 'Noto Sans Sinhala Fallback', system-ui,/);
    expect(fontStackOf('ta')).toMatch(/^'Noto Sans Tamil Subset', 'Noto Sans Tamil Fallback', system-ui,/);
    expect(fontStackOf('ta')).not.toContain('Sinhala');
  });

  it('gives the styled stack the same faces through <html lang>', () => {
    expect(fontStack).toBe(`var(--script-faces,) ${fontStackOf('en')}`);
    expect(scriptFacesRules).toContain("html:lang(si) { --script-faces: 'Noto Sans Sinhala Subset', 'Noto Sans Sinhala Fallback', ; }");
    expect(scriptFacesRules).toContain("html:lang(ta) { --script-faces: 'Noto Sans Tamil Subset', 'Noto Sans Tamil Fallback', ; }");
  });
});
