import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedSearchesEntities } from './domain/saved-search.entity.ts';
import { listSavedSearchesRoute } from './queries/list-saved-searches/list-saved-searches.route.ts';
import { saveSearchRoute } from './commands/save-search/save-search.route.ts';
import { updateSavedSearchRoute } from './commands/update-saved-search/update-saved-search.route.ts';
import { deleteSavedSearchRoute } from './commands/delete-saved-search/delete-saved-search.route.ts';
import { unsubscribeSavedSearchesRoute } from './commands/unsubscribe-saved-searches/unsubscribe-saved-searches.route.ts';

export { savedSearchesEntities };

/**
 * The saved-searches module: clients save /browse filters and get a daily or weekly digest of the
 * executives newly approved who match them (found through the directory facade), with a one-click
 * unsubscribe. Register with `{ prefix: '/api' }` after `registerAuth`.
 */
export const savedSearchesModule: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [listSavedSearchesRoute, saveSearchRoute, updateSavedSearchRoute, deleteSavedSearchRoute, unsubscribeSavedSearchesRoute]) {
    await app.register(routes);
  }
};

// The facade the workers, the CLI, the dev seed and the tests use.
export { saveSearch, type NewSavedSearch } from './commands/save-search/save-search.handler.ts';
export { unsubscribeSavedSearches } from './commands/unsubscribe-saved-searches/unsubscribe-saved-searches.handler.ts';
export { requestSearchAlerts } from './commands/request-search-alerts/request-search-alerts.handler.ts';
export { recordAlertRun } from './commands/record-alert-run/record-alert-run.handler.ts';
export {
  collectAlertDigests,
  DIGEST_EXECUTIVES_PER_SEARCH,
  type ClientDigest,
  type DigestSection,
} from './queries/collect-alert-digests/collect-alert-digests.query.ts';
export { listSavedSearches } from './queries/list-saved-searches/list-saved-searches.query.ts';
export { alertPeriodKey } from './domain/alert-period.ts';
export { digestEventId } from './domain/digest-event-id.ts';
export { signUnsubscribeToken } from './domain/unsubscribe-token.ts';
export { seedDemoSavedSearches } from './demo/seed-demo-saved-searches.ts';
export { DailySearchAlertsRequested, WeeklySearchAlertsRequested } from './contracts/saved-searches-events.contract.ts';

// What the module holds of a person: its export and erasure (decision 036).
export { savedSearchesPersonalData } from './personal-data.ts';

// What the module counts and reports for insights (decision 050).
export { savedSearchesInsights } from './insights.ts';
