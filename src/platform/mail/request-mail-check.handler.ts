import type { EntityManager } from '../db/orm.ts';
import { recordEvents } from '../events/record-event.ts';
import { MailCheckRequested } from './mail-check.contract.ts';

/**
 * Records a MailCheckRequested event; the worker sends the e-mail through the whole pipeline
 * (outbox, relay, queue, delivery), so a received message proves each part works.
 */
export async function requestMailCheck(em: EntityManager, recipient: string): Promise<string> {
  const event = MailCheckRequested.create({ recipient, requestedAt: new Date().toISOString() });
  await em.fork().transactional(async (tx) => {
    recordEvents(tx, event);
  });
  return event.id;
}
