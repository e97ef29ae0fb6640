import { defineInsights } from '../../platform/insights/insights.ts';

/** The content hub: articles and comments, moderated on their own tab. */
export const contentInsights = defineInsights({
  module: 'Content',
  metrics: {},
  reports: [],
  nothingBecause: "articles and comments are moderated on the Content tab; reading them is not demand for an executive",
});
