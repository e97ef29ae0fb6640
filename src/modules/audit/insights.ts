import { defineInsights } from '../../platform/insights/insights.ts';

/** The audit trail: staff actions, which insights never count. */
export const auditInsights = defineInsights({
  module: 'Audit trail',
  metrics: {},
  reports: [],
  nothingBecause: "staff actions, which insights never count",
});
