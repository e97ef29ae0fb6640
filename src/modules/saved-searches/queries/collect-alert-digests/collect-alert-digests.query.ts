import type { EntityManager } from '../../../../platform/db/orm.ts';
import { createNewMatchesFinder, type DirectorySearchFilters } from '../../../directory/index.ts';
import type { DirectoryCard } from '../../../directory/index.ts';
import type { SavedSearchFilters, SavedSearchFrequency } from '../../contracts/saved-searches.contract.ts';

/** At most this many executives are listed per saved search; the digest links to the rest. */
export const DIGEST_EXECUTIVES_PER_SEARCH = 10;

export type DigestSection = {
  savedSearchId: string;
  name: string;
  filters: SavedSearchFilters;
  /** Every new match; `executives` holds the newest of them. */
  total: number;
  executives: DirectoryCard[];
};

export type ClientDigest = {
  userId: string;
  /** Every saved search of the run for this client, the ones with nothing new included (to stamp them). */
  savedSearchIds: string[];
  /** The searches with something new, oldest saved search first. */
  sections: DigestSection[];
};

type Row = { id: string; user_id: string; name: string; filters: SavedSearchFilters; since: Date };

/**
 * What one alert run has to say, client by client: for each saved search of the frequency whose
 * alerts are on and that this period has not covered yet, the executives approved (or approved
 * again) after its last alert (or its creation) up to `until` who match it, found by the directory
 * facade with the search's own semantics as the client sees it (full cards, names included).
 */
export async function collectAlertDigests(
  em: EntityManager,
  run: { frequency: SavedSearchFrequency; periodKey: string; until: Date },
): Promise<ClientDigest[]> {
  const rows = await em.execute<Row[]>(
    `SELECT id, user_id, name, filters, coalesce(last_alerted_at, created_at) AS since
     FROM saved_searches
     WHERE frequency = ? AND unsubscribed_at IS NULL AND last_period_key IS DISTINCT FROM ?
     ORDER BY user_id, created_at, id`,
    [run.frequency, run.periodKey],
  );
  const digests = new Map<string, ClientDigest>();
  const findMatchesApprovedBetween = createNewMatchesFinder();
  for (const row of rows) {
    const digest = digests.get(row.user_id) ?? { userId: row.user_id, savedSearchIds: [], sections: [] };
    digests.set(row.user_id, digest);
    digest.savedSearchIds.push(row.id);
    const viewer = { userId: row.user_id, userType: 'client' as const, isSuperAdmin: false };
    const matches = await findMatchesApprovedBetween(em, row.filters as DirectorySearchFilters, viewer, {
      since: new Date(row.since),
      until: run.until,
      limit: DIGEST_EXECUTIVES_PER_SEARCH,
    });
    if (matches.total > 0) {
      digest.sections.push({ savedSearchId: row.id, name: row.name, filters: row.filters, total: matches.total, executives: matches.cards });
    }
  }
  return [...digests.values()];
}
