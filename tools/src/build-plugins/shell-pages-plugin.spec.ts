import path from 'node:path';
import { REPO_ROOT } from '@nivasa/shell-server/src/ports';
import { LANGUAGES } from '@nivasa/contracts/languages';
import { renderAntdStyles } from './antd-styles';
import { renderPrerendered, type PrerenderedPages } from './prerender';
import { inertForms } from './shell-pages-plugin';

const SHELL_DIR = path.join(REPO_ROOT, 'shell');

describe("the shell's own pages drawn at build time", () => {
  let pages: PrerenderedPages;
  let stylesheet: string;
  beforeAll(async () => {
    const [drawn, sheets] = await Promise.all([
      renderPrerendered(SHELL_DIR, './src/app/prerendered-pages.tsx'),
      renderAntdStyles(SHELL_DIR, './src/app/antd-styles.tsx'),
    ]);
    pages = drawn;
    stylesheet = sheets['@nivasa/ui/antd'];
  }, 60_000);

  it('are sign-in and sign-up, in every language', () => {
    const headings = { en: 'Sign In', si: 'පිවිසෙන්න', ta: 'உள்நுழைக' };
    for (const language of LANGUAGES) {
      expect(Object.keys(pages[language]).sort()).toEqual(['/sign-in', '/sign-up']);
      expect(pages[language]['/sign-in']).toContain(`>${headings[language]}</h1>`);
    }
    expect(pages.ta['/sign-in']).toContain('href="/ta/sign-up"');
  });

  it("carry antd's classes as the build's stylesheet of antd's styles names them", () => {
    const html = pages.en['/sign-in'];
    expect(html).toMatch(/<form[^>]*class="ant-form /);
    expect(html).not.toContain('css-dev-only');
    const hashes = new Set(html.match(/\bcss-[a-z0-9]{6,}\b/g));
    expect(hashes.size).toBe(1);
    for (const hash of hashes) expect(stylesheet).toContain(`:where(.${hash})`);
    // The theme's CSS variables under the one name the theme gives them, in the stylesheet too.
    const variableBlocks = new Set(html.match(/\bant-[a-z-]+-css-var\b/g));
    expect([...variableBlocks]).toEqual(expect.arrayContaining(['ant-form-css-var', 'ant-input-css-var']));
    for (const block of variableBlocks) expect(stylesheet).toContain(`.css-var-nivasa.${block}{`);
    expect(stylesheet).toContain('.css-var-nivasa{--ant-');
  });

  it('cannot be sent before the app takes over: submit buttons become plain buttons, marked, and nothing else changes', () => {
    const html = pages.en['/sign-in'];
    expect(html.match(/<button type="submit" class="ant-btn/g)).toHaveLength(1);
    const inert = inertForms(html);
    expect(inert).not.toContain('type="submit"');
    expect(inert.match(/<button type="button" data-painted-button="" class="ant-btn/g)).toHaveLength(1);
    const withoutTypes = (text: string) => text.replace(' data-painted-button=""', '').replace(/type="(submit|button)"/g, '');
    expect(withoutTypes(inert)).toBe(withoutTypes(html));
  });
});
