import { createHash } from 'node:crypto';

/**
 * A stable UUID named by `name` (the deliveries table keys on a uuid event id): the idempotency key
 * of a message that is one per something else than an event, e.g. one digest per client and
 * period, one reminder per executive and month. Derived, not random, so a retried or replayed run
 * finds the delivery of the first and never sends twice.
 */
export function derivedEventId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  // Shaped as a version-5-like UUID (name-based), so it passes any uuid check.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
