import type { EntityManager } from '../../platform/db/orm.ts';
import { defineInsights, type ClientDemand, type ProfileSuggestion, type ReportRow } from '../../platform/insights/insights.ts';
import { VETTING_PROMISE_HOURS } from '../insights/contracts/insights.contract.ts';
import { isOverPromise, waitingHours } from '../insights/contracts/vetting-wait.contract.ts';
import { REMIND_AFTER_DAYS, STALE_AFTER_DAYS } from './domain/availability-freshness.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Lower case, accents off, letters and digits only: how a search term and a label are compared. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** A term names an option when each of its words begins a word of the option's label ('workday' names 'Workday HCM'). */
const names = (term: string, label: string) => {
  const labelWords = wordsOf(label);
  return wordsOf(term).every((word) => labelWords.some((labelWord) => labelWord.startsWith(word)));
};

type OptionRow = { label: string; group: string | null; listed: boolean };

/** Options of one kind (tools, industries), each with whether this profile lists it. */
async function optionsOf(em: EntityManager, executiveId: string, table: 'technologies' | 'industries', link: string, column: string): Promise<OptionRow[]> {
  const group = table === 'technologies' ? 't.category' : 'NULL';
  return em.execute<OptionRow[]>(
    `SELECT t.label, ${group} AS "group", EXISTS (SELECT 1 FROM ${link} l WHERE l.executive_id = ? AND l.${column} = t.id) AS listed
       FROM ${table} t ORDER BY t.position`,
    [executiveId],
  );
}

/** The most searched terms that name options this profile lists none of: 'clients searched for Workday 120 times'. */
function demandSuggestions(demand: ClientDemand, options: OptionRow[], kind: 'tool' | 'industry'): ProfileSuggestion[] {
  const suggestions: ProfileSuggestion[] = [];
  for (const { term, searches } of demand) {
    const byLabel = options.filter((option) => names(term, option.label));
    const byGroup = kind === 'tool' ? options.filter((option) => option.group !== null && wordsOf(option.group).join(' ') === term) : [];
    const named = byLabel.length > 0 ? byLabel : byGroup;
    if (named.length === 0 || named.some((option) => option.listed)) continue;
    const what = byLabel.length > 0 ? `no such ${kind}` : `no ${named[0]!.group} tool`;
    const times = searches === 1 ? 'once' : `${searches.toLocaleString('en-GB')} times`;
    suggestions.push({
      id: `${kind}:${term}`,
      text: `Clients searched for “${term}” ${times} in the last 30 days; your profile lists ${what} (${named.slice(0, 3).map((o) => o.label).join(', ')}). Add the ones you use.`,
      action: { label: 'Edit your profile', href: '/profile/edit' },
      weight: searches,
    });
    if (suggestions.length === 2) break;
  }
  return suggestions;
}

/** Suggestions from the profile's own facts: its availability's age, its bio, and what clients search for that it does not list. */
async function suggest(em: EntityManager, { executiveId, now, clientDemand }: { executiveId: string; now: Date; clientDemand: ClientDemand }): Promise<ProfileSuggestion[]> {
  const [profile] = await em.execute<{ availability_confirmed_at: Date | null; bio: string | null }[]>(
    'SELECT availability_confirmed_at, bio FROM executive_profiles WHERE id = ? AND approved',
    [executiveId],
  );
  if (!profile) return [];
  const suggestions: ProfileSuggestion[] = [];
  if (profile.availability_confirmed_at) {
    const days = Math.floor((now.getTime() - new Date(profile.availability_confirmed_at).getTime()) / DAY_MS);
    if (days >= REMIND_AFTER_DAYS) {
      const stale = days >= STALE_AFTER_DAYS;
      suggestions.push({
        id: 'availability',
        text: stale
          ? `Availability last confirmed ${days} days ago: profiles not confirmed for ${STALE_AFTER_DAYS} days rank lower, and yours does now. Confirming it lifts it again at once.`
          : `Availability last confirmed ${days} days ago: profiles not confirmed for ${STALE_AFTER_DAYS} days rank lower. Confirm it in one click.`,
        action: { label: 'Confirm your availability', href: '/profile' },
        // Stale costs rank on every search: first; nearly stale comes after strong demand.
        weight: stale ? 1_000_000 : days,
      });
    }
  }
  const bioWords = wordsOf(profile.bio ?? '').length;
  if (bioWords < 80) {
    suggestions.push({
      id: 'bio',
      text: `Your bio has ${bioWords} ${bioWords === 1 ? 'word' : 'words'}: clients' searches match the words of your bio too, so a fuller one (150 words or more) is found by more of them.`,
      action: { label: 'Edit your profile', href: '/profile/edit' },
      weight: 20,
    });
  }
  const tools = await optionsOf(em, executiveId, 'technologies', 'executive_technologies', 'technology_id');
  const industries = await optionsOf(em, executiveId, 'industries', 'executive_industries', 'industry_id');
  suggestions.push(...demandSuggestions(clientDemand, tools, 'tool'), ...demandSuggestions(clientDemand, industries, 'industry'));
  return suggestions;
}

/** Milliseconds as hours, one decimal. */
const hours = (ms: number | null) => (ms === null ? null : Math.round((ms / HOUR_MS) * 10) / 10);

/**
 * Profiles count what a viewer does with one executive (a preview, the full profile, the contact
 * details, a comparison: their routes call app.insights.view) and answer the Marketplace tab's
 * vetting tables from their own rows: how long decisions took against the promised 24 hours, and
 * who is waiting now.
 */
export const profilesInsights = defineInsights({
  module: 'Profiles',
  metrics: {
    preview_open: { label: 'Preview opens (visitors)', countedFrom: 'view' },
    profile_open: { label: 'Full profile opens (clients)', countedFrom: 'view' },
    contact_shown: { label: 'Contact details shown', countedFrom: 'view' },
    compare_add: { label: 'Compare adds', countedFrom: 'view' },
  },
  reports: [
    {
      id: 'vetting-times',
      title: 'Vetting times',
      description: `From submission to decision, for the decisions of the last 30 and 90 days (whatever period is chosen), beside the promised ${VETTING_PROMISE_HOURS} hours.`,
      columns: [
        { key: 'period', label: 'Decided in', kind: 'text' },
        { key: 'decisions', label: 'Decisions', kind: 'number' },
        { key: 'median', label: 'Median', kind: 'hours' },
        { key: 'p90', label: '90th percentile', kind: 'hours' },
        { key: 'promise', label: 'Promised', kind: 'hours' },
        { key: 'withinPromise', label: `Within ${VETTING_PROMISE_HOURS} hours`, kind: 'text' },
        { key: 'overPromise', label: `90th percentile over ${VETTING_PROMISE_HOURS} hours`, kind: 'flag' },
      ],
      async read(em, { now }) {
        const rows: ReportRow[] = [];
        for (const days of [30, 90]) {
          const [row] = await em.execute<{ decisions: number; median_ms: number | null; p90_ms: number | null; within: number }[]>(
            `SELECT count(*)::int AS decisions,
                    percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM decided_at - submitted_at) * 1000) AS median_ms,
                    percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM decided_at - submitted_at) * 1000) AS p90_ms,
                    count(*) FILTER (WHERE decided_at - submitted_at <= make_interval(hours => ?))::int AS within
               FROM profile_vetting_decisions WHERE decided_at > ?::timestamptz - make_interval(days => ?)`,
            [VETTING_PROMISE_HOURS, now, days],
          );
          const decisions = row?.decisions ?? 0;
          const p90 = hours(row?.p90_ms ?? null);
          rows.push({
            period: `Last ${days} days`,
            decisions,
            median: hours(row?.median_ms ?? null),
            p90,
            promise: VETTING_PROMISE_HOURS,
            withinPromise: decisions === 0 ? null : `${Math.round(((row?.within ?? 0) / decisions) * 100)}%`,
            // The flag marks a period whose 90th percentile breaks the promise.
            overPromise: p90 !== null && p90 > VETTING_PROMISE_HOURS ? 'yes' : null,
          });
        }
        return rows;
      },
    },
    {
      id: 'pending-profiles',
      title: 'Waiting for a decision',
      description: `Every profile submitted and not yet decided, longest waiting first; marked once it has waited over ${VETTING_PROMISE_HOURS} hours.`,
      columns: [
        { key: 'executive', label: 'Executive', kind: 'text' },
        { key: 'submittedAt', label: 'Submitted', kind: 'instant' },
        { key: 'waited', label: 'Waiting', kind: 'hours' },
        { key: 'overPromise', label: `Over ${VETTING_PROMISE_HOURS} hours`, kind: 'flag' },
      ],
      async read(em, { now }) {
        const rows = await em.execute<{ executive: string; submitted_at: Date }[]>(
          `SELECT concat_ws(' ', first_name, last_name) AS executive, submitted_at FROM executive_profiles
            WHERE profile_complete AND NOT approved AND rejected_at IS NULL AND revoked_at IS NULL AND submitted_at IS NOT NULL
            ORDER BY submitted_at, id`,
        );
        return rows.map((row) => {
          // One rule with the Executive Approval list (vetting-wait.contract.ts), so the two never disagree on who is over.
          const waited = waitingHours(row.submitted_at, now)!;
          return { executive: row.executive, submittedAt: new Date(row.submitted_at).toISOString(), waited: hours(waited * HOUR_MS), overPromise: isOverPromise(waited) ? 'yes' : null };
        });
      },
    },
  ],
  suggest,
});
