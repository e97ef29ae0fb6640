import type { EntityManager } from '../../../../platform/db/orm.ts';
import { READ_DIRECTORY_VERSION_SQL } from '../../domain/record-change.ts';
import type { DirectoryViewer } from './directory-card.ts';
import type { FacetIndex } from './facet-index.ts';
import type { LazyEntityManager } from './lazy-entity-manager.ts';
import type { SearchDirectoryDependencies } from './search-dependencies.ts';

/** The directory version, and the facet index brought up to it: the first statement of every search. */
export async function readDirectoryVersion(em: EntityManager, facets: FacetIndex | undefined): Promise<string> {
  if (facets) return facets.readVersion(em);
  const [state] = await em.execute<{ version: string }[]>(READ_DIRECTORY_VERSION_SQL);
  return state?.version ?? '';
}

/**
 * Executives (their profile) and super admins (approvals, revocations) are the only people whose
 * actions change the directory: their searches always read the version, so each sees their own
 * change at once, whichever process answers and however late its notification is. Everyone
 * else's search uses the version the process follows, which is never more than 100 ms behind.
 */
function mayHaveJustWritten(viewer: DirectoryViewer): boolean {
  return viewer?.userType === 'executive' || viewer?.isSuperAdmin === true;
}

/** The version a search answers for when it is known without a round trip. */
export function knownVersionFor(viewer: DirectoryViewer, deps: SearchDirectoryDependencies): string | undefined {
  return mayHaveJustWritten(viewer) ? undefined : deps.knownVersion?.();
}

/** The version a search answers for: known without a round trip when possible, otherwise read. */
export async function versionFor(em: LazyEntityManager, viewer: DirectoryViewer, deps: SearchDirectoryDependencies): Promise<string> {
  return knownVersionFor(viewer, deps) ?? (await (deps.readVersion?.() ?? readDirectoryVersion(em(), deps.facets)));
}
