import { z } from 'zod';

export { insightsMessages, VETTING_PROMISE_HOURS } from './insights-words.contract.ts';

/**
 * The insights API (issue 42, decision 050):
 * - GET /api/profile/insights: the signed-in executive's reach (their Insights page);
 * - GET /api/admin/marketplace?period=30|90: the team's Marketplace tab, one table per report;
 * - GET /api/admin/marketplace/:report/export?period=: one report as CSV (step-up).
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One seven-day period's counts. Opens are preview opens by visitors plus full opens by clients. */
export const insightsFiguresSchema = z.object({
  appearances: z.number().int().min(0),
  visitorAppearances: z.number().int().min(0),
  clientAppearances: z.number().int().min(0),
  opens: z.number().int().min(0),
  previewOpens: z.number().int().min(0),
  profileOpens: z.number().int().min(0),
  contactShown: z.number().int().min(0),
  shortlistAdds: z.number().int().min(0),
  compareAdds: z.number().int().min(0),
});
export type InsightsFigures = z.infer<typeof insightsFiguresSchema>;

/** A period of the chart: seven days ending `end` (UTC days; the last one ends today). */
export const insightsWeekSchema = insightsFiguresSchema.extend({ start: day, end: day });
export type InsightsWeek = z.infer<typeof insightsWeekSchema>;

export const insightsTermSchema = z.object({
  /** As the index normalises it, after synonyms ('chief people officer' is 'cpo'). */
  term: z.string(),
  appearances: z.number().int().min(1),
  /** 1 is the first card of the first page. One decimal. */
  averagePosition: z.number().min(1),
});
export type InsightsTerm = z.infer<typeof insightsTermSchema>;

/** A way to be found more, built from facts about the profile and what clients search for. */
export const insightsSuggestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** Where the executive acts on it. */
  action: z.object({ label: z.string(), href: z.string() }).nullable(),
});
export type InsightsSuggestion = z.infer<typeof insightsSuggestionSchema>;

export const executiveInsightsSchema = z.object({
  /** Only an approved profile is in the directory, so only an approved profile is counted. */
  listed: z.boolean(),
  /** The first day anything was counted for this executive; null before anything was. */
  countingSince: day.nullable(),
  /** The last 12 periods of seven days, oldest first; the last is 'this week'. */
  weeks: z.array(insightsWeekSchema).length(12),
  thisWeek: insightsFiguresSchema,
  lastWeek: insightsFiguresSchema,
  /** The search terms this profile appeared for in the last 28 days, used by three searchers or more. */
  topTerms: z.array(insightsTermSchema).max(10),
  suggestions: z.array(insightsSuggestionSchema).max(4),
});
export type ExecutiveInsights = z.infer<typeof executiveInsightsSchema>;

export const REPORT_PERIODS = [30, 90] as const;
export const marketplaceQuerySchema = z.object({
  period: z.coerce
    .number()
    .refine((value): value is 30 | 90 => value === 30 || value === 90, 'Choose 30 or 90 days.')
    .default(30),
});

const reportCell = z.union([z.string(), z.number(), z.null()]);
export const marketplaceReportSchema = z.object({
  id: z.string(),
  /** The module whose data it is. */
  module: z.string(),
  title: z.string(),
  description: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string(), kind: z.enum(['text', 'number', 'day', 'instant', 'hours', 'flag']) })),
  rows: z.array(z.record(z.string(), reportCell)),
});
export type MarketplaceReportAnswer = z.infer<typeof marketplaceReportSchema>;

export const marketplaceSchema = z.object({
  period: z.union([z.literal(30), z.literal(90)]),
  generatedAt: z.iso.datetime({ offset: true }),
  reports: z.array(marketplaceReportSchema),
});
export type MarketplaceAnswer = z.infer<typeof marketplaceSchema>;

export const marketplaceReportParamsSchema = z.object({ report: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Not a report.') });

/** GET and PUT /api/profile/insights/email: whether the executive gets the weekly e-mail (on unless they said no). */
export const weeklyEmailPreferenceSchema = z.object({ weekly: z.boolean() });
export type WeeklyEmailPreference = z.infer<typeof weeklyEmailPreferenceSchema>;

/** POST /api/insights/unsubscribe?token=: the weekly e-mail's one-click unsubscribe (RFC 8058). */
export const weeklyUnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const weeklyUnsubscribeResponseSchema = z.object({ unsubscribed: z.boolean() });
