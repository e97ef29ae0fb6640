import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { Shortlist, ShortlistExecutive } from './shortlist.entity.ts';
import { ShortlistEntryNotFoundError, ShortlistNotFoundError } from './shortlists.errors.ts';

/**
 * The caller's own list. Another client's list answers exactly like a missing one (404), so the
 * existence of an id is never confirmed to someone who does not own it. `lockForShare` keeps the
 * list from being deleted while entries are added to it; `lockForUpdate` also makes concurrent
 * shares of one list wait for each other (the colleague cap).
 */
export async function loadOwnShortlist(
  em: EntityManager,
  ownerId: string,
  shortlistId: string,
  options: { lockForShare?: boolean; lockForUpdate?: boolean } = {},
) {
  const lock = options.lockForUpdate
    ? { lockMode: LockMode.PESSIMISTIC_WRITE }
    : options.lockForShare
      ? { lockMode: LockMode.PESSIMISTIC_READ }
      : {};
  const shortlist = await em.findOne(Shortlist, { id: shortlistId, userId: ownerId }, lock);
  if (!shortlist) throw new ShortlistNotFoundError();
  return shortlist;
}

/** An entry of the caller's own list; the list is checked first, so a foreign list is a 404 too. */
export async function loadOwnEntry(
  em: EntityManager,
  ownerId: string,
  shortlistId: string,
  entryId: string,
  options: { lockForShare?: boolean } = {},
) {
  await loadOwnShortlist(em, ownerId, shortlistId);
  const lock = options.lockForShare ? { lockMode: LockMode.PESSIMISTIC_READ } : {};
  const entry = await em.findOne(ShortlistExecutive, { id: entryId, shortlistId }, lock);
  if (!entry) throw new ShortlistEntryNotFoundError();
  return entry;
}
