/**
 * What a field's schema says about the field, read from the schema's own definition, so the
 * pieces that follow a schema (a form's values, the database's schema) keep no list of fields
 * of their own: a new field in the schema is a new field there too.
 */
import type * as z from 'zod/mini';
import { PLAIN_TEXT, type TextLines } from './plain-text';

export type FieldKind = 'text' | 'date' | 'number' | 'boolean' | 'choice' | 'list' | 'object';

export interface FieldShape {
  kind: FieldKind;
  /** May be left out: optional, nullable (a cleared field) or defaulted. */
  optional: boolean;
  /** The value a field left out takes, when the schema gives one. */
  default?: unknown;
  /** Text trimmed before it is measured. */
  trimmed: boolean;
  /** Text whose hidden characters are removed before it is measured (see PLAIN_TEXT), on one line or several. */
  plainText?: TextLines;
  /** Inclusive bounds: a text's or a list's length, a number's value. */
  min?: number;
  max?: number;
  integer: boolean;
  /** A text's pattern (a date's is the calendar's). */
  pattern?: RegExp;
  /** A choice's values. */
  values?: readonly string[];
  /** A list's items. */
  item?: FieldShape;
  /** An object's fields (a listing's location: lat and lng). */
  fields?: Record<string, FieldShape>;
}

/** The parts of zod's definitions read here (zod's `_zod.def`, its documented internals for tools). */
interface CheckDefinition {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  tx?: (value: unknown) => unknown;
}
interface Definition {
  type: string;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  element?: z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
  defaultValue?: unknown;
  entries?: Record<string, string>;
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: CheckDefinition } }[];
}

const definitionOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as Definition;

/** Zod's z.trim() is an overwrite; one that does anything else has no counterpart here. */
const isTrim = (tx: CheckDefinition['tx']) => tx?.(' a ') === 'a';

function bounded(shape: FieldShape, checks: Definition['checks'], name: string): FieldShape {
  for (const { _zod } of checks ?? []) {
    const check = _zod.def;
    if (check.check === 'min_length') shape.min = check.minimum;
    else if (check.check === 'max_length') shape.max = check.maximum;
    else if (check.check === 'greater_than' || check.check === 'less_than') {
      if (!check.inclusive) throw new Error(`${name}: an exclusive bound has no field shape`);
      shape[check.check === 'greater_than' ? 'min' : 'max'] = check.value;
    } else if (check.check === 'number_format') shape.integer = true;
    else if (check.check === 'string_format' && check.format === 'regex') shape.pattern = check.pattern;
    else if (check.check === 'overwrite') {
      const lines = (Object.keys(PLAIN_TEXT) as TextLines[]).find((kind) => PLAIN_TEXT[kind] === check.tx);
      if (lines) shape.plainText = lines;
      else if (isTrim(check.tx)) shape.trimmed = true;
      else throw new Error(`${name}: an overwrite other than trim or plain text has no field shape`);
    }
    // Refinements (check 'custom') are the schema's own to run: they have no shape.
  }
  return shape;
}

/**
 * The shape of a field's schema, from the input side of any pipe (what is given). Throws for a
 * schema it cannot describe (an object, a union...), so a field the followers cannot hold fails
 * at once rather than being left out.
 */
export function fieldShapeOf(schema: z.ZodMiniType, name = 'field'): FieldShape {
  const def = definitionOf(schema);
  const plain = (kind: FieldKind): FieldShape => ({ kind, optional: false, trimmed: false, integer: false });
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return { ...fieldShapeOf(def.innerType as z.ZodMiniType, name), optional: true };
    case 'default':
      return { ...fieldShapeOf(def.innerType as z.ZodMiniType, name), optional: true, default: def.defaultValue };
    case 'pipe':
      return fieldShapeOf(def.in as z.ZodMiniType, name);
    case 'string': {
      const shape = bounded(plain(def.format === 'date' ? 'date' : 'text'), def.checks, name);
      return def.format === 'date' ? { ...shape, pattern: def.pattern } : shape;
    }
    case 'number':
      return bounded(plain('number'), def.checks, name);
    case 'boolean':
      return plain('boolean');
    case 'enum':
      return { ...plain('choice'), values: Object.values(def.entries ?? {}) };
    case 'array':
      return bounded({ ...plain('list'), item: fieldShapeOf(def.element as z.ZodMiniType, `${name}[]`) }, def.checks, name);
    case 'object':
      return { ...plain('object'), fields: fieldShapesOf(def.shape ?? {}) };
    default:
      throw new Error(`${name}: a schema of type ${def.type} has no field shape`);
  }
}

/** Each field's shape, by name. */
export function fieldShapesOf<Name extends string>(fields: Record<Name, z.ZodMiniType>): Record<Name, FieldShape> {
  return Object.fromEntries(Object.entries<z.ZodMiniType>(fields).map(([name, schema]) => [name, fieldShapeOf(schema, name)])) as Record<
    Name,
    FieldShape
  >;
}
