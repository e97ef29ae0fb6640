import type { EntityManager } from '../../../../platform/db/orm.ts';
import { KEPT_CHANGES } from '../../domain/record-change.ts';
import { CHANGED_ENTRY_JSON, type PackedEntry } from './entry-columns.ts';
import type { IndexedEntries } from './indexed-entries.ts';
import type { ChangePair } from './search-revision.ts';

/**
 * How the in-memory index follows the read model: every write bumps the directory version and logs
 * the entry it changed in `directory_changes` (decision 012), and every search's first statement,
 * the version read, also returns the entries changed since the index's version.
 */

/** A changed entry as it is now; `no` (and every other field but the id) is null when it was removed. */
type ChangedEntry = Omit<PackedEntry, 'no'> & { no: number | null };

/**
 * The directory version and, when this process's index is behind but within the kept changes,
 * the current facet values of every entry changed since (null values: removed). One statement:
 * the search's version read, so keeping the index current costs no extra round trip.
 *
 * Within the kept changes means both: fewer than KEPT_CHANGES versions behind (the versions the
 * writers keep, and a jump made by a migration), and no change after the index's version deleted,
 * i.e. the oldest change kept is at most one past it. Every version logs at least one change and
 * changes are only ever deleted oldest first, whole versions at a time (the writers' roll-over,
 * the erasure-remnants job: decision 037), so the kept ones are every change from that oldest on.
 * The oldest is read from the primary key's first entry, and only when the index is behind.
 */
const VERSION_AND_CHANGES_SQL = `
  SELECT s.version::text AS version,
    CASE WHEN s.version > ?::bigint AND s.version - ?::bigint < ${KEPT_CHANGES}
      AND ?::bigint >= coalesce((SELECT min(version) FROM directory_changes), s.version + 1) - 1 THEN (
      SELECT coalesce(json_agg(${CHANGED_ENTRY_JSON}), '[]'::json)
      FROM (SELECT DISTINCT executive_id FROM directory_changes WHERE version > ?::bigint) c
      LEFT JOIN directory_entries e ON e.executive_id = c.executive_id
    ) END AS changes
  FROM directory_state s`;

/** Without an index to bring forward: the version alone. */
const PLAIN_VERSION_SQL = 'SELECT version::text AS version, NULL::json AS changes FROM directory_state';

/**
 * The directory version and the entries changed since `known` (the index's version): null when
 * there is no index version, when it is current, or when it is too far behind for the kept changes.
 */
export async function readVersionAndChanges(em: EntityManager, known: bigint | null): Promise<{ version: string; changes: ChangedEntry[] | null }> {
  const sql = known === null ? PLAIN_VERSION_SQL : VERSION_AND_CHANGES_SQL;
  const params = known === null ? [] : [known.toString(), known.toString(), known.toString(), known.toString()];
  const [state] = await em.execute<{ version: string; changes: ChangedEntry[] | null }[]>(sql, params);
  return { version: state?.version ?? '0', changes: state?.changes ?? null };
}

/** Applies the changed entries to the index; returns each one's state before and after, for the change history. */
export function applyChanges(entries: IndexedEntries, changes: readonly ChangedEntry[]): ChangePair[] {
  const pairs: ChangePair[] = [];
  for (const { no, ...entry } of changes) {
    const before = entries.stateOf(entry.id);
    if (no === null) entries.remove(entry.id);
    else entries.put({ ...entry, no });
    pairs.push({ before, after: entries.stateOf(entry.id) });
  }
  return pairs;
}
