import { defineInsights } from '../../platform/insights/insights.ts';
import { ExecutiveShortlisted } from './contracts/shortlist-events.contract.ts';

/**
 * Shortlist adds are writes already: each add records ExecutiveShortlisted, and the count is added
 * from that event in the add's own transaction (the insights migration's trigger on the outbox).
 */
export const shortlistsInsights = defineInsights({
  module: 'Shortlists',
  metrics: { shortlist_add: { label: 'Shortlist adds', countedFrom: { event: ExecutiveShortlisted.type } } },
  reports: [],
});
