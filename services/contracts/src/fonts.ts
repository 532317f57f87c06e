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
