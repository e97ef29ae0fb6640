import type { EntityManager } from '../../../../platform/db/orm.ts';
import { loadReferenceData } from '../../../reference/index.ts';
import type { AdminExecutiveList } from '../../contracts/profile-dto.contract.ts';
import { staleBefore } from '../../domain/availability-freshness.ts';
import { titleOf } from '../../domain/profile-presenter.ts';

export type ReviewList = 'pending' | 'approved';

// Pending = complete and undecided (a rejected or revoked profile comes back when it is saved again).
const WHERE: Record<ReviewList, string> = {
  pending: 'profile_complete AND NOT approved AND rejected_at IS NULL AND revoked_at IS NULL ORDER BY submitted_at ASC, id',
  approved: 'approved ORDER BY approved_at DESC, id',
};

type Row = {
  id: string;
  first_name: string;
  last_name: string;
  role_id: string | null;
  email: string | null;
  profile_complete: boolean;
  approved: boolean;
  submitted_at: Date | string | null;
  approved_at: Date | string | null;
  updated_at: Date | string;
  availability_confirmed_at: Date | string | null;
  availability_stale: boolean;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The admin's Executive Approval (oldest submission first) or Approved Executives tab. */
export async function listExecutivesForReview(em: EntityManager, list: ReviewList, now = new Date()): Promise<AdminExecutiveList> {
  const rows = await em.execute<Row[]>(
    `SELECT id::text AS id, first_name, last_name, role_id::text AS role_id, email, profile_complete, approved,
       submitted_at, approved_at, updated_at, availability_confirmed_at,
       coalesce(approved AND availability_confirmed_at < ?, false) AS availability_stale
     FROM executive_profiles WHERE ${WHERE[list]}`,
    [staleBefore(now)],
  );
  const reference = await loadReferenceData(em);
  return {
    executives: rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      title: titleOf(reference, row.role_id),
      email: row.email,
      profileComplete: row.profile_complete,
      approved: row.approved,
      submittedAt: iso(row.submitted_at),
      approvedAt: iso(row.approved_at),
      updatedAt: new Date(row.updated_at).toISOString(),
      availabilityConfirmedAt: iso(row.availability_confirmed_at),
      availabilityStale: row.availability_stale,
    })),
  };
}
