/**
 * The page the service worker shows for a page never saved, asked for without a connection: one
 * static file per language (no script: the pages' policy allows none inline, and it must work
 * with nothing else cached), in the brand's colours, with the ways that still work.
 */
import { escapeMarkup } from '../../../services/shell-server/src/link-preview-documents';
import { webAppManifestOf } from '../../../services/shell-server/src/localised-files';
import type { Language, Translation } from '../../../services/contracts/src/languages';
import { languagePrefix } from '../../../services/contracts/src/language-paths';
import { PATHS } from '../../../services/contracts/src/paths';
import { OFFLINE_PAGE_TEXT } from '../../../shell/src/features/offline/messages';
import { OFFLINE_PAGE_TEXT as OFFLINE_PAGE_TEXT_SI } from '../../../shell/src/features/offline/messages.si';
import { OFFLINE_PAGE_TEXT as OFFLINE_PAGE_TEXT_TA } from '../../../shell/src/features/offline/messages.ta';
import { colors, fontStackOf } from '../../../shell/ui/src/theme';
import { appIconSvg } from './app-icon';

const TEXTS: Record<Language, Translation<typeof OFFLINE_PAGE_TEXT.en>> = {
  en: OFFLINE_PAGE_TEXT.en,
  si: OFFLINE_PAGE_TEXT_SI,
  ta: OFFLINE_PAGE_TEXT_TA,
};

export function offlinePage(language: Language): string {
  const text = TEXTS[language];
  const prefix = languagePrefix(language);
  const link = (href: string, label: string) => `<a href="${escapeMarkup(href)}">${escapeMarkup(label)}</a>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${colors.primary}">
<meta name="robots" content="noindex">
<title>${escapeMarkup(text.title)} | Nivasa</title>
<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(appIconSvg())}">
<link rel="manifest" href="${webAppManifestOf(language)}">
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:${fontStackOf(language)};background:${colors.background};color:${colors.text}}
main{max-width:28rem;margin:1.5rem;padding:2rem 1.5rem;background:${colors.surface};border:1px solid ${colors.border};border-radius:12px;text-align:center}
h1{font-size:1.5rem;margin:1rem 0 .5rem}p{line-height:1.6;color:${colors.textMuted}}
nav{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center;margin-top:1.5rem}
a{display:inline-block;min-height:44px;box-sizing:border-box;padding:.6rem 1.1rem;border-radius:8px;border:1px solid ${colors.primary};color:${colors.primary};text-decoration:none;font-weight:600}
a:first-child{background:${colors.primary};color:#fff}a:focus-visible{outline:3px solid ${colors.accent};outline-offset:2px}
</style>
</head>
<body>
<main>
<img src="data:image/svg+xml,${encodeURIComponent(appIconSvg())}" width="56" height="56" alt="">
<h1>${escapeMarkup(text.title)}</h1>
<p>${escapeMarkup(text.text)}</p>
<nav>${link('', text.tryAgain)}${link(`${prefix}${PATHS.myFavorites}`, text.favourites)}${link(`${prefix}/`, text.home)}</nav>
</main>
</body>
</html>
`;
}
