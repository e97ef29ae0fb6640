import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app.ts';
import { saveSearch } from '../../src/modules/saved-searches/index.ts';
import type { SavedSearch, SavedSearchFilters, SavedSearchFrequency } from '../../src/modules/saved-searches/contracts/saved-searches.contract.ts';

/** A saved search of `clientId`, through the module's own command (no HTTP). */
export async function createSavedSearch(
  app: App,
  clientId: string,
  options: { name?: string; filters?: SavedSearchFilters; frequency?: SavedSearchFrequency } = {},
): Promise<SavedSearch> {
  return saveSearch(app.deps.orm.em.fork(), clientId, {
    name: options.name ?? 'Factory search',
    filters: options.filters ?? { region: 'europe' },
    frequency: options.frequency ?? 'daily',
  });
}

/** A surname no other executive of the test has (letters only: the free text keeps letters and digits). */
export function uniqueSurname(): string {
  const letters = [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `Zz${letters}`;
}
