import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '../db/orm.ts';

/**
 * Insights (issue 42, decision 050): what the marketplace counts for each approved executive, and
 * the team's reports of demand and vetting. Like personal data and the audit trail, each module
 * declares its part beside its routes and jobs (`src/modules/<module>/insights.ts`,
 * `defineInsights`) and the composition root lists them (`src/insights.ts`): the metrics it counts
 * (with their words for the executive's page) and the Marketplace tab's tables it answers from its
 * own tables. `tests/integration/platform/insights-coverage.test.ts` fails when a module is left
 * out, when a counted metric is declared by nobody, or when a report has no export.
 */

/** Who a counted event came from: only these two audiences are the demand an executive meets. */
export type InsightsAudience = 'visitor' | 'client';

/**
 * The per-executive daily counts. An appearance is a served page of search results holding the
 * executive; the others are one viewer's action on one executive, counted once per 30 minutes.
 */
export const INSIGHT_METRICS = ['appearance', 'preview_open', 'profile_open', 'contact_shown', 'shortlist_add', 'compare_add'] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

/** Metrics counted from a viewer's request (deduplicated per viewer per 30 minutes), not from a search page or an event. */
export type ViewMetric = Exclude<InsightMetric, 'appearance' | 'shortlist_add'>;

/** A metric a module counts: its words, and how it is counted. */
export type MetricDeclaration = {
  label: string;
  /**
   * 'search-page': from each served page of results (the directory's route); 'view': from a
   * viewer's request through `app.insights.view` (once per viewer per 30 minutes); an event type:
   * from that domain event, in the transaction that records it (a database trigger on the outbox,
   * declared by the migration that owns the count).
   */
  countedFrom: 'search-page' | 'view' | { event: string };
};

/** A cell of a Marketplace table: words, a number, a day or an instant (ISO 8601), or hours. */
export type ReportCell = string | number | null;
export type ReportColumn = { key: string; label: string; kind: 'text' | 'number' | 'day' | 'instant' | 'hours' | 'flag' };
export type ReportRow = Record<string, ReportCell>;
/** The period a report's rows cover: the last 30 or 90 days. */
export type ReportPeriod = 30 | 90;

/** One table of the team's Marketplace tab, answered by the module that owns its data. */
export type MarketplaceReport = {
  /** kebab-case, unique: the URL of its CSV (`/api/admin/marketplace/<id>/export`). */
  id: string;
  title: string;
  description: string;
  columns: readonly ReportColumn[];
  read: (em: EntityManager, options: { period: ReportPeriod; now: Date }) => Promise<ReportRow[]>;
};

/** What clients searched for in the last 30 days, by term (as the index normalises it), most searched first. */
export type ClientDemand = readonly { term: string; searches: number }[];

/** A way for an executive to be found more, from facts the module holds; the most useful (highest weight) are shown. */
export type ProfileSuggestion = { id: string; text: string; action: { label: string; href: string } | null; weight: number };

export type InsightsDeclaration = {
  /** The module, in words. */
  readonly module: string;
  readonly metrics: Readonly<Partial<Record<InsightMetric, MetricDeclaration>>>;
  readonly reports: readonly MarketplaceReport[];
  /** Suggestions for the executive's Insights page and weekly e-mail, from the module's own tables. */
  readonly suggest?: (em: EntityManager, context: { executiveId: string; now: Date; clientDemand: ClientDemand }) => Promise<ProfileSuggestion[]>;
  /** Why a module counts nothing and reports nothing (required then, so leaving one out is a choice). */
  readonly nothingBecause?: string;
};

/** Declares a module's insights (typed, so a missing part fails the build). */
export function defineInsights(declaration: InsightsDeclaration): InsightsDeclaration {
  return declaration;
}

/**
 * What a served page of search results tells the counter. The same object for every request the
 * same cached answer serves, so counting a repeated page is one map increment (insights-counter.ts).
 */
export type SearchPageFacts = {
  /** The executives on the page, in their order. */
  executiveIds: readonly string[];
  /** 1-based. */
  page: number;
  /** How many executives the search matched (after typo tolerance and synonyms). */
  total: number;
  /** The free text as the index normalises it, after synonyms; null for a search without text. */
  term: string | null;
  /** The search in words (its text and filters), for the team's table of searches that found too little. */
  description: string;
};

/**
 * The in-memory counter every API process keeps (`app.insights`): nothing here writes to the
 * database; the counter flushes per-day increments in batches, off the request's path.
 */
export type InsightsCounter = {
  /** A page of search results served to `request`'s viewer. */
  searchPage: (request: FastifyRequest, facts: SearchPageFacts) => void;
  /** `request`'s viewer opened, showed or compared one executive. */
  view: (request: FastifyRequest, metric: ViewMetric, executiveId: string) => void;
  /** Writes what is held now (tests, and a process's close); normally the counter's timer does. */
  flush: () => Promise<void>;
};
