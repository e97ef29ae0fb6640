import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { CurrentUser } from '../../../platform/auth/access.ts';
import type { Logger } from '../../../platform/logger.ts';
import type { SearchPageFacts } from '../../../platform/insights/insights.ts';
import { searchAsCounted, type SearchDirectoryQuery } from '../../directory/index.ts';
import { recordDemoShortlistAdds } from '../../shortlists/index.ts';
import { DIRECTORY_PAGE_SIZE } from '../../directory/contracts/search-directory.contract.ts';
import { createInsightsCounter } from '../domain/insights-counter.ts';
import { dayOf } from '../domain/insights-days.ts';

/** Twelve weeks: the Insights page's chart, full. */
const SEEDED_DAYS = 84;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The searches the demo's clients and visitors make each weekday (fewer at weekends), with where
 * the demo executive stands on the first page (null: not there) and how many the search finds.
 */
const DEMO_SEARCHES: readonly { query: Partial<SearchDirectoryQuery>; perDay: number; position: number | null; total: number }[] = [
  { query: { q: 'head of people' }, perDay: 7, position: 2, total: 31 },
  { query: { q: 'talent acquisition' }, perDay: 5, position: 4, total: 26 },
  { query: { q: 'workday' }, perDay: 4, position: 3, total: 12 },
  { query: { q: 'people operations', region: 'europe' }, perDay: 3, position: 6, total: 18 },
  { query: { q: 'fractional chro' }, perDay: 2, position: 1, total: 9 },
  { query: { region: 'europe' }, perDay: 9, position: 11, total: 44 },
  { query: { q: 'employer branding' }, perDay: 2, position: null, total: 7 },
  // What the team's Marketplace tab lists as unmet demand.
  { query: { q: 'works council germany' }, perDay: 1.2, position: null, total: 0 },
  { query: { q: 'payroll poland' }, perDay: 0.8, position: null, total: 1 },
  { query: { q: 'hris migration', technologies: 'sap-successfactors' }, perDay: 0.6, position: null, total: 2 },
];

/** A count near `mean` (never negative), drawn from `random`. */
const around = (mean: number, random: () => number) => Math.max(0, Math.round(mean * (0.75 + random() * 0.5)));

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A request as the counter reads one: a signed-in client, or a visitor by address and browser. */
function demoRequest(viewer: { clientId: string } | { visitor: number }): FastifyRequest {
  // Only what the counter reads of a signed-in viewer (insights-viewer.ts): who, and in which role.
  const currentUser = 'clientId' in viewer ? ({ id: viewer.clientId, userType: 'client', isConsultant: false, isSuperAdmin: false } satisfies Partial<CurrentUser>) : null;
  const ip = 'visitor' in viewer ? `198.51.${Math.floor(viewer.visitor / 250) % 250}.${(viewer.visitor % 250) + 1}` : '127.0.0.1';
  return { currentUser, headers: { 'user-agent': BROWSER }, ip } as unknown as FastifyRequest;
}

/**
 * Development only: twelve weeks of plausible insights for the demo executive (and the other
 * approved executives on the same result pages), through the same
 * path live counting takes (decision 050). The counter an API process keeps, on a clock moved day
 * by day, is fed the searches, opens, contact details and comparisons of made-up clients and
 * visitors and flushes each day's increments; shortlist adds are past-dated ExecutiveShortlisted
 * events, counted by the outbox trigger as a live add is. Runs once: a database that holds counts
 * from before today is left as it is, so live counts made since are never doubled.
 */
export async function seedDemoInsights(
  em: EntityManager,
  logger: Logger,
  { focusExecutiveId, otherExecutiveIds, now = new Date() }: { focusExecutiveId: string; otherExecutiveIds: readonly string[]; now?: Date },
): Promise<number> {
  const today = dayOf(now);
  const [counted] = await em.execute<{ one: number }[]>('SELECT 1 AS one FROM insights_executive_days WHERE executive_id = ? AND day < ? LIMIT 1', [focusExecutiveId, today]);
  const others = otherExecutiveIds.filter((id) => id !== focusExecutiveId);
  if (counted || others.length < DIRECTORY_PAGE_SIZE) return 0;

  // Imported here: faker is a development dependency and this runs only in development. Its own
  // instance, seeded, so every fresh `make dev` shows the same figures and the profiles' seed is untouched.
  const { Faker, en } = await import('@faker-js/faker');
  const faker = new Faker({ locale: [en], seed: 42 });
  const random = () => faker.number.float();
  // Each search's first page, built once and shared by every time it is served, as the directory's cache shares it.
  const pages = DEMO_SEARCHES.map((search, index): { search: (typeof DEMO_SEARCHES)[number]; facts: SearchPageFacts } => {
    const { term, description } = searchAsCounted(search.query);
    const shown = Math.min(search.total, DIRECTORY_PAGE_SIZE);
    const rotated = [...others.slice(index * 3), ...others.slice(0, index * 3)];
    const executiveIds = rotated.slice(0, search.position === null ? shown : shown - 1);
    if (search.position !== null) executiveIds.splice(search.position - 1, 0, focusExecutiveId);
    return { search, facts: { executiveIds, page: 1, total: search.total, term, description } };
  });
  const clientIds = Array.from({ length: 14 }, (_, index) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`);

  let clock = new Date(Date.parse(`${today}T00:00:00Z`) - SEEDED_DAYS * DAY_MS);
  const counter = createInsightsCounter({ orm: { em }, log: logger, flushMs: DAY_MS, now: () => clock });
  const shortlistAdds: { executiveId: string; at: Date }[] = [];
  let visitor = 0;

  for (let day = 0; day < SEEDED_DAYS; day += 1) {
    const dayStart = Date.parse(`${today}T00:00:00Z`) - (SEEDED_DAYS - day) * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    // Demand grows over the twelve weeks, and drops at weekends.
    const demand = (0.55 + (0.65 * day) / (SEEDED_DAYS - 1)) * (weekday === 0 || weekday === 6 ? 0.35 : 1);
    let minute = 8 * 60;
    const at = () => new Date(dayStart + (minute += faker.number.int({ min: 1, max: 6 })) * MINUTE_MS);
    let clientAppearances = 0;
    let visitorAppearances = 0;

    for (const { search, facts } of pages) {
      const searches = around(search.perDay * demand, random);
      for (let n = 0; n < searches; n += 1) {
        clock = at();
        const asClient = random() < 0.4;
        const request = asClient ? demoRequest({ clientId: faker.helpers.arrayElement(clientIds) }) : demoRequest({ visitor: (visitor += 1) });
        counter.searchPage(request, facts);
        if (search.position !== null) {
          if (asClient) clientAppearances += 1;
          else visitorAppearances += 1;
        }
      }
    }

    // The demo executive's opens, contact details, comparisons and shortlist adds, from those appearances.
    const previews = around(visitorAppearances * 0.09, random);
    const opens = around(clientAppearances * 0.14, random);
    for (let n = 0; n < previews; n += 1) {
      clock = at();
      counter.view(demoRequest({ visitor: (visitor += 1) }), 'preview_open', focusExecutiveId);
    }
    for (let n = 0; n < opens; n += 1) {
      clock = at();
      const client = demoRequest({ clientId: clientIds[(day * 5 + n) % clientIds.length]! });
      counter.view(client, 'profile_open', focusExecutiveId);
      if (random() < 0.45) counter.view(client, 'contact_shown', focusExecutiveId);
      if (random() < 0.12) counter.view(client, 'compare_add', focusExecutiveId);
      if (random() < 0.2) shortlistAdds.push({ executiveId: focusExecutiveId, at: clock });
    }
    clock = new Date(dayStart + DAY_MS - MINUTE_MS);
    await counter.flush();
  }
  await recordDemoShortlistAdds(em, shortlistAdds);
  logger.info({ days: SEEDED_DAYS, shortlistAdds: shortlistAdds.length }, 'demo insights ready');
  return SEEDED_DAYS;
}
