import { createHash } from 'node:crypto';

/**
 * The idempotency key of one client's digest for one period, as a UUID (the deliveries table keys
 * on one): derived, not random, so a retried or replayed run finds the delivery of the first and
 * never mails twice for one period.
 */
export function digestEventId(userId: string, periodKey: string): string {
  const hex = createHash('sha256').update(`saved-search-digest:${userId.toLowerCase()}:${periodKey}`).digest('hex');
  // Shaped as a version-5-like UUID (name-based), so it passes any uuid check.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
