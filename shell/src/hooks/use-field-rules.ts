import { useMemo } from 'react';
import type { SchemaRule } from '@nivasa/contracts/form-rules';
import { useText } from '@nivasa/session/language';
import { FIELD_CATALOGUE } from '@nivasa/ui/catalogues';

type FieldTexts = Record<string, unknown>;

/** The page's words for one of the schema's English field messages: the text under the same key of the page's FIELD_MESSAGES. */
function inPageLanguage(message: string, texts: FieldTexts): string {
  const english = FIELD_CATALOGUE.en as FieldTexts;
  const key = Object.keys(english).find((name) => english[name] === message);
  const translated = key === undefined ? undefined : texts[key];
  return typeof translated === 'string' ? translated : message;
}

/**
 * A form's schema rules (lazySchemaRules), saying their refusals in the page's language. The
 * schema is the API's own, so it words them in English, always with a text of FIELD_MESSAGES.
 */
export function useFieldRules<Field extends string>(rules: Record<Field, SchemaRule[]>): Record<Field, SchemaRule[]> {
  const texts = useText(FIELD_CATALOGUE) as FieldTexts;
  return useMemo(() => {
    const translate = (rule: SchemaRule): SchemaRule => ({
      validator: (definition, value) =>
        rule.validator(definition, value).catch((error: unknown) => {
          throw error instanceof Error ? new Error(inPageLanguage(error.message, texts)) : error;
        }),
    });
    return Object.fromEntries(
      Object.entries<SchemaRule[]>(rules).map(([field, fieldRules]) => [field, fieldRules.map(translate)]),
    ) as Record<Field, SchemaRule[]>;
  }, [rules, texts]);
}
