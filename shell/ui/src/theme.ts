/** Nivasa's design tokens: one calm teal brand, system fonts, one mobile breakpoint. */
import type { Language } from '@nivasa/contracts/languages';
import type { ThemeConfig } from './antd';

export const colors = {
  primary: '#0f766e',
  primaryHover: '#115e59',
  primarySoft: '#e3f2ef',
  accent: '#f2a541',
  text: '#1c2b2a',
  textMuted: '#51615f',
  /** A field's placeholder and disabled text: lighter than text, at least 4.5:1 on white, the background and a disabled field's grey. */
  textPlaceholder: '#627070',
  border: '#dfe7e5',
  surface: '#ffffff',
  background: '#f6f8f7',
  footer: '#0c3533',
  footerText: '#cfe3df',
  success: '#1a7f37',
  danger: '#b42318',
  dangerSoft: '#fdecea',
} as const;

/** Latin letters in the system's font. */
const SYSTEM_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/**
 * Sinhala and Tamil letters in Noto Sans Sinhala and Tamil, which their pages load
 * (/fonts/*.css), and until they arrive in the device's own font held to their metrics, so the
 * swap moves nothing. The script's faces come first: they cover only its letters, so Latin text
 * passes them by, while Sinhala or Tamil text finds its font without a search through the Latin
 * ones (which made a Sinhala page's first layout take 2-3 times English's). Only the page's own
 * language names them: a family the page does not define is a search of the device's fonts for
 * every size and weight, which cost an English page's first layout about 50 ms at 4x CPU.
 */
const SCRIPT_FACES = {
  si: "'Noto Sans Sinhala Subset', 'Noto Sans Sinhala Fallback'",
  ta: "'Noto Sans Tamil Subset', 'Noto Sans Tamil Fallback'",
} as const satisfies Record<Exclude<Language, 'en'>, string>;

/** The fonts of a page in `language`, spelt out, for what takes no CSS variable: a canvas, a static page. */
export function fontStackOf(language: Language): string {
  return language === 'en' ? SYSTEM_FONTS : `${SCRIPT_FACES[language]}, ${SYSTEM_FONTS}`;
}

/** The fonts of every page's text: the script's faces come from `<html lang>` (scriptFacesRules). */
export const fontStack = `var(--script-faces,) ${SYSTEM_FONTS}`;

/** Sets `--script-faces` for a Sinhala or Tamil page; part of the global style. */
export const scriptFacesRules = (Object.keys(SCRIPT_FACES) as (keyof typeof SCRIPT_FACES)[])
  .map((language) => `html:lang(${language}) { --script-faces: ${SCRIPT_FACES[language]}, ; }`)
  .join('\n');

/** Below this width the header folds its links into a menu and layouts stack. */
export const MOBILE_MAX_WIDTH = 767;

export const media = {
  mobile: `@media (max-width: ${MOBILE_MAX_WIDTH}px)`,
  desktop: `@media (min-width: ${MOBILE_MAX_WIDTH + 1}px)`,
} as const;

export const radius = { small: '6px', medium: '10px', large: '16px', pill: '999px' } as const;

export const shadow = {
  card: '0 1px 2px rgba(16, 42, 40, 0.06), 0 4px 16px rgba(16, 42, 40, 0.06)',
  raised: '0 8px 30px rgba(16, 42, 40, 0.16)',
} as const;

/** The same brand for the antd forms and tables of the pages that use antd. */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: colors.primary,
    colorError: colors.danger,
    colorText: colors.text,
    // antd's own greys for a field's help, placeholder and disabled text are under 4.5:1 (a
    // disabled field still says something: the town's 'Choose a district first').
    colorTextDescription: colors.textMuted,
    colorTextPlaceholder: colors.textPlaceholder,
    colorTextDisabled: colors.textPlaceholder,
    fontFamily: fontStack,
    borderRadius: 8,
  },
  // One name for the theme's CSS variables wherever antd draws, in the browser, at build time and
  // on a server: by default each ConfigProvider names them from React's useId, which differs
  // between those renders, so the build's stylesheet (antd-styles.ts) and a page drawn ahead of
  // time would miss the browser's. There is one theme, so one name is enough.
  cssVar: { key: 'css-var-nivasa' },
};
