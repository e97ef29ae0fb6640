import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a fresh process does after it listens and before it reports ready (/api/ready answers 503
 * meanwhile, so a load balancer keeps sending traffic to the warm processes): the directory's
 * popular searches, for one. A failed warm-up is logged and counts as done: a cold process is
 * slower, never unavailable.
 */
export type WarmUp = {
  /** Runs `work` now and holds readiness until it settles. */
  track: (name: string, work: () => Promise<unknown>) => void;
  /** The names still running. */
  pending: () => string[];
  /** Resolves once nothing is running (at once when nothing is). */
  settled: () => Promise<void>;
};

export function createWarmUp(log: FastifyBaseLogger): WarmUp {
  const running = new Set<string>();
  let waiting: (() => void)[] = [];
  const finished = (name: string) => {
    running.delete(name);
    if (running.size > 0) return;
    const settle = waiting;
    waiting = [];
    for (const resolve of settle) resolve();
  };
  return {
    track(name, work) {
      running.add(name);
      const started = performance.now();
      void Promise.resolve()
        .then(work)
        .then(
          (result) => log.info({ warmUp: name, ms: Math.round(performance.now() - started), result }, 'warm-up done'),
          (error: unknown) => log.warn({ err: error, warmUp: name }, 'warm-up failed: ready without it'),
        )
        .finally(() => finished(name));
    },
    pending: () => [...running],
    settled: () => (running.size === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
  };
}
