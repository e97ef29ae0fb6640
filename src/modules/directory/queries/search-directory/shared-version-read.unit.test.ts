import { describe, expect, it } from 'vitest';
import { createSharedVersionRead } from './shared-version-read.ts';

/** A read whose answer is the number of reads started before it, resolved by hand. */
function controlledReads() {
  const pending: ((value: string) => void)[] = [];
  let started = 0;
  const read = () =>
    new Promise<string>((resolve) => {
      started++;
      const n = String(started);
      pending.push(() => resolve(n));
    });
  return { read, started: () => started, finishNext: () => pending.shift()?.('') };
}

describe('createSharedVersionRead', () => {
  it('never answers a search from a read that started before it arrived, and shares the next one', async () => {
    const reads = controlledReads();
    const shared = createSharedVersionRead(reads.read);
    const first = shared();
    // Arrive while read 1 is in flight: both must wait for read 2, which they share.
    const second = shared();
    const third = shared();
    expect(reads.started()).toBe(1);
    reads.finishNext();
    expect(await first).toBe('1');
    await Promise.resolve();
    await Promise.resolve();
    expect(reads.started()).toBe(2);
    reads.finishNext();
    expect(await second).toBe('2');
    expect(await third).toBe('2');
    // Alone, a search starts its own read.
    const alone = shared();
    expect(reads.started()).toBe(3);
    reads.finishNext();
    expect(await alone).toBe('3');
  });

  it('recovers from a failed read', async () => {
    let calls = 0;
    const shared = createSharedVersionRead(async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return 'v';
    });
    const failing = shared();
    const waiting = shared();
    await expect(failing).rejects.toThrow('connection lost');
    expect(await waiting).toBe('v');
    expect(await shared()).toBe('v');
  });
});
