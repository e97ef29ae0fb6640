import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { EmailConfirmationRequested } from '../../contracts/identity-events.contract.ts';
import { findUserByEmail } from '../../domain/accounts.ts';

/** Queues a new confirmation link for an unconfirmed account; does nothing (silently) otherwise. */
export async function resendConfirmation(em: EntityManager, email: string): Promise<void> {
  await em.transactional(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.emailConfirmedAt) return;
    recordEvents(tx, EmailConfirmationRequested.create({ userId: user.id, email: user.email }));
  });
}
