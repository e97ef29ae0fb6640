import type { EntityManager } from '../../../platform/db/orm.ts';
import { saveSearch } from '../commands/save-search/save-search.handler.ts';
import type { SavedSearchFilters, SavedSearchFrequency } from '../contracts/saved-searches.contract.ts';

const DEMO_SEARCHES: { name: string; filters: SavedSearchFilters; frequency: SavedSearchFrequency }[] = [
  { name: 'Fractional leaders in Europe', filters: { region: 'europe', availability: 'fractional' }, frequency: 'weekly' },
  { name: 'VP Talent, 10+ years', filters: { role: 'vp-talent', yearsExperience: '10+' }, frequency: 'daily' },
];

/** The demo client's two saved searches, so /saved-searches shows something on first look. Idempotent. */
export async function seedDemoSavedSearches(em: EntityManager, clientUserId: string): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>('SELECT count(*)::int AS n FROM saved_searches WHERE user_id = ?', [clientUserId]);
  if ((row?.n ?? 0) > 0) return 0;
  for (const search of DEMO_SEARCHES) await saveSearch(em, clientUserId, search);
  return DEMO_SEARCHES.length;
}
