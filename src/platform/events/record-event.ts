import type { EntityManager } from '../db/orm.ts';
import type { DomainEvent } from './domain-event.ts';
import { OutboxEvent } from './outbox-event.entity.ts';

/**
 * Adds events to the outbox through the caller's EntityManager, so they commit (or roll back) in
 * the same transaction as the state change. Nothing touches Redis here: the relay does that later.
 * Call inside `em.transactional(...)` (or before the flush that saves the change).
 */
export function recordEvents(em: EntityManager, ...events: DomainEvent[]): void {
  for (const event of events) {
    em.create(OutboxEvent, {
      id: event.id,
      type: event.type,
      version: event.version,
      payload: event.payload as Record<string, unknown>,
      occurredAt: event.occurredAt,
      dispatchedAt: null,
      dispatchAttempts: 0,
      lastError: null,
    });
  }
}
