import { ARRAY_FILTERS } from '../../domain/directory-reference.ts';
import { joinSql, sql, type SqlFragment } from '../../domain/sql-fragment.ts';
import type { FacetGroup, ResolvedSearch } from './resolve-search-filters.ts';

const TEXT_MATCH = `search @@ to_tsquery('simple', ?)`;

function whereAll(search: ResolvedSearch): SqlFragment {
  const parts = Object.values(search.predicates).map((p) => ({ text: `(${p.text})`, params: p.params }));
  if (search.tsquery) parts.unshift(sql(TEXT_MATCH, search.tsquery));
  return parts.length > 0 ? joinSql(parts, ' AND ') : sql('true');
}

/** One page of rows, ranked by relevance with free text, then by recency; the id keeps pages stable. */
export function buildPageStatement(search: ResolvedSearch, pageSize: number): SqlFragment {
  const where = whereAll(search);
  const rank = search.tsquery ? sql(`ts_rank(search, to_tsquery('simple', ?))`, search.tsquery) : sql('0::real');
  const order = search.tsquery ? 'rank DESC, approved_at DESC, executive_id' : 'approved_at DESC, executive_id';
  return {
    text: `
      SELECT executive_id, first_name, last_name, title, region_id, country_id, city_ids, years_experience,
             availability, price_band_ids, industry_ids, technology_ids, left(bio, 100) AS bio_start,
             ${rank.text} AS rank
      FROM directory_entries
      WHERE ${where.text}
      ORDER BY ${order}
      LIMIT ? OFFSET ?`,
    params: [...rank.params, ...where.params, pageSize, (search.page - 1) * pageSize],
  };
}

const flag = (group: FacetGroup) => `m_${group.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

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

/**
 * The total and every facet's counts and every facet's counts in one pass over the rows that miss at most one
 * selected filter (a row missing two can count nowhere). Each facet ignores its own selection
 * (disjunctive facets), so a sidebar option shows what choosing it would add.
 */
export function buildCountsStatement(search: ResolvedSearch): SqlFragment {
  const selected = Object.entries(search.predicates) as [FacetGroup, SqlFragment][];
  const flags = selected.map(([group, p]) => ({ text: `coalesce((${p.text}), false) AS ${flag(group)}`, params: p.params }));
  const filters: SqlFragment[] = search.tsquery ? [sql(TEXT_MATCH, search.tsquery)] : [];
  if (selected.length > 1) {
    const misses = joinSql(
      selected.map(([, p]) => ({ text: `(NOT coalesce((${p.text}), false))::int`, params: p.params })),
      ' + ',
    );
    filters.push({ text: `(${misses.text}) <= 1`, params: misses.params });
  }
  const columns = [...new Set(COUNTED.map((c) => c.expression))].join(', ');
  const base = joinSql([sql(columns), ...flags], ', ');
  const where = filters.length > 0 ? joinSql(filters, ' AND ') : sql('true');

  const allBut = (group?: FacetGroup) =>
    selected.filter(([g]) => g !== group).map(([g]) => flag(g)).join(' AND ') || 'true';
  const lists = COUNTED.map(({ key, group, expression, array }) => {
    const value = array ? `unnest(${expression})` : expression;
    return `'${key}', (SELECT coalesce(json_object_agg(k, n), '{}'::json) FROM (
        SELECT ${value}::text AS k, count(*)::int AS n FROM base WHERE ${allBut(group)} GROUP BY 1
      ) counted WHERE k IS NOT NULL)`;
  });

  return {
    text: `
      WITH base AS MATERIALIZED (
        SELECT ${base.text} FROM directory_entries WHERE ${where.text}
      )
      SELECT (SELECT count(*)::int FROM base WHERE ${allBut()}) AS total,
             json_build_object(${lists.join(',\n')}) AS counts`,
    params: [...base.params, ...where.params],
  };
}
