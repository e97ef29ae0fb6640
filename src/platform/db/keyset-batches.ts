/**
 * Reads a long result a batch at a time by keyset (WHERE (sort, id) < last row's), never OFFSET and
 * never the whole result at once: each batch is one short statement, so a big export neither holds
 * a transaction open nor all its rows in memory. `fetch` gets the previous batch's last row (null
 * first) and returns at most `size` rows in the export's order.
 */
export async function* keysetBatches<Row>(
  fetch: (after: Row | null, size: number) => Promise<Row[]>,
  size = 500,
): AsyncGenerator<Row[]> {
  let after: Row | null = null;
  for (;;) {
    const batch = await fetch(after, size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    after = batch[batch.length - 1]!;
  }
}

/** Maps each batch (labels, formatting) without gathering them. */
export async function* mapBatches<Row, Out>(batches: AsyncIterable<Row[]>, map: (batch: Row[]) => Promise<Out[]> | Out[]): AsyncGenerator<Out[]> {
  for await (const batch of batches) yield await map(batch);
}
