import { defineEntity, p } from '@mikro-orm/core';

/** A domain event waiting in PostgreSQL until the relay hands it to BullMQ. */
export const OutboxEvent = defineEntity({
  name: 'OutboxEvent',
  tableName: 'outbox',
  properties: {
    id: p.uuid().primary(),
    type: p.string().columnType('text'),
    version: p.integer(),
    payload: p.json<Record<string, unknown>>(),
    occurredAt: p.datetime().columnType('timestamptz'),
    dispatchedAt: p.datetime().columnType('timestamptz').nullable(),
    dispatchAttempts: p.integer().default(0),
    lastError: p.string().columnType('text').nullable(),
  },
});
