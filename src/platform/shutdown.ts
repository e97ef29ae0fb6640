import type { Logger } from './logger.ts';

/**
 * Runs `close` once on SIGTERM or SIGINT, then exits. A second signal, or a close that takes longer
 * than `graceMs`, exits at once so a stuck dependency never keeps the process alive.
 */
export function onShutdownSignal(logger: Logger, close: () => Promise<void>, graceMs = 15_000): void {
  let closing = false;
  const handle = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long: exiting');
      process.exit(1);
    }, graceMs);
    timer.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', handle);
  process.once('SIGINT', handle);
}
