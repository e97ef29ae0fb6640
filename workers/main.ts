import { ConfigError, loadConfig } from '../src/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import { onShutdownSignal } from '../src/platform/shutdown.ts';
import { startWorker } from './start-worker.ts';

/** The worker process: the outbox relay and one BullMQ worker per queue. SIGTERM drains. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config, 'worker');
  const worker = await startWorker(config, logger);
  // Active jobs get the time of one lock (the most a job may run unrenewed) to finish.
  onShutdownSignal(logger, worker.stop, Math.max(15_000, config.jobs.lockMs + 5_000));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `The worker could not start: ${String(error instanceof Error ? error.stack : error)}`);
  process.exit(1);
});
