import { SITE_TEXT } from '../../../services/contracts/src/messages';
import { colors } from '../../../shell/ui/src/theme';
import { HEADER_END_ID } from '../../../services/contracts/src/federation';
import { indexHtml } from './index-html';

describe('indexHtml', () => {
  it("writes the app's title, the site's description and colour, and an empty root", () => {
    const page = indexHtml('Nivasa | Admin');
    expect(page).toContain('<title>Nivasa | Admin</title>');
    expect(page).toContain(`<meta name="description" content="${SITE_TEXT.description}" />`);
    expect(page).toContain(`<meta name="theme-color" content="${colors.primary}" />`);
    expect(page).toContain('<link rel="icon" href="data:image/svg+xml,');
    expect(page).toContain('<div id="root"></div>');
    expect(page).not.toContain('rel="manifest"');
  });

  it("makes the host's page installable: its web app manifest and home-screen icon", () => {
    const page = indexHtml('Nivasa', '', { installable: true });
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(page).toContain('<link rel="apple-touch-icon" href="/icons/icon-192.png" />');
  });

  it('puts a prerendered frame in the root', () => {
    const page = indexHtml('Nivasa', '<header>Nivasa</header>');
    expect(page).toContain('<div id="root"><header>Nivasa</header></div>');
    expect(page).not.toContain('rel="expect"');
  });

  it("holds the first paint of a frame with the shell's header until the header's end is parsed", () => {
    const page = indexHtml('Nivasa', `<header><a>Nivasa</a><span id="${HEADER_END_ID}" hidden=""></span></header>`);
    expect(page).toContain(`<link rel="expect" href="#${HEADER_END_ID}" blocking="render" />`);
  });
});
