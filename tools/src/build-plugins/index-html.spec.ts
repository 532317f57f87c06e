import { SITE_TEXT } from '../../../services/contracts/src/messages';
import { colors } from '../../../shell/ui/src/theme';
import { indexHtml } from './index-html';

describe('indexHtml', () => {
  it("writes the app's title, the site's description and colour, and an empty root", () => {
    const page = indexHtml('Nivasa | Admin');
    expect(page).toContain('<title>Nivasa | Admin</title>');
    expect(page).toContain(`<meta name="description" content="${SITE_TEXT.description}" />`);
    expect(page).toContain(`<meta name="theme-color" content="${colors.primary}" />`);
    expect(page).toContain('<link rel="icon" href="data:image/svg+xml,');
    expect(page).toContain('<div id="root"></div>');
  });

  it('puts a prerendered frame in the root', () => {
    expect(indexHtml('Nivasa', '<header>Nivasa</header>')).toContain('<div id="root"><header>Nivasa</header></div>');
  });
});
