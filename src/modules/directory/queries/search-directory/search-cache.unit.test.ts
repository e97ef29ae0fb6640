import { describe, expect, it } from 'vitest';
import { createSearchCache } from './search-cache.ts';

const settledTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the search cache', () => {
  it('computes once per key and version, and shares the computation while it runs', async () => {
    const cache = createSearchCache(10);
    let computed = 0;
    const compute = async () => ++computed;
    const [a, b] = await Promise.all([cache.getOrCompute('k', 'v1', compute), cache.getOrCompute('k', 'v1', compute)]);
    expect([a, b, computed]).toEqual([1, 1, 1]);
    expect(await cache.getOrCompute('k', 'v2', compute)).toBe(2);
  });

  it('peeks only at a settled value of the same version, and never computes', async () => {
    const cache = createSearchCache(10);
    const pending = Promise.withResolvers<string>();
    void cache.getOrCompute('k', 'v1', () => pending.promise);
    expect(cache.peek('k', 'v1')).toBeUndefined();
    pending.resolve('page');
    await settledTurn();
    expect(cache.peek('k', 'v1')).toBe('page');
    expect(cache.peek('k', 'v2')).toBeUndefined();
    expect(cache.peek('other', 'v1')).toBeUndefined();
  });

  it('peeks at a revised value only once the revision has settled, and at the new version only', async () => {
    const cache = createSearchCache(10);
    await cache.getOrCompute('k', 'v1', async () => 'old');
    const revised = cache.getOrCompute('k', 'v2', async () => 'computed', (cachedAt, old) => `${old} revised from ${cachedAt}`);
    expect(cache.peek('k', 'v2')).toBeUndefined();
    expect(await revised).toBe('old revised from v1');
    expect(cache.peek('k', 'v2')).toBe('old revised from v1');
    expect(cache.peek('k', 'v1')).toBeUndefined();
  });

  it('forgets a failed computation: nothing to peek at, and the next use computes again', async () => {
    const cache = createSearchCache(10);
    const failing = Promise.withResolvers<string>();
    const first = cache.getOrCompute('k', 'v1', () => failing.promise);
    failing.reject(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    await settledTurn();
    expect(cache.peek('k', 'v1')).toBeUndefined();
    expect(await cache.getOrCompute('k', 'v1', async () => 'fresh')).toBe('fresh');
  });

  it('keeps what is peeked at recent: the least recently used entry goes first', async () => {
    const cache = createSearchCache(2);
    await cache.getOrCompute('a', 'v1', async () => 'A');
    await cache.getOrCompute('b', 'v1', async () => 'B');
    await settledTurn();
    expect(cache.peek('a', 'v1')).toBe('A');
    await cache.getOrCompute('c', 'v1', async () => 'C');
    await settledTurn();
    expect(cache.peek('a', 'v1')).toBe('A');
    expect(cache.peek('b', 'v1')).toBeUndefined();
    expect(cache.peek('c', 'v1')).toBe('C');
  });

  it('caches nothing at size 0', async () => {
    const cache = createSearchCache(0);
    let computed = 0;
    await cache.getOrCompute('k', 'v1', async () => ++computed);
    await cache.getOrCompute('k', 'v1', async () => ++computed);
    expect(computed).toBe(2);
    expect(cache.peek('k', 'v1')).toBeUndefined();
  });
});
