import { defineInsights } from '../../platform/insights/insights.ts';

/**
 * The directory counts appearances: each served page of search results, by audience, for every
 * executive on it and the search's term (search-directory.route.ts → app.insights.searchPage).
 */
export const directoryInsights = defineInsights({
  module: 'Directory',
  metrics: { appearance: { label: 'Search appearances', countedFrom: 'search-page' } },
  reports: [],
});
