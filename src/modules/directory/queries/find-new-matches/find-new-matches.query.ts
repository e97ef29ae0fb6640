import type { EntityManager } from '../../../../platform/db/orm.ts';
import { loadReferenceData } from '../../../reference/index.ts';
import type { DirectoryCard, SearchDirectoryQuery } from '../../contracts/search-directory.contract.ts';
import { indexReference } from '../../domain/directory-reference.ts';
import { buildDirectoryCard, type DirectoryRow, type DirectoryViewer } from '../search-directory/directory-card.ts';
import { resolveSearchFilters } from '../search-directory/resolve-search-filters.ts';
import { CARD_COLUMNS, DIRECTORY_ORDER, whereAll } from '../search-directory/search-directory.sql.ts';
import { createSqlVocabulary } from '../search-directory/sql-vocabulary.ts';

/** The filters of a search without its page: what a saved search stores. */
export type DirectorySearchFilters = Omit<SearchDirectoryQuery, 'page'>;

export type NewDirectoryMatches = {
  /** Every match approved in the window. */
  total: number;
  /** The newest `limit` of them, as the viewer's directory cards. */
  cards: DirectoryCard[];
};

/**
 * Checks filters the way the search does (unknown slugs, bad year ranges): a ValidationError (400)
 * names each bad field, so a saved search only ever holds a search the directory can run.
 */
export async function validateDirectoryFilters(em: EntityManager, filters: DirectorySearchFilters): Promise<void> {
  const reference = indexReference(await loadReferenceData(em));
  resolveSearchFilters({ ...filters, page: 1 }, reference, 'full');
}

export type NewMatchesFinder = (
  em: EntityManager,
  filters: DirectorySearchFilters,
  viewer: DirectoryViewer,
  window: { since: Date; until: Date; limit: number },
) => Promise<NewDirectoryMatches>;

/**
 * Finds the executives matching a search exactly as GET /api/directory matches it for this viewer
 * (the same resolved filters and free-text scope, in SQL), restricted to those approved (or
 * approved again) in (since, until]: what a saved search's alert reports, in the directory's
 * order. One finder serves a whole alert run, so the directory's words are read once for all the
 * searches it checks, not once per search.
 */
export function createNewMatchesFinder(): NewMatchesFinder {
  const vocabulary = createSqlVocabulary();
  return async (em, filters, viewer, window) => {
    const reference = indexReference(await loadReferenceData(em));
    const search = resolveSearchFilters({ ...filters, page: 1 }, reference, viewer?.userType === 'client' ? 'full' : 'preview');
    // Typos included, as the directory matches them: an alert reports what the search page would show.
    const where = whereAll(search, await vocabulary.typosOf(em, search.textQuery));
    const rows = await em.execute<(DirectoryRow & { total: number })[]>(
      `SELECT ${CARD_COLUMNS}, count(*) OVER ()::int AS total
       FROM directory_entries
       WHERE (${where.text}) AND approved_at > ? AND approved_at <= ?
       ORDER BY ${DIRECTORY_ORDER}
       LIMIT ?`,
      [...where.params, window.since, window.until, window.limit],
    );
    return {
      total: rows[0]?.total ?? 0,
      cards: rows.map((row) => buildDirectoryCard(reference, row, viewer)),
    };
  };
}
