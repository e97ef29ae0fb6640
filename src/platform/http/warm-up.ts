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
};

export function createWarmUp(log: FastifyBaseLogger): WarmUp {
  const running = new Set<string>();
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
        .finally(() => running.delete(name));
    },
    pending: () => [...running],
  };
}
