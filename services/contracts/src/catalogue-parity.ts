/**
 * Whether a translation says everything its English catalogue says: the same keys, nested alike,
 * and every function taking the same parameters and printing each of them. The apps' catalogue
 * specs run it over every catalogue they define, in every language.
 */
import type { Catalogue } from './catalogue';
import { LANGUAGES } from './languages';

/** Markers the parity check passes to a text's function: each must come out in the text. */
const MARKERS = ['⟦a⟧', '⟦b⟧', '⟦c⟧', '⟦d⟧'];
/** A number a function formats: 7 digits, so any grouping or language's digits still leave a trace. */
const NUMBER_ARGUMENT = 4_000_003;

function problemsIn(path: string, english: unknown, translated: unknown): string[] {
  if (typeof english === 'string') {
    if (typeof translated !== 'string') return [`${path}: not a text`];
    return translated.trim() ? [] : [`${path}: empty`];
  }
  if (typeof english === 'function') {
    if (typeof translated !== 'function') return [`${path}: not a function`];
    if (translated.length !== english.length) return [`${path}: takes ${translated.length} parameters, English ${english.length}`];
    return placeholderProblems(path, english as (...args: unknown[]) => unknown, translated as (...args: unknown[]) => unknown);
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length) return [`${path}: not a list of ${english.length}`];
    return english.flatMap((item, index) => problemsIn(`${path}[${index}]`, item, translated[index]));
  }
  if (typeof english === 'object' && english !== null) {
    if (typeof translated !== 'object' || translated === null) return [`${path}: missing`];
    const englishKeys = Object.keys(english);
    const extra = Object.keys(translated).filter((key) => !englishKeys.includes(key));
    return [
      ...extra.map((key) => `${path}.${key}: not in English`),
      ...englishKeys.flatMap((key) =>
        problemsIn(`${path}.${key}`, (english as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key]),
      ),
    ];
  }
  return translated === english ? [] : [`${path}: differs`];
}

/**
 * Calls both with strings where English prints its argument, and checks the translation prints
 * the same ones. A parameter English formats (a number, a count) gets a number; should the
 * translation refuse that (a date it formats), it gets the string English took.
 */
function placeholderProblems(
  path: string,
  english: (...args: unknown[]) => unknown,
  translated: (...args: unknown[]) => unknown,
): string[] {
  const args = Array.from({ length: english.length }, (_, index) => MARKERS[index] ?? `⟦${index}⟧`);
  let englishText: unknown;
  try {
    englishText = english(...args);
  } catch {
    return []; // English itself needs other arguments (a number it formats): the compiler checks their types.
  }
  const numeric = args.map((marker) => (typeof englishText === 'string' && englishText.includes(marker) ? marker : NUMBER_ARGUMENT));
  let translatedText: unknown;
  try {
    translatedText = translated(...numeric);
  } catch {
    try {
      translatedText = translated(...args);
    } catch (error) {
      return [`${path}: fails: ${(error as Error).message}`];
    }
  }
  if (typeof translatedText !== 'string') return [`${path}: does not return a text`];
  return args
    .filter((marker) => typeof englishText === 'string' && englishText.includes(marker))
    .filter((marker) => !translatedText.includes(marker))
    .map((marker) => `${path}: leaves out parameter ${args.indexOf(marker) + 1}`);
}

/** Every gap in a catalogue's translations, as 'si HEADER_TEXT.menu: missing'; none when whole. */
export async function translationGaps(catalogue: Catalogue<unknown>): Promise<string[]> {
  const gaps: string[] = [];
  for (const language of LANGUAGES.filter((language) => language !== 'en')) {
    const translated = await catalogue.load(language);
    if (translated === catalogue.en) gaps.push(`${language} ${catalogue.name}: no translation`);
    else gaps.push(...problemsIn(`${language} ${catalogue.name}`, catalogue.en, translated));
  }
  return gaps;
}
