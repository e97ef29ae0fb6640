import type { Orm } from '../../../../platform/db/orm.ts';
import { loadReferenceData, type ReferenceData } from '../../../reference/index.ts';
import { searchDirectoryQuerySchema } from '../../contracts/search-directory.contract.ts';
import type { DirectoryViewer } from './directory-card.ts';
import type { SearchDirectoryDependencies } from './search-dependencies.ts';
import { searchDirectoryJson } from './search-directory.query.ts';
import { readPopularSearches, type PopularSearch, type SearchAudience } from './search-popularity.ts';

/** A viewer standing for each audience: answers are cached per audience, not per person. */
const VIEWER_OF: Record<SearchAudience, DirectoryViewer> = {
  preview: null,
  full: { userId: 'warm-start', userType: 'client', isSuperAdmin: false },
};

/**
 * What a new directory is searched for first when no process has counted anything yet: the
 * landing page and its next pages, and the home form's searches (role, engagement type, both,
 * remote), for visitors and for clients.
 */
export function firstSearches(reference: ReferenceData): PopularSearch[] {
  const roles = reference.roles.map((role) => `role=${encodeURIComponent(role.label.toLowerCase())}`);
  const engagements = reference.engagementTypes.map((type) => `availability=${encodeURIComponent(type.slug)}`);
  const queries = [
    '',
    'page=2',
    'page=3',
    ...roles,
    ...engagements,
    'location=remote',
    ...roles.flatMap((role) => engagements.map((engagement) => `${role}&${engagement}`)),
  ];
  return queries.flatMap((query) => (['preview', 'full'] as const).map((audience) => ({ audience, query })));
}

export type WarmStartResult = { computed: number; chosen: number; fromHistory: boolean; ms: number };

/**
 * Computes the most popular searches (the previous processes' traffic, or the first searches of a
 * new directory) into this process's cache, one at a time, until `limit` or `budgetMs` is reached.
 * A search no longer valid (the filters changed since it was counted) is skipped.
 */
export async function warmStart({ orm, dependencies, limit, budgetMs }: {
  orm: Orm;
  dependencies: SearchDirectoryDependencies;
  limit: number;
  budgetMs: number;
}): Promise<WarmStartResult> {
  const started = performance.now();
  const em = orm.em.fork();
  const history = await readPopularSearches(em, limit);
  const chosen = history.length > 0 ? history : firstSearches(await loadReferenceData(em)).slice(0, limit);
  let computed = 0;
  for (const { audience, query } of chosen) {
    if (performance.now() - started > budgetMs) break;
    const parsed = searchDirectoryQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
    if (!parsed.success) continue;
    await searchDirectoryJson(() => orm.em.fork(), parsed.data, VIEWER_OF[audience], dependencies);
    computed++;
  }
  return { computed, chosen: chosen.length, fromHistory: history.length > 0, ms: performance.now() - started };
}
