import { createOutboxRelay, type OutboxRelay, type OutboxRelayDependencies } from '../src/platform/events/outbox-relay.ts';

/**
 * The worker process's relay: polls the outbox every OUTBOX_POLL_MS and hands events to BullMQ.
 * The logic lives in src/platform/events/outbox-relay.ts so tests can drive single batches.
 */
export function startOutboxRelay(deps: OutboxRelayDependencies): OutboxRelay {
  const relay = createOutboxRelay(deps);
  relay.start();
  return relay;
}
