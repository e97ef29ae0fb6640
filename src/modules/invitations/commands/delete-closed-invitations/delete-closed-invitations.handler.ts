import type { EntityManager } from '../../../../platform/db/orm.ts';
import { deleteInBatches } from '../../../../platform/db/delete-in-batches.ts';

/**
 * Deletes the invitations closed more than `olderThanMonths` ago (the privacy page: 'expire after
 * 7 days and are deleted after 12 months'), and returns how many went. An invitation closes when
 * it is claimed or, unclaimed, when its link expires: a claimed one's form values already live on
 * in the invitee's account and profile, so its row is only the consultant's record that they
 * joined, and 12 months after that moment it goes too (decision 037). A claim can only happen
 * before the expiry, so a claimed invitation never outlives the unclaimed ones sent with it.
 * In batches (deleteInBatches); idempotent: a second run finds none.
 */
export function deleteClosedInvitations(em: EntityManager, olderThanMonths: number, batchSize?: number): Promise<number> {
  return deleteInBatches(em, {
    table: 'executive_invitations',
    where: 'coalesce(claimed_at, expires_at) < now() - make_interval(months => ?::int)',
    params: [olderThanMonths],
    batchSize,
  });
}
