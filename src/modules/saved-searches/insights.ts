import { defineInsights } from '../../platform/insights/insights.ts';

/** Saved searches: their alerts run the directory's search, whose served pages the directory counts. */
export const savedSearchesInsights = defineInsights({
  module: 'Saved searches',
  metrics: {},
  reports: [],
  nothingBecause: "a saved search is a client's own; the searches it runs are not served pages, and demand is counted from searches people make",
});
