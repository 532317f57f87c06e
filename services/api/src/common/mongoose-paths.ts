/**
 * A mongoose schema's paths made from the contracts' field schemas (see field-shape), so a field
 * added there is stored, typed and bounded without a line here. Checks across fields, and what
 * no shape says (refinements such as "at most a year ahead"), stay with the schema that uses these.
 */
import { type FieldShape, fieldShapesOf } from '@nivasa/contracts/field-shape';
import { Schema, type SchemaDefinition, type SchemaTypeOptions } from 'mongoose';
import type * as z from 'zod/mini';

type PathOptions = SchemaTypeOptions<unknown>;

const bounds = (shape: FieldShape, names: { min: string; max: string }) => ({
  // A lower bound of 0 on a length is no bound; `required` refuses empty text.
  ...(shape.min ? { [names.min]: shape.min } : {}),
  ...(shape.max !== undefined ? { [names.max]: shape.max } : {}),
});

/** One path's options: its type, whether it must be there, its default and bounds. */
export function mongoosePathOf(shape: FieldShape, name: string): PathOptions {
  const presence = shape.default !== undefined ? { default: shape.default } : shape.optional ? {} : { required: true };
  switch (shape.kind) {
    case 'text':
      return {
        type: String,
        ...presence,
        ...(shape.trimmed ? { trim: true } : {}),
        ...bounds(shape, { min: 'minlength', max: 'maxlength' }),
        ...(shape.pattern ? { match: shape.pattern } : {}),
      };
    case 'date':
      // A calendar day as YYYY-MM-DD text: text order is date order, for ranges and sorting.
      return { type: String, ...presence, match: shape.pattern };
    case 'choice':
      return { type: String, ...presence, enum: shape.values };
    case 'number':
      return {
        type: Number,
        ...presence,
        ...bounds(shape, { min: 'min', max: 'max' }),
        ...(shape.integer ? { validate: { validator: Number.isInteger, message: `${name} must be a whole number` } } : {}),
      };
    case 'boolean':
      // A yes or no never given is no.
      return { type: Boolean, default: shape.default ?? false };
    case 'object': {
      // A nested schema rather than nested paths, so its fields are required only when it is given.
      const paths = Object.fromEntries(
        Object.entries(shape.fields ?? {}).map(([field, inner]) => [field, mongoosePathOf(inner, `${name}.${field}`)]),
      );
      return { type: new Schema(paths, { _id: false }), ...presence };
    }
    case 'list': {
      const { min = 0, max = Infinity } = shape;
      return {
        type: [mongoosePathOf(shape.item as FieldShape, `${name}[]`)],
        // Mongoose gives an absent list [], so `required` would say nothing: the length is the check.
        validate: {
          validator: (items: unknown[]) => items.length >= min && items.length <= max,
          message: `${name} takes ${min} to ${max} items`,
        },
      };
    }
  }
}

/**
 * The paths of every field, in the schema's order; `acrossFields` adds to a field's options the
 * checks that read other fields (a town of the district, a price in the type's range).
 */
export function mongoosePathsOf<Name extends string>(
  fields: Record<Name, z.ZodMiniType>,
  acrossFields: Partial<Record<Name, PathOptions>> = {},
): SchemaDefinition {
  const shapes = fieldShapesOf(fields);
  return Object.fromEntries(
    Object.entries<FieldShape>(shapes).map(([name, shape]) => [name, { ...mongoosePathOf(shape, name), ...acrossFields[name as Name] }]),
  );
}
