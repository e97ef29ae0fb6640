import { availableParallelism } from 'node:os';

/**
 * Caps how many argon2 computations run at once. Each one holds a libuv thread and a full core for
 * ~10 ms; with libuv's default 4 threads on a 2-core machine a login flood left too little CPU for
 * the event loop and PostgreSQL, and unrelated requests' p95 grew tenfold (docs/benchmarks.md,
 * Sign-in). One core stays free for everything else; waiting logins queue in arrival order.
 */
export function createConcurrencyGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      release();
    }
  };
}

export const HASHING_CONCURRENCY = Math.max(1, availableParallelism() - 1);

export const runHashing = createConcurrencyGate(HASHING_CONCURRENCY);
