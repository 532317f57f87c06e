import { SITE_TEXT } from '../../../services/contracts/src/messages';
import { colors } from '../../../shell/ui/src/theme';
import { APP_ICONS, appIconSvg } from './app-icon';
import { webAppManifestOf } from '../../../services/shell-server/src/localised-files';
import { HEADER_END_ID } from '../../../services/contracts/src/federation';

const FAVICON = `data:image/svg+xml,${encodeURIComponent(appIconSvg())}`;

/** The host's page names its web app manifest (the server names the page language's) and the icon a phone's home screen shows. */
const INSTALLABLE = `
    <link rel="manifest" href="${webAppManifestOf('en')}" />
    <link rel="apple-touch-icon" href="${APP_ICONS[0].src}" />`;

/** A frame with the shell's header paints once the whole header is parsed, never half of it. */
const HEADER_WHOLE = `
    <link rel="expect" href="#${HEADER_END_ID}" blocking="render" />`;

/**
 * The page every app's HtmlRspackPlugin writes: its title, and the prerendered frame in #root when
 * there is one; the host's is installable.
 */
export function indexHtml(title: string, body = '', { installable = false }: { installable?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${SITE_TEXT.description}" />
    <meta name="theme-color" content="${colors.primary}" />
    <title>${title}</title>
    <link rel="icon" href="${FAVICON}" />${installable ? INSTALLABLE : ''}${body.includes(`id="${HEADER_END_ID}"`) ? HEADER_WHOLE : ''}
  </head>
  <body>
    <noscript>Nivasa needs JavaScript to run.</noscript>
    <div id="root">${body}</div>
  </body>
</html>
`;
}
