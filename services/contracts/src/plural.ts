import { formatNumber } from './format';
import type { Language } from './languages';

/**
 * A counted text in each plural category a language uses. English, Sinhala and Tamil all have
 * 'one' and 'other', but not for the same numbers: Sinhala counts 0 as 'one' too (ICU's rules).
 * `{count}` is the number.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rulesByLanguage = new Map<Language, Intl.PluralRules>();

function pluralRules(language: Language): Intl.PluralRules {
  let rules = rulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    rulesByLanguage.set(language, rules);
  }
  return rules;
}

/** '0 reviews', '1 review', '1,200 reviews': the form the language's plural rules choose for `count`. */
export function countText(count: number, forms: PluralForms, language: Language): string {
  const form = forms[pluralRules(language).select(count)] ?? forms.other;
  return form.replace('{count}', formatNumber(count));
}
