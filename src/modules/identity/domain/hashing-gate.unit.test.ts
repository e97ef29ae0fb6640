import { describe, expect, it } from 'vitest';
import { createConcurrencyGate } from './hashing-gate.ts';

describe('createConcurrencyGate', () => {
  it('never runs more than the limit at once, and runs every task in arrival order', async () => {
    const gate = createConcurrencyGate(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (n: number) =>
      gate(async () => {
        started.push(n);
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        return n;
      });
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map(task));
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('frees its slot when a task fails', async () => {
    const gate = createConcurrencyGate(1);
    await expect(gate(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate(() => Promise.resolve('after'))).resolves.toBe('after');
  });
});
