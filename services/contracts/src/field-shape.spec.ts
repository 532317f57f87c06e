import * as z from 'zod/mini';
import { fieldShapeOf, fieldShapesOf } from './field-shape';
import { listingInputFields } from './listing-schema';

const plain = { optional: false, trimmed: false, integer: false };

test('reads each kind with its bounds, from the input side of a pipe', () => {
  expect(fieldShapeOf(z.string().check(z.trim(), z.minLength(2), z.maxLength(9)))).toEqual({
    ...plain,
    kind: 'text',
    trimmed: true,
    min: 2,
    max: 9,
  });
  expect(fieldShapeOf(z.number().check(z.int(), z.gte(1), z.lte(10)))).toEqual({
    ...plain,
    kind: 'number',
    integer: true,
    min: 1,
    max: 10,
  });
  expect(fieldShapeOf(z.boolean())).toEqual({ ...plain, kind: 'boolean' });
  expect(fieldShapeOf(z.enum(['a', 'b']))).toEqual({ ...plain, kind: 'choice', values: ['a', 'b'] });
  expect(fieldShapeOf(z.array(z.string().check(z.regex(/^x+$/))).check(z.minLength(1), z.maxLength(3)))).toEqual({
    ...plain,
    kind: 'list',
    min: 1,
    max: 3,
    item: { ...plain, kind: 'text', pattern: /^x+$/ },
  });
  const date = fieldShapeOf(
    z.pipe(
      z.nullish(z.iso.date()),
      z.transform((day) => day ?? undefined),
    ),
  );
  expect(date).toMatchObject({ kind: 'date', optional: true });
  expect(date.pattern?.test('2026-02-29')).toBe(false);
  expect(date.pattern?.test('2028-02-29')).toBe(true);
});

test('an object gives its fields their shapes', () => {
  expect(fieldShapeOf(z.optional(z.strictObject({ lat: z.number().check(z.gte(5), z.lte(10)) })))).toEqual({
    ...plain,
    kind: 'object',
    optional: true,
    fields: { lat: { ...plain, kind: 'number', min: 5, max: 10 } },
  });
});

test('a default makes the field optional and gives its value', () => {
  expect(fieldShapeOf(z._default(z.string(), ''))).toEqual({ ...plain, kind: 'text', optional: true, default: '' });
});

test('refinements have no shape and are left to the schema', () => {
  expect(fieldShapeOf(z.string().check(z.refine((text) => text !== 'x')))).toEqual({ ...plain, kind: 'text' });
});

test('refuses what it cannot describe, naming the field, rather than leaving it out', () => {
  expect(() => fieldShapeOf(z.union([z.string(), z.number()]), 'address')).toThrow('address: a schema of type union has no field shape');
  expect(() => fieldShapeOf(z.number().check(z.gt(0)), 'rent')).toThrow('rent: an exclusive bound');
  expect(() => fieldShapeOf(z.string().check(z.toLowerCase()), 'name')).toThrow('name: an overwrite other than trim');
});

test('every field of the listing input has a shape', () => {
  const shapes = fieldShapesOf(listingInputFields);
  expect(Object.keys(shapes)).toEqual(Object.keys(listingInputFields));
  expect(shapes.name).toMatchObject({ kind: 'text', trimmed: true, plainText: 'single', optional: false });
  expect(shapes.description).toMatchObject({ kind: 'text', trimmed: true, plainText: 'multi' });
  expect(shapes.rentType).toMatchObject({ kind: 'choice', optional: true, values: ['daily', 'weekly', 'monthly'] });
  expect(shapes.location).toMatchObject({
    kind: 'object',
    optional: true,
    fields: { lat: { min: 5.85, max: 9.9 }, lng: { min: 79.5, max: 81.95 } },
  });
  expect(shapes.showExactLocation).toMatchObject({ kind: 'boolean', default: false });
  expect(shapes.imageUrls).toMatchObject({ kind: 'list', min: 1, max: 6 });
  expect(shapes.availableFrom).toMatchObject({ kind: 'date', optional: true });
});
