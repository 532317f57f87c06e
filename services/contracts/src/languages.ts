/** The site's languages: English (the default, at today's paths), Sinhala under /si/, Tamil under /ta/. */
export const LANGUAGES = ['en', 'si', 'ta'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, the same on every page: a reader finds theirs in any language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A header longer than this is read only this far: a client cannot make the parse costly. */
const ACCEPT_LANGUAGE_MAX_LENGTH = 256;
const ACCEPT_LANGUAGE_MAX_ENTRIES = 16;

/**
 * The site language an Accept-Language header prefers most (q-values honoured, `si-LK` counts
 * as `si`), or undefined when it names none of them.
 */
export function preferredLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; quality: number } | undefined;
  for (const entry of header.slice(0, ACCEPT_LANGUAGE_MAX_LENGTH).split(',').slice(0, ACCEPT_LANGUAGE_MAX_ENTRIES)) {
    const [tag = '', ...parameters] = entry.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(language)) continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!(quality > 0 && quality <= 1)) continue;
    if (!best || quality > best.quality) best = { language, quality };
  }
  return best?.language;
}

/**
 * A catalogue in another language: the same keys as the English one, each text a string or a
 * function of the same parameters, nested objects alike. The compiler then refuses a missing key
 * or a changed placeholder.
 */
export type Translation<Catalogue> = {
  readonly [Key in keyof Catalogue]: Catalogue[Key] extends (...args: infer Args) => string
    ? (...args: Args) => string
    : Catalogue[Key] extends string
      ? string
      : Catalogue[Key] extends readonly (infer Item)[]
        ? readonly Translation<Item>[]
        : Translation<Catalogue[Key]>;
};
