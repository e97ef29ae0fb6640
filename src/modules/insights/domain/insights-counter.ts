import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { EntityManager, Orm } from '../../../platform/db/orm.ts';
import type { Logger } from '../../../platform/logger.ts';
import type { InsightsAudience, InsightsCounter, SearchPageFacts, ViewMetric } from '../../../platform/insights/insights.ts';
import { DIRECTORY_PAGE_SIZE } from '../../directory/contracts/search-directory.contract.ts';
import { applyInsightIncrements, noIncrements, type InsightsIncrements } from './apply-increments.ts';
import { dayOf, type Day } from './insights-days.ts';
import { audienceOf, viewerIdentityOf } from './insights-viewer.ts';

/** A search found fewer than this many executives: the team's table of unmet demand lists it. */
export const UNMET_BELOW = 3;
/** Three different searchers on one day make a term one an executive may see. */
export const SEARCHERS_TO_SHOW_A_TERM = 3;
/** The same viewer on the same executive counts again only this long after it last counted. */
export const VIEW_REPEAT_MS = 30 * 60_000;
/** Views held between flushes at most (a flush that fails keeps them): past it, new ones are dropped and logged. */
const PENDING_VIEWS_MAX = 100_000;

type PageCounts = Record<InsightsAudience, number>;
type PendingView = { day: Day; at: Date; metric: ViewMetric; executiveId: string; audience: InsightsAudience; identity: string };

/** What is held in memory between two flushes. */
type Pending = {
  /** Per day, each served page's facts (shared by every request its cached answer serves) and how often, per audience. */
  pages: Map<Day, Map<SearchPageFacts, PageCounts>>;
  /** Per day and term (not shown yet), up to three different searchers' identities. */
  termSearchers: Map<Day, Map<string, Set<string>>>;
  views: PendingView[];
};

const emptyPending = (): Pending => ({ pages: new Map(), termSearchers: new Map(), views: [] });

export type InsightsCounterProcess = InsightsCounter & {
  /** Writes what is held, in one transaction; what fails to write is kept for the next flush. */
  flush: () => Promise<void>;
  /** Starts the flush timer. */
  start: () => void;
  /** Stops the timer and flushes what is left (a process's graceful close). */
  close: () => Promise<void>;
};

export type InsightsCounterOptions = {
  /** Each flush forks its entity manager (an API process passes its ORM; the demo seed its own manager). */
  orm: Pick<Orm, 'em'> | { em: EntityManager };
  log: Logger;
  /** How often held counts are written (INSIGHTS_FLUSH_MS): a process killed without closing loses at most this much. */
  flushMs: number;
  now?: () => Date;
};


/**
 * The counter an API process keeps (decision 050). Nothing on a request's path touches the
 * database: a served page is one map increment (its facts object is shared by every request its
 * cached answer serves), a view one array push. Every `flushMs` the held counts become per-day
 * increments in one transaction: appearances and term positions from the pages, searches and the
 * searches that found too little from their first pages, the views that pass the 30-minute rule
 * (decided in the database, so two processes share it), and term searchers. Each process flushes
 * its own; increments from two processes sum.
 */
export function createInsightsCounter({ orm, log, flushMs, now = () => new Date() }: InsightsCounterOptions): InsightsCounterProcess {
  let pending = emptyPending();
  let droppedViews = 0;
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;
  /** Terms already shown: their searchers need not be counted any more. Loaded at the first flush. */
  const shownTerms = new Set<string>();
  let shownTermsLoaded = false;
  /** The day now falls in, recomputed only when the clock passes midnight (UTC). */
  let today = dayOf(now());
  let tomorrowAt = Date.parse(`${today}T00:00:00Z`) + 86_400_000;
  const currentDay = (): Day => {
    const at = now();
    if (at.getTime() >= tomorrowAt) {
      today = dayOf(at);
      tomorrowAt = Date.parse(`${today}T00:00:00Z`) + 86_400_000;
    }
    return today;
  };

  const searchPage = (request: FastifyRequest, facts: SearchPageFacts): void => {
    if (facts.executiveIds.length === 0 && facts.page > 1) return;
    const audience = audienceOf(request);
    if (!audience) return;
    const day = currentDay();
    let pages = pending.pages.get(day);
    if (!pages) pending.pages.set(day, (pages = new Map()));
    const counts = pages.get(facts);
    if (counts) counts[audience] += 1;
    else pages.set(facts, { visitor: audience === 'visitor' ? 1 : 0, client: audience === 'client' ? 1 : 0 });
    if (facts.term !== null && facts.page === 1 && !shownTerms.has(facts.term)) {
      let terms = pending.termSearchers.get(day);
      if (!terms) pending.termSearchers.set(day, (terms = new Map()));
      const searchers = terms.get(facts.term) ?? new Set<string>();
      if (searchers.size < SEARCHERS_TO_SHOW_A_TERM) searchers.add(viewerIdentityOf(request));
      terms.set(facts.term, searchers);
    }
  };

  const view = (request: FastifyRequest, metric: ViewMetric, executiveId: string): void => {
    const audience = audienceOf(request);
    if (!audience || request.currentUser?.id === executiveId) return;
    if (pending.views.length >= PENDING_VIEWS_MAX) {
      droppedViews += 1;
      return;
    }
    const at = now();
    pending.views.push({ day: dayOf(at), at, metric, executiveId, audience, identity: viewerIdentityOf(request) });
  };

  /** Puts back what a failed flush took, so the next one writes it (views only up to the bound). */
  const restore = (taken: Pending) => {
    for (const [day, pages] of taken.pages) {
      const into = pending.pages.get(day) ?? new Map<SearchPageFacts, PageCounts>();
      for (const [facts, counts] of pages) {
        const held = into.get(facts);
        if (held) {
          held.visitor += counts.visitor;
          held.client += counts.client;
        } else into.set(facts, counts);
      }
      pending.pages.set(day, into);
    }
    for (const [day, terms] of taken.termSearchers) {
      const into = pending.termSearchers.get(day) ?? new Map<string, Set<string>>();
      for (const [term, searchers] of terms) into.set(term, new Set([...(into.get(term) ?? []), ...searchers]));
      pending.termSearchers.set(day, into);
    }
    const room = Math.max(0, PENDING_VIEWS_MAX - pending.views.length);
    droppedViews += Math.max(0, taken.views.length - room);
    pending.views = [...taken.views.slice(0, room), ...pending.views];
  };

  const write = async (taken: Pending): Promise<void> => {
    await orm.em.fork().transactional(async (tx) => {
      if (!shownTermsLoaded) {
        for (const { term } of await tx.execute<{ term: string }[]>('SELECT term FROM insights_shown_terms')) shownTerms.add(term);
        shownTermsLoaded = true;
      }
      const days = new Set([...taken.termSearchers.keys(), ...taken.views.map((v) => v.day)]);
      const salts = await dailySalts(tx, [...days]);
      const increments = incrementsFromPages(taken.pages);
      await countViews(tx, taken.views, salts, increments);
      await applyInsightIncrements(tx, increments);
      await countTermSearchers(tx, taken.termSearchers, salts, shownTerms);
    });
  };

  const flush = async (): Promise<void> => {
    // One flush at a time: the timer's and close's never run side by side.
    if (flushing) await flushing;
    if (pending.pages.size === 0 && pending.views.length === 0 && pending.termSearchers.size === 0) return;
    const taken = pending;
    pending = emptyPending();
    flushing = write(taken)
      .catch((error: unknown) => {
        restore(taken);
        log.warn({ err: error }, 'insights: flush failed; the counts are kept for the next one');
      })
      .finally(() => {
        flushing = undefined;
        if (droppedViews > 0) {
          log.warn({ droppedViews }, 'insights: views dropped while the database could not be written');
          droppedViews = 0;
        }
      });
    await flushing;
  };

  return {
    searchPage,
    view,
    flush,
    start() {
      timer ??= setInterval(() => void flush(), flushMs);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}

/** The pages' appearances (and term positions), their searches and the first pages that found too little, as increments. */
function incrementsFromPages(pagesByDay: Pending['pages']): InsightsIncrements {
  const increments = noIncrements();
  for (const [day, pages] of pagesByDay) {
    for (const [facts, counts] of pages) {
      for (const audience of ['visitor', 'client'] as const) {
        const count = counts[audience];
        if (count === 0) continue;
        if (facts.page === 1) {
          increments.searches.push({ day, audience, searches: count });
          if (facts.term !== null) increments.termSearches.push({ day, term: facts.term, audience, searches: count });
          if (facts.total < UNMET_BELOW) increments.unmetSearches.push({ day, description: facts.description, term: facts.term, results: facts.total, searches: count });
        }
        facts.executiveIds.forEach((executiveId, index) => {
          increments.executives.push({ executiveId, day, metric: 'appearance', audience, count });
          if (facts.term !== null) {
            const position = (facts.page - 1) * DIRECTORY_PAGE_SIZE + index + 1;
            increments.terms.push({ executiveId, day, term: facts.term, appearances: count, positionSum: position * count });
          }
        });
      }
    }
  }
  return increments;
}

/** Each day's salt, made by whichever process needs it first. */
async function dailySalts(tx: EntityManager, days: readonly Day[]): Promise<Map<Day, Buffer>> {
  const salts = new Map<Day, Buffer>();
  for (const day of days) {
    await tx.execute('INSERT INTO insights_daily_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING', [day, randomBytes(32)]);
    const [row] = await tx.execute<{ salt: Buffer }[]>('SELECT salt FROM insights_daily_salts WHERE day = ?', [day]);
    salts.set(day, row!.salt);
  }
  return salts;
}

const hashOf = (salt: Buffer, identity: string) => createHmac('sha256', salt).update(identity).digest('base64url');

/**
 * The views that pass the 30-minute rule become increments. The marks table decides, for every
 * process at once: a mark is written when none is there, or moved on when the last counted view is
 * 30 minutes old or more, and only the views whose mark was written count.
 */
async function countViews(tx: EntityManager, views: readonly PendingView[], salts: Map<Day, Buffer>, increments: InsightsIncrements): Promise<void> {
  const first = new Map<string, PendingView & { hash: string }>();
  for (const entry of views) {
    const hash = hashOf(salts.get(entry.day)!, entry.identity);
    const key = `${hash}|${entry.executiveId}|${entry.metric}`;
    // Within one flush (seconds), a repeat is always within 30 minutes of the first.
    if (!first.has(key)) first.set(key, { ...entry, hash });
  }
  if (first.size === 0) return;
  const rows = [...first.values()];
  const counted = await tx.execute<{ viewer_hash: string; executive_id: string; metric: string }[]>(
    `INSERT INTO insights_view_marks (viewer_hash, executive_id, metric, last_counted_at)
     SELECT viewer_hash, executive_id, metric, at FROM jsonb_to_recordset(?::jsonb) AS r(viewer_hash text, executive_id uuid, metric text, at timestamptz)
     ON CONFLICT (viewer_hash, executive_id, metric) DO UPDATE SET last_counted_at = excluded.last_counted_at
       WHERE insights_view_marks.last_counted_at <= excluded.last_counted_at - make_interval(secs => ?)
     RETURNING viewer_hash, executive_id::text AS executive_id, metric`,
    [JSON.stringify(rows.map((r) => ({ viewer_hash: r.hash, executive_id: r.executiveId, metric: r.metric, at: r.at.toISOString() }))), VIEW_REPEAT_MS / 1000],
  );
  for (const row of counted) {
    const entry = first.get(`${row.viewer_hash}|${row.executive_id}|${row.metric}`);
    if (entry) increments.executives.push({ executiveId: entry.executiveId, day: entry.day, metric: entry.metric, audience: entry.audience, count: 1 });
  }
}

/** Records each term's (hashed) searchers for the day; a term with three on one day is shown from then on. */
async function countTermSearchers(tx: EntityManager, byDay: Pending['termSearchers'], salts: Map<Day, Buffer>, shownTerms: Set<string>): Promise<void> {
  const rows: { day: Day; term: string; searcher_hash: string }[] = [];
  for (const [day, terms] of byDay) {
    for (const [term, identities] of terms) {
      if (shownTerms.has(term)) continue;
      for (const identity of identities) rows.push({ day, term, searcher_hash: hashOf(salts.get(day)!, identity) });
    }
  }
  if (rows.length === 0) return;
  await tx.execute(
    `INSERT INTO insights_term_searchers (day, term, searcher_hash)
     SELECT day, term, searcher_hash FROM jsonb_to_recordset(?::jsonb) AS r(day date, term text, searcher_hash text)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
  const shown = await tx.execute<{ term: string }[]>(
    `INSERT INTO insights_shown_terms (term, shown_since)
     SELECT s.term, s.day FROM insights_term_searchers s
      WHERE (s.day, s.term) IN (SELECT day, term FROM jsonb_to_recordset(?::jsonb) AS r(day date, term text))
      GROUP BY s.day, s.term HAVING count(*) >= ?
     ON CONFLICT (term) DO NOTHING
     RETURNING term`,
    [JSON.stringify(rows.map(({ day, term }) => ({ day, term }))), SEARCHERS_TO_SHOW_A_TERM],
  );
  for (const { term } of shown) shownTerms.add(term);
  // Searchers of a shown term are not needed any more.
  if (shown.length > 0) {
    await tx.execute('DELETE FROM insights_term_searchers WHERE term IN (SELECT jsonb_array_elements_text(?::jsonb))', [JSON.stringify(shown.map(({ term }) => term))]);
  }
}
