import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { releaseStartUpMemory } from './release-start-up-memory.ts';

const newSpaceMiB = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!.space_size / 1_048_576;

/** Allocates objects that survive a few collections each, as start-up does, so V8 grows its young generation. */
function churn(): number {
  let kept: { n: number; s: string }[] = [];
  let total = 0;
  for (let i = 0; i < 3_000_000; i++) {
    kept.push({ n: i, s: String(i) });
    if (kept.length === 500_000) {
      total += kept.length;
      kept = [];
    }
  }
  return total + kept.length;
}

describe('releaseStartUpMemory', () => {
  it('shrinks the young generation that start-up grew, and reports what it gave back', () => {
    expect(churn()).toBe(3_000_000);
    const grown = newSpaceMiB();
    expect(grown).toBeGreaterThan(8);

    const released = releaseStartUpMemory();

    expect(newSpaceMiB()).toBeLessThanOrEqual(grown / 4);
    expect(released.rssAfterMiB).toBeLessThan(released.rssBeforeMiB);
    expect(released.ms).toBeGreaterThanOrEqual(0);
  });

  it('leaves the global object without a gc function', () => {
    releaseStartUpMemory();
    expect('gc' in globalThis).toBe(false);
  });
});
