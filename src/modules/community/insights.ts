import { defineInsights } from '../../platform/insights/insights.ts';

/** The community: its members and Slack invitations have their own admin tab. */
export const communityInsights = defineInsights({
  module: 'Community',
  metrics: {},
  reports: [],
  nothingBecause: "members and Slack invitations are counted on the Community Management tab; joining is not demand for an executive",
});
