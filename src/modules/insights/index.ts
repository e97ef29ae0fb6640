import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getExecutiveInsightsRoute } from './queries/get-executive-insights/get-executive-insights.route.ts';
import { getMarketplaceRoute } from './queries/get-marketplace/get-marketplace.route.ts';
import { exportMarketplaceReportRoute } from './queries/export-marketplace-report/export-marketplace-report.route.ts';
import { setWeeklyInsightsEmailRoute } from './commands/set-weekly-insights-email/set-weekly-insights-email.route.ts';
import { unsubscribeWeeklyInsightsRoute } from './commands/unsubscribe-weekly-insights/unsubscribe-weekly-insights.route.ts';

/**
 * The insights module (issue 42, decision 050): the per-day aggregates an API process's counter
 * flushes (what the directory, profiles and shortlists count for each approved executive, and the
 * searches people make), the executive's Insights page, the team's Marketplace tab (each table
 * answered by the module owning its data, through `app.insightsDeclarations`), and the weekly
 * e-mail. Register with `{ prefix: '/api' }` after `registerAuth`.
 */
export const insightsModule: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [getExecutiveInsightsRoute, getMarketplaceRoute, exportMarketplaceReportRoute, setWeeklyInsightsEmailRoute, unsubscribeWeeklyInsightsRoute]) {
    await app.register(routes);
  }
};

// The facade other modules, the composition roots, the worker, seeds and tests use.
export { createInsightsCounter, type InsightsCounterProcess } from './domain/insights-counter.ts';
export { applyInsightIncrements, noIncrements, type InsightsIncrements } from './domain/apply-increments.ts';
export { deleteInsightsRawRows } from './commands/delete-insights-raw-rows/delete-insights-raw-rows.handler.ts';
export { getExecutiveInsights } from './queries/get-executive-insights/get-executive-insights.query.ts';
export { periodDays } from './insights.ts';
export { collectWeeklyInsights, type WeeklyInsights } from './queries/collect-weekly-insights/collect-weekly-insights.query.ts';
export { recordDefaultWeeklyEmail, setWeeklyInsightsEmail } from './commands/set-weekly-insights-email/set-weekly-insights-email.handler.ts';
export { requestWeeklyInsightsEmail } from './commands/request-weekly-insights-email/request-weekly-insights-email.handler.ts';
export { signWeeklyEmailToken } from './domain/weekly-email-token.ts';
export { InsightsWeeklyEmailRequested } from './contracts/insights-events.contract.ts';
export { insightsMessages } from './contracts/insights-words.contract.ts';
export { seedDemoInsights } from './demo/seed-demo-insights.ts';
export { insightsInsights } from './insights.ts';
export { insightsAudit } from './audit.ts';

// What the module holds of a person: its export and erasure (decision 036).
export { insightsPersonalData } from './personal-data.ts';
