import { ARRAY_FILTERS } from '../../domain/directory-reference.ts';
import { joinSql, sql, type SqlFragment } from '../../domain/sql-fragment.ts';
import type { FacetGroup, ResolvedSearch } from './resolve-search-filters.ts';
import type { TextMatches } from './text-match.ts';

/** The directory's order after relevance: fresh first, newest approval, then id (page-order.ts in memory). */
export const DIRECTORY_ORDER = 'stale, approved_at DESC, executive_id';

/**
 * The columns of a card (directory-card.ts DirectoryRow), bio cut to its preview in SQL. The id
 * arrays come as JSON: the driver parses a uuid[] character by character in JavaScript (12% of an
 * uncached search's CPU for a page of 24 cards), JSON in V8's native parser.
 */
export const CARD_COLUMNS = `executive_id, first_name, last_name, title, region_id, country_id, to_json(city_ids) AS city_ids, years_experience,
  availability, to_json(price_band_ids) AS price_band_ids, to_json(industry_ids) AS industry_ids,
  to_json(technology_ids) AS technology_ids, left(bio, 100) AS bio_start, availability_confirmed_at`;

/**
 * The free-text match on the viewer's column (a fixed identifier from resolveSearchFilters, never
 * user input): every term as a prefix, all of them required.
 */
const textMatch = (search: ResolvedSearch): SqlFragment =>
  sql(`${search.textColumn} @@ to_tsquery('simple', ?)`, search.textTerms.map((term) => `${term}:*`).join(' & '));

/**
 * A match's relevance: the mean of each term's ts_rank, in single precision as PostgreSQL computes
 * it. The in-memory text index (text-index.ts) computes exactly this, so both paths rank alike.
 * (ts_rank of the whole AND query would also weigh how near the terms are, which needs positions
 * the index does not keep.)
 */
export function relevanceSql(search: ResolvedSearch): SqlFragment {
  const ranks = search.textTerms.map((term) => sql(`ts_rank(${search.textColumn}, to_tsquery('simple', ?))`, `${term}:*`));
  const sum = joinSql(ranks, ' + ');
  return { text: `(${sum.text}) / ${search.textTerms.length}::real`, params: sum.params };
}

/** Every condition of a search (free text and each filter kind), as the page and counts apply them. */
export function whereAll(search: ResolvedSearch): SqlFragment {
  const parts = Object.values(search.predicates).map((p) => ({ text: `(${p.text})`, params: p.params }));
  if (search.textTerms.length > 0) parts.unshift(textMatch(search));
  return parts.length > 0 ? joinSql(parts, ' AND ') : sql('true');
}

/**
 * One page of rows: by relevance with free text, then fresh before stale (decision 023), then by
 * recency; the id keeps pages stable. The in-memory page order (page-order.ts) is the same.
 */
export function buildPageStatement(search: ResolvedSearch, pageSize: number): SqlFragment {
  const where = whereAll(search);
  const hasText = search.textTerms.length > 0;
  const rank = hasText ? relevanceSql(search) : sql('0::real');
  const order = `${hasText ? 'rank DESC, ' : ''}${DIRECTORY_ORDER}`;
  return {
    text: `
      SELECT ${CARD_COLUMNS}, ${rank.text} AS rank
      FROM directory_entries
      WHERE ${where.text}
      ORDER BY ${order}
      LIMIT ? OFFSET ?`,
    params: [...rank.params, ...where.params, pageSize, (search.page - 1) * pageSize],
  };
}

/** The rows of a page the facet index chose (entry numbers), in any order: the caller orders them. */
export function buildRowsByEntryStatement(entryNumbers: readonly number[]): SqlFragment {
  return {
    text: `
      SELECT entry_no, ${CARD_COLUMNS}
      FROM directory_entries
      WHERE entry_no = ANY(?::int[])`,
    params: [`{${entryNumbers.map((n) => Math.trunc(n)).join(',')}}`],
  };
}

/** The facet lists: which column to count and under which facet group's exclusion. */
const COUNTED: { key: string; group: FacetGroup; expression: string; array: boolean }[] = [
  { key: 'role', group: 'role', expression: 'role_id', array: false },
  { key: 'region', group: 'location', expression: 'region_id', array: false },
  { key: 'country', group: 'location', expression: 'country_id', array: false },
  { key: 'city', group: 'location', expression: 'city_ids', array: true },
  { key: 'availability', group: 'availability', expression: 'availability', array: false },
  { key: 'years', group: 'yearsExperience', expression: 'years_experience', array: false },
  ...ARRAY_FILTERS.map(({ param, column }) => ({ key: param, group: param, expression: column, array: true })),
];

const storedCounts = (key: string) =>
  `(SELECT coalesce(json_object_agg(value, n), '{}'::json) FROM directory_facet_counts WHERE facet = '${key}' AND n > 0)`;

/**
 * Without free text or filters every count is the whole directory's: they are kept up to date in
 * directory_facet_counts by triggers on directory_entries (same transaction as the write), so the
 * /browse landing is a lookup of a few hundred rows instead of a scan of every executive.
 */
const UNFILTERED_COUNTS = `
  SELECT coalesce((SELECT n FROM directory_facet_counts WHERE facet = 'total' AND value = ''), 0) AS total,
         coalesce((SELECT json_object_agg(facet, options) FROM (
           SELECT facet, json_object_agg(value, n) AS options FROM directory_facet_counts
           WHERE facet <> 'total' AND n > 0 GROUP BY facet) f), '{}'::json) AS counts`;


/**
 * The total and every facet's counts in one statement. Each facet ignores its own selection
 * (disjunctive facets), so a sidebar option shows what choosing it would add: the kinds with no
 * selection are counted over the matching rows (materialised once), and each selected group over
 * the rows matching every other selection, a separate index-driven set per group. Each set holds
 * only the columns its facets count, so nothing wide is materialised.
 */
export function buildCountsStatement(search: ResolvedSearch): SqlFragment {
  const selected = Object.entries(search.predicates) as [FacetGroup, SqlFragment][];
  if (selected.length === 0 && search.textTerms.length === 0) return sql(UNFILTERED_COUNTS);

  const hasText = search.textTerms.length > 0;
  const text: SqlFragment[] = hasText ? [textMatch(search)] : [];
  const whereBut = (group?: FacetGroup): SqlFragment => {
    const parts = [...text, ...selected.filter(([g]) => g !== group).map(([, p]) => ({ text: `(${p.text})`, params: p.params }))];
    return parts.length > 0 ? joinSql(parts, ' AND ') : sql('true');
  };
  const groups = new Set(selected.map(([g]) => g));
  const source = (group: FacetGroup) => (groups.has(group) ? `g_${group.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}` : 'matched');
  const columnsOf = (name: string) =>
    [...new Set(COUNTED.filter((c) => source(c.group) === name).map((c) => c.expression))].join(', ') || 'true AS none';

  const sets: SqlFragment[] = [];
  const matchedWhere = whereBut();
  sets.push({
    text: `matched AS MATERIALIZED (SELECT ${columnsOf('matched')} FROM directory_entries WHERE ${matchedWhere.text})`,
    params: matchedWhere.params,
  });
  // With one filter and no free text, that filter's own counts are the whole directory's.
  const stored = selected.length === 1 && !hasText ? selected[0]![0] : undefined;
  for (const group of groups) {
    if (group === stored) continue;
    const where = whereBut(group);
    sets.push({
      text: `${source(group)} AS MATERIALIZED (SELECT ${columnsOf(source(group))} FROM directory_entries WHERE ${where.text})`,
      params: where.params,
    });
  }
  const lists = COUNTED.map(({ key, group, expression, array }) => {
    if (group === stored) return `'${key}', ${storedCounts(key)}`;
    const counted = array ? `${source(group)}, unnest(${expression}) AS k` : `(SELECT ${expression} AS k FROM ${source(group)}) s`;
    return `'${key}', (SELECT coalesce(json_object_agg(k, n), '{}'::json) FROM (
        SELECT k, count(*)::int AS n FROM ${counted} WHERE k IS NOT NULL GROUP BY 1) counted)`;
  });
  const withs = joinSql(sets, ',\n');
  return {
    text: `
      WITH ${withs.text}
      SELECT (SELECT count(*)::int FROM matched) AS total,
             json_build_object(${lists.join(',\n')}) AS counts`,
    params: withs.params,
  };
}

/**
 * Every entry matching the free text with its relevance, as 'entry_no:rank' pairs (the SQL path,
 * while the index loads or when it is off): both the counts and the page are taken from it.
 */
export function textMatchesStatement(search: ResolvedSearch): SqlFragment {
  const relevance = relevanceSql(search);
  const match = textMatch(search);
  return {
    text: `
      SELECT coalesce(string_agg(entry_no::text || ':' || (${relevance.text})::text, ','), '') AS matches
      FROM directory_entries WHERE ${match.text}`,
    params: [...relevance.params, ...match.params],
  };
}

export function parseTextMatches(text: string): TextMatches {
  const pairs = text ? text.split(',') : [];
  const numbers = new Uint32Array(pairs.length);
  const ranks = new Float32Array(pairs.length);
  pairs.forEach((pair, i) => {
    const colon = pair.indexOf(':');
    numbers[i] = Number(pair.slice(0, colon));
    ranks[i] = Number(pair.slice(colon + 1));
  });
  return { numbers, ranks };
}
