import { bandKeysOf, photoBandKeys } from './photo-hash.policy';
import { nearPhotoCandidatesFilter, photoHashFields } from './photo-hash.query';

const A = { hash: '9bd82160c06363c3', mirror: 'f0f0f0f00f0f0f0f' };
const B = { hash: '0123456789abcdef', mirror: '0123456789abcdef' };

describe('nearPhotoCandidatesFilter', () => {
  it("looks for other owners' listing photos sharing a band of any of the photos, or of their mirrors", () => {
    const filter = nearPhotoCandidatesFilter([A, B], '665f00000000000000000001');
    expect(filter).toEqual({
      'metadata.photoBands': { $in: expect.any(Array) },
      'metadata.purpose': 'listing',
      'metadata.owner': { $ne: '665f00000000000000000001' },
    });
    const keys = (filter['metadata.photoBands'] as { $in: string[] }).$in;
    expect(new Set(keys)).toEqual(new Set([...photoBandKeys(A), ...bandKeysOf(B.hash)]));
    expect(keys).toHaveLength(new Set(keys).size);
    // Only strings of the band form: nothing from outside reaches the query as an operator.
    for (const key of keys) expect(key).toMatch(/^b[0-8]:[0-9a-f]{1,2}$/);
  });

  it('stores what the filter looks for', () => {
    expect(photoHashFields(A)).toEqual({ photoHash: A.hash, mirrorHash: A.mirror, photoBands: photoBandKeys(A) });
  });
});
