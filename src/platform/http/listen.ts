import type { FastifyInstance } from 'fastify';
import { releaseStartUpMemory } from '../memory/release-start-up-memory.ts';

/**
 * Starts an API process's server: loads everything (every plugin's onReady, the directory index
 * among them), gives start-up's garbage back to the system, listens, and gives it back once more
 * when the warm-ups (the directory's popular searches) are done (decision 030). Production
 * (src/server.ts) and the benchmarks' API (tests/load/support/app-server.ts) both start this way.
 */
export async function listenAfterStartUp(app: FastifyInstance, address: { host: string; port: number }): Promise<void> {
  // Only memory is at stake: a collection that cannot run is logged, never a reason to stop.
  const release = (at: 'loaded' | 'ready') => {
    try {
      app.log.info({ ...releaseStartUpMemory(), at }, 'start-up memory released');
    } catch (error) {
      app.log.warn({ err: error, at }, 'start-up memory not released');
    }
  };
  await app.ready();
  release('loaded');
  await app.listen(address);
  void app.warmUp.settled().then(() => release('ready'));
}
