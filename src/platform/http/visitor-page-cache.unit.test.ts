import { describe, expect, it } from 'vitest';
import { createVisitorPageCache } from './visitor-page-cache.ts';

function clock() {
  let ms = 0;
  return { now: () => ms, advance: (by: number) => (ms += by) };
}

describe('the visitor page cache', () => {
  it('serves one rendering per address until it is older than the TTL, then renders again', async () => {
    const time = clock();
    const cache = createVisitorPageCache({ ttlMs: 5000, maxEntries: 10, now: time.now });
    let renders = 0;
    const render = async () => Buffer.from(`page ${++renders}`);
    expect(String(await cache.get('/browse', render))).toBe('page 1');
    time.advance(4999);
    expect(String(await cache.get('/browse', render))).toBe('page 1');
    expect(String(await cache.get('/browse?role=cpo', render))).toBe('page 2');
    time.advance(1);
    expect(String(await cache.get('/browse', render))).toBe('page 3');
  });

  it('renders once for visitors who ask at the same moment', async () => {
    const cache = createVisitorPageCache({ ttlMs: 5000, maxEntries: 10 });
    let renders = 0;
    let finish: (page: Buffer) => void = () => undefined;
    const render = () => {
      renders += 1;
      return new Promise<Buffer>((resolve) => (finish = resolve));
    };
    const pages = Promise.all([cache.get('/', render), cache.get('/', render), cache.get('/', render)]);
    finish(Buffer.from('home'));
    expect((await pages).map(String)).toEqual(['home', 'home', 'home']);
    expect(renders).toBe(1);
  });

  it('keeps no page it could not render, nor a failed one: the next visitor tries again', async () => {
    const cache = createVisitorPageCache({ ttlMs: 5000, maxEntries: 10 });
    expect(await cache.get('/', async () => null)).toBeNull();
    await expect(cache.get('/', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(String(await cache.get('/', async () => Buffer.from('rendered')))).toBe('rendered');
  });

  it('lets the least recently used address go when full', async () => {
    const cache = createVisitorPageCache({ ttlMs: 60_000, maxEntries: 2 });
    let renders = 0;
    const render = async () => Buffer.from(String(++renders));
    await cache.get('/a', render);
    await cache.get('/b', render);
    await cache.get('/a', render);
    await cache.get('/c', render);
    expect(String(await cache.get('/a', render))).toBe('1');
    expect(String(await cache.get('/b', render))).toBe('4');
  });

  it('renders every request with a TTL of 0 (the end-to-end tests change data and look at once)', async () => {
    const cache = createVisitorPageCache({ ttlMs: 0, maxEntries: 10 });
    let renders = 0;
    const render = async () => Buffer.from(String(++renders));
    await cache.get('/', render);
    await cache.get('/', render);
    expect(renders).toBe(2);
  });
});
