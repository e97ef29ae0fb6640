import { createOutboxSweeper, type OutboxSweeper, type OutboxSweeperDependencies } from '../src/platform/events/outbox-sweeper.ts';

/**
 * The worker process's sweeper: every OUTBOX_SWEEP_INTERVAL_MS it adds again the relayed jobs Redis
 * has forgotten (decision 032). The logic lives in src/platform/events/outbox-sweeper.ts so tests
 * can drive single sweeps.
 */
export function startOutboxSweeper(deps: OutboxSweeperDependencies): OutboxSweeper {
  const sweeper = createOutboxSweeper(deps);
  sweeper.start();
  return sweeper;
}
