import { SITE_TEXT } from '../../../services/contracts/src/messages';
import { colors } from '../../../shell/ui/src/theme';

const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${colors.primary}"/><path d="M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z" fill="#fff"/></svg>`,
)}`;

/** The page every app's HtmlRspackPlugin writes: its title, and the prerendered frame in #root when there is one. */
export function indexHtml(title: string, body = ''): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${SITE_TEXT.description}" />
    <meta name="theme-color" content="${colors.primary}" />
    <title>${title}</title>
    <link rel="icon" href="${FAVICON}" />
  </head>
  <body>
    <noscript>Nivasa needs JavaScript to run.</noscript>
    <div id="root">${body}</div>
  </body>
</html>
`;
}
