/**
 * A counted text in each plural category a language uses: English has 'one' and 'other'; a
 * translation adds the categories its language has ('few', 'many', ...). `{count}` is the number.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rulesByLocale = new Map<string, Intl.PluralRules>();

function pluralRules(locale: string): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

/** '0 reviews', '1 review', '2 reviews': the form the locale's plural rules choose for `count`. */
export function countText(count: number, forms: PluralForms, locale = 'en'): string {
  const form = forms[pluralRules(locale).select(count)] ?? forms.other;
  return form.replace('{count}', count.toLocaleString(locale));
}
