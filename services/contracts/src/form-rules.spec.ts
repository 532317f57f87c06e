import { signInRequestSchema } from './account-schema';
import { lazySchemaRules, schemaRule } from './form-rules';
import type { Language } from './languages';
import { FIELD_MESSAGES } from './auth-messages';
import { FIELD_MESSAGES_SI } from './auth-messages.si';
import { FIELD_MESSAGES_TA } from './auth-messages.ta';

test("a field's rule takes what its schema takes, and refuses the rest with the schema's message", async () => {
  const rule = schemaRule(signInRequestSchema.shape.email);
  await expect(rule.validator(undefined, 'nimali@example.lk')).resolves.toBeUndefined();
  await expect(rule.validator(undefined, 'nimali@')).rejects.toThrow(FIELD_MESSAGES.email);
});

test('lazy rules load the schema at the first check, once, and check each field by its own schema', async () => {
  let loads = 0;
  const rules = lazySchemaRules(async () => {
    loads += 1;
    return signInRequestSchema.shape;
  }, ['email', 'password']);
  expect(loads).toBe(0);

  await expect(rules.email[0].validator(undefined, 'nimali@example.lk')).resolves.toBeUndefined();
  await expect(rules.email[0].validator(undefined, '')).rejects.toThrow(FIELD_MESSAGES.email);
  await expect(rules.password[0].validator(undefined, '')).rejects.toThrow(FIELD_MESSAGES.passwordRequired);
  await expect(rules.password[0].validator(undefined, 'Kandy-lake-2026')).resolves.toBeUndefined();
  expect(loads).toBe(1);
});

test('a schema that cannot be loaded lets the value pass (the API checks it), and the next check loads it again', async () => {
  let loads = 0;
  const rules = lazySchemaRules(async () => {
    loads += 1;
    if (loads === 1) throw new Error('Loading chunk 42 failed.');
    return signInRequestSchema.shape;
  }, ['email']);

  await expect(rules.email[0].validator(undefined, 'nimali@')).resolves.toBeUndefined();
  await expect(rules.email[0].validator(undefined, 'nimali@')).rejects.toThrow(FIELD_MESSAGES.email);
  expect(loads).toBe(2);
});

describe("on a page in Sinhala or Tamil (the shell's <html lang>)", () => {
  const onPageIn = (lang: Language | 'fr') => {
    (globalThis as { document?: unknown }).document = { documentElement: { lang } };
  };
  afterEach(() => {
    delete (globalThis as { document?: unknown }).document;
  });

  it("refuses in the page's language, with the API's words for it", async () => {
    onPageIn('si');
    await expect(schemaRule(signInRequestSchema.shape.email).validator(undefined, 'nimali@')).rejects.toThrow(FIELD_MESSAGES_SI.email);
    onPageIn('ta');
    const rules = lazySchemaRules(async () => signInRequestSchema.shape, ['password']);
    await expect(rules.password[0].validator(undefined, '')).rejects.toThrow(FIELD_MESSAGES_TA.passwordRequired);
    await expect(rules.password[0].validator(undefined, 'Kandy-lake-2026')).resolves.toBeUndefined();
  });

  it('refuses in English on an English page, and on a page whose language is none of ours', async () => {
    for (const lang of ['en', 'fr'] as const) {
      onPageIn(lang);
      await expect(schemaRule(signInRequestSchema.shape.email).validator(undefined, 'nimali@')).rejects.toThrow(
        new Error(FIELD_MESSAGES.email),
      );
    }
  });
});
