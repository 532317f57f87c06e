import type { Language } from './languages';

/**
 * A Sinhala or Tamil page's two font stylesheets (the shell's build writes them). An English page
 * has neither, so it downloads no Sinhala or Tamil font.
 */
export interface FontStylesheets {
  /** The device's own font held to Noto's line metrics: the server writes these rules into the page, for its first paint. */
  deviceFaces: string;
  /** The self-hosted Noto Sans subsets: the page links them once its code runs, so their download never holds the first paint back. */
  webFaces: string;
}

export const FONT_STYLESHEETS: Record<Exclude<Language, 'en'>, FontStylesheets> = {
  si: { deviceFaces: '/fonts/sinhala-fallback.css', webFaces: '/fonts/sinhala.css' },
  ta: { deviceFaces: '/fonts/tamil-fallback.css', webFaces: '/fonts/tamil.css' },
};
