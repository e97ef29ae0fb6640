import type { EntityManager } from '../../../../platform/db/orm.ts';
import { keysetBatches, mapBatches } from '../../../../platform/db/keyset-batches.ts';
import type { CsvValue } from '../../../../platform/http/csv.ts';
import { formatDayRate } from '../../../reference/contracts/price-format.contract.ts';
import { loadReferenceData, type ReferenceData } from '../../../reference/index.ts';
import { loadProfiles } from '../../domain/load-profile.ts';
import { presentProfile } from '../../domain/profile-presenter.ts';

/** The columns of the approved executives export (what the Approved Executives tab and the card show). */
export const APPROVED_EXECUTIVES_EXPORT_HEADER = [
  'First name',
  'Last name',
  'Email',
  'Title',
  'Location',
  'Availability',
  'Years of experience',
  'Rate',
  'Approved at',
] as const;

/** A batch's keys: approved_at as PostgreSQL prints it (microseconds kept) and the id. */
type Key = { id: string; cursor_at: string };

async function recordsOf(em: EntityManager, reference: ReferenceData, keys: Key[]): Promise<CsvValue[][]> {
  const profiles = await loadProfiles(em, 'id = ANY(?::uuid[])', [`{${keys.map((key) => key.id).join(',')}}`]);
  const byId = new Map(profiles.map((profile) => [profile.id, profile]));
  return keys.flatMap((key) => {
    const profile = byId.get(key.id);
    // Revoked or deleted between the two statements: left out, as a later export would.
    if (!profile?.approved) return [];
    const display = presentProfile(reference, profile);
    return [
      [
        profile.firstName,
        profile.lastName,
        profile.email,
        display.title,
        display.displayLocation,
        display.availabilityLabel,
        // The stored lower bound (1, 4, 8, 12, 17, 22), read as 'at least'.
        display.yearsExperience === null ? null : `${display.yearsExperience}+`,
        formatDayRate(display.priceRange),
        profile.approvedAt,
      ],
    ];
  });
}

/** Every approved executive, most recently approved first, a batch at a time (the tab's order). */
export async function exportApprovedExecutives(em: EntityManager, batchSize?: number): Promise<AsyncGenerator<CsvValue[][]>> {
  const reference = await loadReferenceData(em);
  const keys = keysetBatches<Key>(
    (after, size) =>
      em.execute<Key[]>(
        `SELECT id::text AS id, approved_at::text AS cursor_at FROM executive_profiles
         WHERE approved ${after ? 'AND (approved_at, id) < (?::timestamptz, ?::uuid)' : ''}
         ORDER BY approved_at DESC, id DESC LIMIT ?`,
        after ? [after.cursor_at, after.id, size] : [size],
      ),
    batchSize,
  );
  return mapBatches(keys, (batch) => recordsOf(em, reference, batch));
}
