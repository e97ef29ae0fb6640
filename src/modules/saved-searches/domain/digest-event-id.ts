import { derivedEventId } from '../../../platform/events/derived-event-id.ts';

/** The idempotency key of one client's digest for one period: never two digests for one period. */
export function digestEventId(userId: string, periodKey: string): string {
  return derivedEventId(`saved-search-digest:${userId.toLowerCase()}:${periodKey}`);
}
