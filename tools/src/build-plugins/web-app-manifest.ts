/**
 * The web app manifest of each language, which makes Nivasa installable on a phone: its name and
 * description in the language, its start page, the brand's colours and the icons (app-icon.ts).
 * Each language's page names its own (the shell's server swaps the link); all share one `id`, so
 * they are one app.
 */
import type { Language } from '../../../services/contracts/src/languages';
import { languagePrefix } from '../../../services/contracts/src/language-paths';
import { SITE_TEXT } from '../../../services/contracts/src/messages';
import { SITE_TEXT_SI } from '../../../services/contracts/src/messages.si';
import { SITE_TEXT_TA } from '../../../services/contracts/src/messages.ta';
import { colors } from '../../../shell/ui/src/theme';
import { APP_ICONS } from './app-icon';

const SITE_TEXTS = { en: SITE_TEXT, si: SITE_TEXT_SI, ta: SITE_TEXT_TA } as const;

export function webAppManifest(language: Language): string {
  const text = SITE_TEXTS[language];
  return JSON.stringify(
    {
      id: '/',
      name: text.name,
      short_name: text.name,
      description: text.description,
      lang: language,
      dir: 'ltr',
      start_url: `${languagePrefix(language)}/`,
      scope: '/',
      display: 'standalone',
      theme_color: colors.primary,
      background_color: colors.background,
      icons: APP_ICONS,
    },
    null,
    2,
  );
}
