import type { Language } from './languages';

/**
 * The stylesheets of the self-hosted Noto Sans Sinhala and Tamil subsets (the shell's build
 * writes them): a page links only its own language's, so an English page downloads no Sinhala
 * or Tamil font.
 */
export const FONT_STYLESHEETS: Record<Exclude<Language, 'en'>, string> = {
  si: '/fonts/sinhala.css',
  ta: '/fonts/tamil.css',
};

/** Each stylesheet's regular face, which a page in its language preloads: most of its text is set in it. */
export const FONT_PRELOADS: Record<Exclude<Language, 'en'>, string> = {
  si: '/fonts/noto-sans-sinhala-sinhala-400-normal.woff2',
  ta: '/fonts/noto-sans-tamil-tamil-400-normal.woff2',
};
