import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { checkAvailabilityToken } from '../../domain/availability-token.ts';
import { syncDirectoryEntry } from '../../domain/directory-sync.ts';
import { ExecutiveProfile } from '../../domain/executive-profile.entity.ts';
import {
  AvailabilityNotConfirmableError,
  AvailabilityTokenExpiredError,
  AvailabilityTokenInvalidError,
  ExecutiveNotFoundError,
} from '../../domain/profiles.errors.ts';

/**
 * An executive confirms their availability is current: the profile's confirmation time, and in
 * the same transaction its directory entry (fresh again, the new date on the card; decision 023),
 * so the next search already ranks and shows it so. Only an approved profile: nothing else is
 * listed. Confirming twice just moves the time.
 */
export async function confirmAvailability(em: EntityManager, executiveId: string, now = new Date()): Promise<Date> {
  return em.fork().transactional(async (tx) => {
    const profile = await tx.findOne(ExecutiveProfile, { id: executiveId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!profile) throw new ExecutiveNotFoundError();
    if (!profile.approved) throw new AvailabilityNotConfirmableError();
    profile.availabilityConfirmedAt = now;
    await tx.flush();
    await syncDirectoryEntry(tx, executiveId, now);
    return now;
  });
}

/**
 * The one-click link of a monthly reminder: the signed token names the executive (no session:
 * the token is the credential). A tampered token is a 400, an old one a 410.
 */
export async function confirmAvailabilityByToken(em: EntityManager, secret: string, token: string, now = new Date()): Promise<Date> {
  const check = checkAvailabilityToken(secret, token, now);
  if (check.status === 'invalid') throw new AvailabilityTokenInvalidError();
  if (check.status === 'expired') throw new AvailabilityTokenExpiredError();
  return confirmAvailability(em, check.executiveId, now);
}
