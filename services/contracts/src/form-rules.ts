/** A form's check of one field, made from the field's schema: the same rule and words as the API's. */
import type * as z from 'zod/mini';

/** A form library's rule (antd's `validator` form): resolves when the schema takes the value, else rejects with its message. */
export interface SchemaRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/** `emptyAsAbsent`: a cleared field ('' or null) counts as not given, for optional fields. */
export function schemaRule(schema: z.ZodMiniType, { emptyAsAbsent = false } = {}): SchemaRule {
  return {
    validator: (_rule, value) => {
      const given = emptyAsAbsent && (value === '' || value === null) ? undefined : value;
      const result = schema.safeParse(given);
      return result.success ? Promise.resolve() : Promise.reject(new Error(result.error.issues[0]?.message));
    },
  };
}
