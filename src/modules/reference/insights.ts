import { defineInsights } from '../../platform/insights/insights.ts';

/** The reference data's option lists: nothing about reach or demand to count. */
export const referenceInsights = defineInsights({
  module: 'Reference data',
  metrics: {},
  reports: [],
  nothingBecause: "option lists, read by every search and form; what people search for is counted by the directory",
});
