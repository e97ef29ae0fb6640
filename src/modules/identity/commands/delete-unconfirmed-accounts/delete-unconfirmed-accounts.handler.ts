import type { EntityManager } from '../../../../platform/db/orm.ts';
import { keysetBatches } from '../../../../platform/db/keyset-batches.ts';
import { erasePersonData } from '../../../../platform/personal-data/person-data.ts';
import type { PersonalData } from '../../../../platform/personal-data/personal-data.ts';
import { SIGN_UP_USER_TYPES } from '../../contracts/user-types.contract.ts';

type UnconfirmedAccount = { id: string; email: string; created_at: string };

/**
 * Whose accounts may go unconfirmed: only people who signed up themselves, as a client or an
 * executive. Staff accounts (a super admin, a consultant, the CLI's first account with no type)
 * are made confirmed, and one that somehow is not must never vanish with its rights.
 */
const SELF_SIGNED_UP_AND_UNCONFIRMED = `
  u.email_confirmed_at IS NULL
  AND u.user_type IN (${SIGN_UP_USER_TYPES.map((type) => `'${type}'`).join(', ')})
  AND NOT EXISTS (SELECT 1 FROM admin_users a WHERE a.id = u.id)`;

/**
 * Erases every self-signed-up account whose address is still unconfirmed `olderThanDays` after
 * sign-up (the privacy page: 'deleted 30 days after sign-up'), through every module's erasure in
 * the registry (`holders`, src/personal-data.ts), one person per transaction; returns how many.
 *
 * Read in keyset batches (oldest first), so each run visits each account once however many
 * there are, and one whose erasure fails is not retried forever within the run. Each erasure
 * locks the user row and checks it again first: an address confirmed since the batch was read
 * keeps its account. Idempotent: a second run finds nobody left.
 */
export async function deleteUnconfirmedAccounts(
  em: EntityManager,
  holders: readonly PersonalData[],
  olderThanDays: number,
  batchSize = 500,
): Promise<number> {
  let erased = 0;
  const batches = keysetBatches<UnconfirmedAccount>(
    (after, size) =>
      em.fork().execute<UnconfirmedAccount[]>(
        `SELECT u.id, u.email::text AS email, u.created_at::text AS created_at FROM users u
          WHERE ${SELF_SIGNED_UP_AND_UNCONFIRMED}
            AND u.created_at < now() - make_interval(days => ?::int)
            AND (?::timestamptz IS NULL OR (u.created_at, u.id) > (?::timestamptz, ?::uuid))
          ORDER BY u.created_at, u.id LIMIT ?`,
        [olderThanDays, after?.created_at ?? null, after?.created_at ?? null, after?.id ?? null, size],
      ),
    batchSize,
  );
  for await (const batch of batches) {
    for (const account of batch) {
      const done = await erasePersonData(em, holders, { userId: account.id, email: account.email }, {
        onlyIf: async (tx) => {
          const [still] = await tx.execute<{ id: string }[]>(
            `SELECT u.id FROM users u WHERE u.id = ? AND ${SELF_SIGNED_UP_AND_UNCONFIRMED} FOR UPDATE`,
            [account.id],
          );
          return still !== undefined;
        },
      });
      if (done) erased++;
    }
  }
  return erased;
}
