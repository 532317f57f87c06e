import { bodyShapeProblem, TOO_DEEP_MESSAGE, TOO_MANY_FIELDS_MESSAGE } from './body-shape';

describe('bodyShapeProblem', () => {
  const limits = { maxEntries: 5, maxDepth: 3 };

  it('passes bodies within the limits, and anything that is not an object', () => {
    expect(bodyShapeProblem({ a: 1, b: [1, 2], c: { d: 1 } }, { maxEntries: 6, maxDepth: 2 })).toBeNull();
    expect(bodyShapeProblem(undefined, limits)).toBeNull();
    expect(bodyShapeProblem('text', limits)).toBeNull();
  });

  it('counts properties and array items over the whole body', () => {
    expect(bodyShapeProblem({ a: 1, b: 2, c: 3, d: 4, e: 5 }, limits)).toBeNull();
    expect(bodyShapeProblem({ a: [1, 2], b: { c: 1, d: 2 } }, limits)).toEqual({
      code: 'BODY_TOO_MANY_FIELDS',
      message: TOO_MANY_FIELDS_MESSAGE,
    });
  });

  it('counts levels of objects and arrays alike', () => {
    expect(bodyShapeProblem({ a: [{ b: 1 }] }, limits)).toBeNull();
    expect(bodyShapeProblem({ a: [{ b: [] }] }, limits)).toEqual({ code: 'BODY_TOO_DEEP', message: TOO_DEEP_MESSAGE });
  });

  it('checks a body nested far deeper than any stack without overflowing', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000));
    expect(bodyShapeProblem(deep, limits)).toEqual({ code: 'BODY_TOO_DEEP', message: TOO_DEEP_MESSAGE });
  });
});
