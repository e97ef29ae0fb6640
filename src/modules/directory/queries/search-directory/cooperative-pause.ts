import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A long synchronous job made cooperative: its loops call `pause()` every few thousand iterations
 * (`PAUSE_EVERY`), and once `sliceMs` have passed since the event loop last had a turn, the
 * promise hands it one. Restoring a snapshot of 1,000,000 entries took ~5 s in one piece, during
 * which no request of that process was answered, not even the 503 that says the directory is
 * being updated (decision 033); in slices of 20 ms those answers wait at most a slice.
 */
export type Pause = () => Promise<void>;

/** Iterations between two calls of `pause()` in a tight loop (a power of two minus one, for a mask). */
export const PAUSE_EVERY = 0x0fff;

export function createPause(sliceMs = 20): Pause {
  let sliceStarted = performance.now();
  return async () => {
    if (performance.now() - sliceStarted < sliceMs) return;
    await nextTurn();
    sliceStarted = performance.now();
  };
}

/** For a job run where nothing else waits (a build, a test): never pauses. */
export const neverPause: Pause = async () => undefined;
