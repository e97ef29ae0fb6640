import type { EntityManager } from '../../../../platform/db/orm.ts';
import { loadReferenceData } from '../../../reference/index.ts';
import type { DirectoryCard } from '../../contracts/search-directory.contract.ts';
import { indexReference } from '../../domain/directory-reference.ts';
import { pgArray } from '../../domain/sql-fragment.ts';
import { CARD_COLUMNS } from '../search-directory/search-directory.sql.ts';
import { buildDirectoryCard, type DirectoryRow, type DirectoryViewer } from '../search-directory/directory-card.ts';

const CARDS_SQL = `
  SELECT ${CARD_COLUMNS}
  FROM directory_entries
  WHERE executive_id = ANY(?::uuid[])`;

/**
 * The directory cards of the given executives for this viewer, by executive id: the same cards
 * (and the same visibility rules) as the search. An executive who is not approved has no
 * directory row, so is simply absent from the map.
 */
export async function getDirectoryCards(
  em: EntityManager,
  executiveIds: readonly string[],
  viewer: DirectoryViewer,
): Promise<Map<string, DirectoryCard>> {
  const ids = [...new Set(executiveIds)];
  if (ids.length === 0) return new Map();
  const [data, rows] = await Promise.all([loadReferenceData(em), em.execute<DirectoryRow[]>(CARDS_SQL, [pgArray(ids)])]);
  const reference = indexReference(data);
  return new Map(rows.map((row) => [row.executive_id, buildDirectoryCard(reference, row, viewer)]));
}
