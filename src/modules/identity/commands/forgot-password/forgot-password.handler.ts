import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { PasswordResetRequested } from '../../contracts/identity-events.contract.ts';
import { findUserByEmail } from '../../domain/accounts.ts';

/** Records PasswordResetRequested when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(em: EntityManager, email: string): Promise<void> {
  await em.transactional(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    recordEvents(tx, PasswordResetRequested.create({ userId: user.id, email: user.email }));
  });
}
