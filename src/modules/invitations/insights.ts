import { defineInsights } from '../../platform/insights/insights.ts';

/** Invitations: a consultant's own table already shows each invitation's state; nothing here is reach or demand. */
export const invitationsInsights = defineInsights({
  module: 'Invitations',
  metrics: {},
  reports: [],
  nothingBecause: "a consultant's invitations are shown in their own table with each state; they are not demand for an executive",
});
