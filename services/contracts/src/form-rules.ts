/** A form's check of one field, made from the field's schema: the same rule and words as the API's, in the page's language. */
import type * as z from 'zod/mini';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** A form library's rule (antd's `validator` form): resolves when the schema takes the value, else rejects with its message. */
export interface SchemaRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/** The page's language: the shell keeps `<html lang>` equal to it. English outside a page. */
function pageLanguage(): Language {
  const lang = (globalThis as { document?: { documentElement: { lang: string } } }).document?.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * A schema's (English) message in the page's language. The translations load when a Sinhala or
 * Tamil page first refuses a value, never on an English page; offline, the message stays English.
 */
async function inPageLanguage(message: string): Promise<string> {
  const language = pageLanguage();
  if (language === DEFAULT_LANGUAGE) return message;
  try {
    // The specifier is widened for the compiler only: the contracts compile as Node's CommonJS,
    // where a relative import() needs a '.js' the bundlers would not find; bundlers and jest see
    // the plain './localise' and load it as its own chunk.
    const { localise } = (await import('./localise' as string)) as typeof import('./localise');
    return localise(message, language);
  } catch {
    return message;
  }
}

/** `emptyAsAbsent`: a cleared field ('' or null) counts as not given, for optional fields. */
export function schemaRule(schema: z.ZodMiniType, { emptyAsAbsent = false } = {}): SchemaRule {
  return {
    validator: async (_rule, value) => {
      const given = emptyAsAbsent && (value === '' || value === null) ? undefined : value;
      const result = schema.safeParse(given);
      if (result.success) return;
      throw new Error(await inPageLanguage(result.error.issues[0]?.message ?? ''));
    },
  };
}

/**
 * Each field's `schemaRule`, from an object schema loaded at the form's first check: a page
 * whose form can wait for its first keystroke or submit keeps the schema library out of its
 * first load. `loadShape` loads the object schema's fields (`import(...).then((m) => m.x.shape)`),
 * once: later checks reuse it. Should it fail to load (the network), the value passes, as the
 * API checks it by the same schema, and the next check loads it again.
 */
export function lazySchemaRules<Field extends string>(
  loadShape: () => Promise<Record<Field, z.ZodMiniType>>,
  fields: readonly Field[],
): Record<Field, SchemaRule[]> {
  let shape: Promise<Record<Field, z.ZodMiniType> | undefined> | undefined;
  const load = () =>
    loadShape().catch(() => {
      shape = undefined;
      return undefined;
    });
  const ruleOf = (field: Field): SchemaRule => ({
    validator: async (rule, value) => {
      shape ??= load();
      const loaded = await shape;
      return loaded ? schemaRule(loaded[field]).validator(rule, value) : undefined;
    },
  });
  return Object.fromEntries(fields.map((field) => [field, [ruleOf(field)]])) as Record<Field, SchemaRule[]>;
}
