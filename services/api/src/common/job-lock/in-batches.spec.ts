import { inBatches } from './in-batches';

/** A store of items to write, some of which another instance may write meanwhile. */
function store(count: number) {
  const pending = Array.from({ length: count }, (_, index) => index);
  const finds: number[] = [];
  return {
    finds,
    find: (size: number) => {
      finds.push(size);
      return Promise.resolve(pending.slice(0, size));
    },
    write: (batch: number[]) => {
      pending.splice(0, batch.length);
      return Promise.resolve(batch.length);
    },
  };
}

describe('inBatches', () => {
  it('writes every item a batch at a time and stops after a short batch', async () => {
    const items = store(25);
    expect(await inBatches(10, items.find, items.write)).toBe(25);
    expect(items.finds).toEqual([10, 10, 10]);
  });

  it('asks once more after a full last batch, and stops at an empty one', async () => {
    const items = store(20);
    expect(await inBatches(10, items.find, items.write)).toBe(20);
    expect(items.finds).toHaveLength(3);
  });

  it('stops when a batch wrote nothing, rather than find the same items forever', async () => {
    const items = store(30);
    expect(await inBatches(10, items.find, () => Promise.resolve(0))).toBe(0);
    expect(items.finds).toHaveLength(1);
  });
});
