import { createOutboxRelay, type OutboxRelay, type OutboxRelayDependencies } from '../src/platform/events/outbox-relay.ts';

/**
 * The worker process's relay: polls the outbox every OUTBOX_POLL_MS and hands events to BullMQ, and
 * every OUTBOX_CLEANUP_INTERVAL_MS deletes rows dispatched more than OUTBOX_RETENTION_DAYS ago.
 * The logic lives in src/platform/events/outbox-relay.ts so tests can drive single batches.
 */
export function startOutboxRelay(deps: OutboxRelayDependencies): OutboxRelay {
  const relay = createOutboxRelay(deps);
  relay.start();
  return relay;
}
