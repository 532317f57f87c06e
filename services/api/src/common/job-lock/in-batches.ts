/**
 * A backfill's loop: finds up to `size` items still to write, writes them, and goes on until a
 * short batch (the last) or one that wrote none (written meanwhile elsewhere, so the next find
 * would answer the same items: stop rather than loop). How many were written in all.
 */
export async function inBatches<T>(
  size: number,
  find: (size: number) => Promise<T[]>,
  write: (batch: T[]) => Promise<number>,
): Promise<number> {
  let written = 0;
  for (;;) {
    const batch = await find(size);
    if (batch.length === 0) break;
    const batchWritten = await write(batch);
    written += batchWritten;
    if (batch.length < size || batchWritten === 0) break;
  }
  return written;
}
