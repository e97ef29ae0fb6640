import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createWarmUp } from './warm-up.ts';

const silent = pino({ level: 'silent' });

describe('createWarmUp', () => {
  it('is settled at once when nothing runs', async () => {
    const warmUp = createWarmUp(silent);
    await expect(warmUp.settled()).resolves.toBeUndefined();
  });

  it('settles once every tracked work has finished, failed ones included', async () => {
    const warmUp = createWarmUp(silent);
    const searches = Promise.withResolvers<void>();
    const image = Promise.withResolvers<void>();
    warmUp.track('searches', () => searches.promise);
    warmUp.track('image', () => image.promise);
    let settled = false;
    const done = warmUp.settled().then(() => (settled = true));

    image.reject(new Error('no image'));
    await image.promise.catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    expect(warmUp.pending()).toEqual(['searches']);

    searches.resolve();
    await done;
    expect(warmUp.pending()).toEqual([]);
  });
});
