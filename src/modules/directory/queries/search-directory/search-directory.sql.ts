import { ARRAY_FILTERS } from '../../domain/directory-reference.ts';
import { joinSql, sql, type SqlFragment } from '../../domain/sql-fragment.ts';
import type { FacetGroup, ResolvedSearch } from './resolve-search-filters.ts';
import { BIO_START_CHARACTERS } from './entry-columns.ts';
import { TIER_COST, uniqueTerms, type TextMatches } from './text-match.ts';
import type { TextTerm } from '../../domain/search-synonyms.ts';
import type { TypoLexeme } from './typo-lexemes.ts';

/** The directory's order after relevance: fresh first, newest approval, then id (page-order.ts in memory). */
export const DIRECTORY_ORDER = 'stale, approved_at DESC, executive_id';

/**
 * The columns of a card (directory-card.ts DirectoryRow), bio cut to its preview in SQL. The id
 * arrays come as JSON: the driver parses a uuid[] character by character in JavaScript (12% of an
 * uncached search's CPU for a page of 24 cards), JSON in V8's native parser.
 */
export const CARD_COLUMNS = `executive_id, first_name, last_name, title, region_id, country_id, to_json(city_ids) AS city_ids, years_experience,
  availability, to_json(price_band_ids) AS price_band_ids, to_json(industry_ids) AS industry_ids,
  to_json(technology_ids) AS technology_ids, left(bio, ${BIO_START_CHARACTERS}) AS bio_start, availability_confirmed_at`;

/** Per variant of the search's text query and per term of it (uniqueTerms order), the lexemes it reaches only with typos (typo-lexemes.ts). */
export type QueryTypos = readonly (readonly (readonly TypoLexeme[])[])[];

/** One term's tsquery text: an exact term itself; otherwise the term as a prefix, or any of its typo lexemes (all letters and digits). */
const termQuery = ({ word, exact }: TextTerm, typos: readonly TypoLexeme[] | undefined): string =>
  exact ? word : [`${word}:*`, ...(typos ?? []).map(({ lexeme }) => lexeme)].join(' | ');

/** One variant of the free text matched on the viewer's column (a fixed identifier, never user input): every term required. */
const variantMatch = (column: string, terms: readonly TextTerm[], typos: readonly (readonly TypoLexeme[])[] | undefined): SqlFragment =>
  sql(`${column} @@ to_tsquery('simple', ?)`, terms.map((term, t) => `(${termQuery(term, typos?.[t])})`).join(' & '));

/**
 * A variant's relevance: the mean of each term's ts_rank, in single precision as PostgreSQL
 * computes it; a term's rank is its prefix's, or where the prefix matched nothing, the sum of its
 * typo lexemes' ranks, added in the order given. The
 * in-memory text index (text-match.ts) computes exactly this, so both paths rank alike. (ts_rank of
 * the whole AND query would also weigh how near the terms are, which needs positions the index
 * does not keep.)
 */
function variantRank(column: string, terms: readonly TextTerm[], typos: readonly (readonly TypoLexeme[])[] | undefined): SqlFragment {
  const rankOf = (query: string) => sql(`ts_rank(${column}, to_tsquery('simple', ?))`, query);
  // Each term's sum in its own parentheses: float4 rounds as the index adds, term by term.
  const ranks = terms.map((term, t) => {
    if (term.exact) return rankOf(term.word);
    const prefix = `${term.word}:*`;
    const typoWords = (typos?.[t] ?? []).map(({ lexeme }) => lexeme);
    if (typoWords.length === 0) return { text: `(${rankOf(prefix).text})`, params: [prefix] };
    // A typo's word counts only where the term itself matched no word (text-match.ts addScore).
    const typoSum = joinSql(typoWords.map(rankOf), ' + ');
    return {
      text: `(CASE WHEN ${column} @@ to_tsquery('simple', ?) THEN ${rankOf(prefix).text} ELSE ${typoSum.text} END)`,
      params: [prefix, prefix, ...typoSum.params],
    };
  });
  const sum = joinSql(ranks, ' + ');
  return { text: `(${sum.text}) / ${terms.length}::real`, params: sum.params };
}

/**
 * A variant's match cost (text-match.ts TIER_COST): per term, 0 when the entry holds the term
 * itself (always, for an exact term), 1 when only words it begins, 9 or 18 when only a word one or
 * two typos away.
 */
function variantCost(column: string, terms: readonly TextTerm[], typos: readonly (readonly TypoLexeme[])[] | undefined): SqlFragment {
  const costs = terms.map((term, t) => {
    if (term.exact) return sql(`${TIER_COST[0]}`);
    const oneTypo = (typos?.[t] ?? []).filter((typo) => typo.typos === 1).map(({ lexeme }) => lexeme);
    const parts = [
      sql(`WHEN ${column} @@ to_tsquery('simple', ?) THEN ${TIER_COST[0]}`, term.word),
      sql(`WHEN ${column} @@ to_tsquery('simple', ?) THEN ${TIER_COST[1]}`, `${term.word}:*`),
      ...(oneTypo.length > 0 ? [sql(`WHEN ${column} @@ to_tsquery('simple', ?) THEN ${TIER_COST[2]}`, oneTypo.join(' | '))] : []),
    ];
    const cases = joinSql(parts, ' ');
    return { text: `CASE ${cases.text} ELSE ${TIER_COST[3]} END`, params: cases.params };
  });
  return joinSql(costs, ' + ');
}

/** The search's variants, each with its terms once (in the order the index sums them). */
const variantsOf = (search: ResolvedSearch) => search.textQuery.map((variant) => uniqueTerms(variant));

/** The free-text match: any variant's (with no synonym in the search, its one variant). */
const textMatch = (search: ResolvedSearch, typos: QueryTypos): SqlFragment => {
  const matches = variantsOf(search).map((terms, v) => variantMatch(search.textColumn, terms, typos[v]));
  if (matches.length === 1) return matches[0]!;
  const any = joinSql(matches, ' OR ');
  return { text: `(${any.text})`, params: any.params };
};

/**
 * A matching row's cost and relevance, as `cost` and `rank` expressions with, for a search of
 * several variants, the `from` it needs: a LATERAL that picks the best variant the row matches
 * (lowest cost, then highest relevance), as the index does (text-index.ts bestOfEach).
 */
export function bestMatchSql(search: ResolvedSearch, typos: QueryTypos): { from: SqlFragment; cost: SqlFragment; rank: SqlFragment } {
  const column = search.textColumn;
  const variants = variantsOf(search);
  if (variants.length === 1) {
    return { from: sql(''), cost: variantCost(column, variants[0]!, typos[0]), rank: variantRank(column, variants[0]!, typos[0]) };
  }
  const rows = variants.map((terms, v) => {
    const row = joinSql([variantMatch(column, terms, typos[v]), variantCost(column, terms, typos[v]), variantRank(column, terms, typos[v])], ', ');
    return { text: `(${row.text})`, params: row.params };
  });
  const values = joinSql(rows, ', ');
  return {
    from: {
      text: `, LATERAL (SELECT c AS cost, r AS rank FROM (VALUES ${values.text}) v(m, c, r) WHERE m ORDER BY c, r DESC LIMIT 1) best`,
      params: values.params,
    },
    cost: sql('best.cost'),
    rank: sql('best.rank'),
  };
}

/** Every condition of a search (free text and each filter kind), as the page and counts apply them. */
export function whereAll(search: ResolvedSearch, typos: QueryTypos = []): SqlFragment {
  const parts = Object.values(search.predicates).map((p) => ({ text: `(${p.text})`, params: p.params }));
  if (search.textTerms.length > 0) parts.unshift(textMatch(search, typos));
  return parts.length > 0 ? joinSql(parts, ' AND ') : sql('true');
}

/**
 * One page of rows: with free text by match cost, then relevance; then fresh before stale
 * (decision 023), then by recency; the id keeps pages stable. The in-memory page order
 * (page-order.ts) is the same.
 */
export function buildPageStatement(search: ResolvedSearch, pageSize: number, typos: QueryTypos): SqlFragment {
  const where = whereAll(search, typos);
  const hasText = search.textTerms.length > 0;
  const { from, cost, rank } = hasText ? bestMatchSql(search, typos) : { from: sql(''), cost: sql('0'), rank: sql('0::real') };
  const order = `${hasText ? 'cost, rank DESC, ' : ''}${DIRECTORY_ORDER}`;
  return {
    text: `
      SELECT ${cardColumnsFor(search)}, ${cost.text} AS cost, ${rank.text} AS rank
      FROM directory_entries${from.text}
      WHERE ${where.text}
      ORDER BY ${order}
      LIMIT ? OFFSET ?`,
    params: [...cost.params, ...rank.params, ...from.params, ...where.params, pageSize, (search.page - 1) * pageSize],
  };
}

/**
 * With a client's free text, a card's whole bio too: the snippet around its match
 * (search-highlights.ts). Nobody else sees a bio, so nobody else's search reads one.
 */
/** Whether a search's cards show a snippet of the whole bio around its match: a client's free-text search. */
export const needsWholeBio = (search: ResolvedSearch) => search.textTerms.length > 0 && search.textColumn === 'search';

const cardColumnsFor = (search: ResolvedSearch) => (needsWholeBio(search) ? `${CARD_COLUMNS}, bio` : CARD_COLUMNS);

/** The rows of a page the facet index chose (entry numbers), in any order: the caller orders them. */
export function buildRowsByEntryStatement(search: ResolvedSearch, entryNumbers: readonly number[]): SqlFragment {
  return {
    text: `
      SELECT entry_no, ${cardColumnsFor(search)}
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
export function buildCountsStatement(search: ResolvedSearch, typos: QueryTypos): SqlFragment {
  const selected = Object.entries(search.predicates) as [FacetGroup, SqlFragment][];
  if (selected.length === 0 && search.textTerms.length === 0) return sql(UNFILTERED_COUNTS);

  const hasText = search.textTerms.length > 0;
  const text: SqlFragment[] = hasText ? [textMatch(search, typos)] : [];
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
 * Every entry matching the free text with its cost and relevance, as 'entry_no:cost:rank' triples
 * (the SQL path, while the index loads or when it is off): both the counts and the page are taken
 * from it.
 */
export function textMatchesStatement(search: ResolvedSearch, typos: QueryTypos): SqlFragment {
  const { from, cost, rank } = bestMatchSql(search, typos);
  const match = textMatch(search, typos);
  return {
    text: `
      SELECT coalesce(string_agg(entry_no::text || ':' || (${cost.text})::text || ':' || (${rank.text})::text, ','), '') AS matches
      FROM directory_entries${from.text} WHERE ${match.text}`,
    params: [...cost.params, ...rank.params, ...from.params, ...match.params],
  };
}

export function parseTextMatches(text: string): TextMatches {
  const triples = text ? text.split(',') : [];
  const numbers = new Uint32Array(triples.length);
  const costs = new Uint8Array(triples.length);
  const ranks = new Float32Array(triples.length);
  triples.forEach((triple, i) => {
    const [number, cost, rank] = triple.split(':');
    numbers[i] = Number(number);
    costs[i] = Number(cost);
    ranks[i] = Number(rank);
  });
  return { numbers, costs, ranks };
}
