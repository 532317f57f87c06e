import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { BAD_REQUEST_PAGE_TEXT, MESSAGES, SITE_TEXT } from '@nivasa/contracts/messages';
import { PATHS } from '@nivasa/contracts/paths';
import { colors } from '../../../shell/ui/src/theme';
import { escapeMarkup } from './link-preview-documents';

/**
 * Requests the servers cannot read (an address with broken percent-encoding, a Host header that
 * names no host) get the site's own 400 page: never Express's default page, whose stack trace
 * shows server paths, and never cached, so one bad request cannot spoil a good address.
 */

// A host name, an IPv4 or a bracketed IPv6 address, and an optional port (RFC 9110 section 7.2).
const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9_.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const { code, title, text, home } = BAD_REQUEST_PAGE_TEXT;
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeMarkup(`${title} | ${SITE_TEXT.name}`)}</title>
    <style>
      body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: ${colors.text}; }
      main { max-width: 520px; margin: 48px auto; padding: 0 16px; text-align: center; }
      .code { margin: 0; font-size: 4.5rem; font-weight: 800; line-height: 1; color: ${colors.primary}; }
      h1 { margin: 12px 0 8px; font-size: 1.6rem; }
      p { color: ${colors.textMuted}; }
      a { display: inline-block; margin-top: 20px; padding: 10px 20px; border-radius: 8px; background: ${colors.primary}; color: #fff; text-decoration: none; }
    </style>
  </head>
  <body>
    <main>
      <p class="code">${escapeMarkup(code)}</p>
      <h1>${escapeMarkup(title)}</h1>
      <p>${escapeMarkup(text)}</p>
      <a href="${PATHS.home}">${escapeMarkup(home)}</a>
    </main>
  </body>
</html>
`;

export function sendBadRequestPage(res: Response): void {
  res.status(400).setHeader('Cache-Control', 'no-store');
  res.type('html').send(PAGE);
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * First of all: a Host header that names no host, or an address whose percent-encoding is
 * broken, is refused before anything reads it (every page, file and proxied call alike).
 */
export const refuseUnreadableRequests: RequestHandler = (req, res, next) => {
  const host = req.headers.host;
  if ((host !== undefined && !HOST_HEADER.test(host)) || !decodes(req.path)) return sendBadRequestPage(res);
  next();
};

/**
 * Last of all: an error Express raised for the request itself (a malformed address is a
 * URIError with status 400) gets the 400 page; any other, its status and a line of text. No
 * stack is ever sent, and none of these is cached.
 */
export const answerRequestErrors: ErrorRequestHandler = (error: { status?: number; statusCode?: number }, _req, res, next) => {
  if (res.headersSent) return next(error);
  const status = error.status ?? error.statusCode ?? 500;
  if (status === 400) return sendBadRequestPage(res);
  const known = status >= 400 && status < 600;
  if (!known || status >= 500) console.error(error);
  res.status(known ? status : 500).setHeader('Cache-Control', 'no-store');
  res.type('text/plain').send(known && status < 500 ? (STATUS_CODES[status] ?? MESSAGES.somethingWentWrong) : MESSAGES.somethingWentWrong);
};
