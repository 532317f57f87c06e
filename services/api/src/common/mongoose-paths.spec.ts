import { model, Schema } from 'mongoose';
import * as z from 'zod/mini';
import { mongoosePathsOf } from './mongoose-paths';

const fields = {
  title: z.string().check(z.trim(), z.minLength(3), z.maxLength(10)),
  notes: z._default(z.string().check(z.trim(), z.maxLength(20)), ''),
  size: z.enum(['small', 'large']),
  rooms: z.number().check(z.int(), z.gte(1), z.lte(5)),
  price: z.number(),
  pets: z.boolean(),
  photos: z.array(z.string().check(z.regex(/^\/p\/\d+$/))).check(z.minLength(1), z.maxLength(2)),
  from: z.pipe(
    z.nullish(z.iso.date()),
    z.transform((day) => day ?? undefined),
  ),
};

const Thing = model('MongoosePathsThing', new Schema(mongoosePathsOf(fields, { price: { min: 0 } })));
const valid = { title: ' A title ', size: 'small', rooms: 2, price: 10, photos: ['/p/1'] };

/** The fields mongoose refuses; none: []. */
async function refused(document: object): Promise<string[]> {
  try {
    await new Thing(document).validate();
    return [];
  } catch (error) {
    return Object.keys((error as { errors: object }).errors).sort();
  }
}

test('each kind becomes its type, with the default, trimming and bounds the schema gives', async () => {
  const thing = new Thing(valid);
  await expect(thing.validate()).resolves.toBeUndefined();
  expect(thing.toObject()).toMatchObject({ title: 'A title', notes: '', pets: false, photos: ['/p/1'] });
  expect(thing.toObject()).not.toHaveProperty('from');
});

test('what the schema refuses, the stored document refuses too', async () => {
  expect(await refused({})).toEqual(['photos', 'price', 'rooms', 'size', 'title']);
  expect(await refused({ ...valid, title: 'ab' })).toEqual(['title']);
  expect(await refused({ ...valid, notes: 'x'.repeat(21) })).toEqual(['notes']);
  expect(await refused({ ...valid, size: 'huge' })).toEqual(['size']);
  expect(await refused({ ...valid, rooms: 6 })).toEqual(['rooms']);
  expect(await refused({ ...valid, rooms: 1.5 })).toEqual(['rooms']);
  expect(await refused({ ...valid, photos: [] })).toEqual(['photos']);
  expect(await refused({ ...valid, photos: ['/p/1', '/p/2', '/p/3'] })).toEqual(['photos']);
  expect(await refused({ ...valid, photos: ['/x'] })).toEqual(['photos.0']);
  expect(await refused({ ...valid, from: '2027-02-30' })).toEqual(['from']);
  expect(await refused({ ...valid, from: '2027-02-28' })).toEqual([]);
});

test('the checks across fields are added to the field they belong to', async () => {
  expect(await refused({ ...valid, price: -1 })).toEqual(['price']);
});
