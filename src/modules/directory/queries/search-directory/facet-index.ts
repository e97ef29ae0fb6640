import type { EntityManager } from '../../../../platform/db/orm.ts';
import { ARRAY_FILTERS } from '../../domain/directory-reference.ts';
import { KEPT_CHANGES } from '../../domain/record-change.ts';
import type { RawCounts } from './map-facets.ts';
import type { FacetGroup, ResolvedSearch } from './resolve-search-filters.ts';

/** Facet key (as in RawCounts), its column, whether it holds an array, and the filter group it belongs to. */
const FACETS: { facet: string; column: string; array: boolean; group: FacetGroup }[] = [
  { facet: 'role', column: 'role_id', array: false, group: 'role' },
  { facet: 'region', column: 'region_id', array: false, group: 'location' },
  { facet: 'country', column: 'country_id', array: false, group: 'location' },
  { facet: 'city', column: 'city_ids', array: true, group: 'location' },
  { facet: 'availability', column: 'availability', array: false, group: 'availability' },
  { facet: 'years', column: 'years_experience', array: false, group: 'yearsExperience' },
  ...ARRAY_FILTERS.map(({ param, column }) => ({ facet: param, column, array: true, group: param })),
];
const GROUP_OF = new Map(FACETS.map((f) => [f.facet, f.group]));

/**
 * An entry's facet values as one text, facets separated by ';' and array items by ',': no array
 * or JSON parsing per value, which would dominate loading 100,000 entries.
 */
const VALUES = `concat_ws(';', ${FACETS.map((f) => (f.array ? `array_to_string(e.${f.column}, ',')` : `coalesce(e.${f.column}::text, '')`)).join(', ')})`;

/** Approval time in microseconds: exact in a JS number, so the index orders pages as SQL does. */
const APPROVED_AT = `(extract(epoch FROM e.approved_at) * 1000000)::bigint`;

/** An entry as the index reads it: id, bit position (entry_no), approval time and the packed values. */
type PackedEntry = { id: string; no: number; at: string | number; v: string };

/** Version, then every entry's facet values, in one statement (one snapshot). */
const LOAD_SQL = `
  SELECT s.version::text AS version, e.executive_id::text AS id, e.entry_no AS no, ${APPROVED_AT} AS at, ${VALUES} AS v
  FROM directory_state s LEFT JOIN directory_entries e ON true`;

/**
 * The directory version and, when this process's index is behind but within the kept changes,
 * the current facet values of every entry changed since (null values: removed). One statement:
 * the search's version read, so keeping the index current costs no extra round trip.
 */
const VERSION_AND_CHANGES_SQL = `
  SELECT s.version::text AS version,
    CASE WHEN s.version > ?::bigint AND s.version - ?::bigint < ${KEPT_CHANGES} THEN (
      SELECT coalesce(json_agg(json_build_object('id', c.executive_id, 'no', e.entry_no, 'at', ${APPROVED_AT}, 'v', ${VALUES})), '[]'::json)
      FROM (SELECT DISTINCT executive_id FROM directory_changes WHERE version > ?::bigint) c
      LEFT JOIN directory_entries e ON e.executive_id = c.executive_id
    ) END AS changes
  FROM directory_state s`;

const PLAIN_VERSION_SQL = 'SELECT version::text AS version, NULL::json AS changes FROM directory_state';

/**
 * Every entry matching the free text with its relevance, as 'entry_no:rank' pairs: the text is
 * matched once, and both the counts and the page (ranked in memory) are taken from it.
 */
export const textMatchesSql = (column: ResolvedSearch['textColumn']) => `
  SELECT coalesce(string_agg(entry_no::text || ':' || ts_rank(${column}, to_tsquery('simple', ?))::text, ','), '') AS matches
  FROM directory_entries WHERE ${column} @@ to_tsquery('simple', ?)`;

/** textMatchesSql's answer: entry numbers and their ts_rank. */
export type TextMatches = { numbers: number[]; ranks: number[] };

export function parseTextMatches(text: string): TextMatches {
  const numbers: number[] = [];
  const ranks: number[] = [];
  for (const pair of text ? text.split(',') : []) {
    const colon = pair.indexOf(':');
    numbers.push(Number(pair.slice(0, colon)));
    ranks.push(Number(pair.slice(colon + 1)));
  }
  return { numbers, ranks };
}

/** Past this many rows to skip and show, a full sort beats keeping a sorted top list. */
const TOP_LIST_LIMIT = 1000;

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export type FacetIndex = {
  /** Whether the index holds the directory (loaded and not waiting for a reload). */
  ready: () => boolean;
  /** Loads every entry (start-up, or after falling too far behind). Single-flight. */
  load: (em: EntityManager) => Promise<void>;
  /**
   * Reads the directory version (the search's first statement) and brings the index up to it.
   * Returns the version; when the index could not follow, it reloads in the background and the
   * caller counts in SQL meanwhile.
   */
  readVersion: (em: EntityManager) => Promise<string>;
  /**
   * The entry numbers of one page of a search without free text, in the directory's order (newest
   * approval first, then id), as the page statement would give them.
   */
  pageOf: (search: ResolvedSearch, page: number, pageSize: number, text: TextMatches | undefined) => number[];
  /** The total and raw facet counts of a search, from memory; `text` (textMatchesSql's answer) with free text. */
  count: (search: ResolvedSearch, text: TextMatches | undefined) => { total: number; counts: RawCounts };
};

/**
 * Every approved executive's facet values as bitsets in this process: one bitset per option, one
 * bit per entry. A search's disjunctive counts are then ANDs and popcounts over ~3,100 words per
 * option at 100,000 executives, a few milliseconds, instead of counting tens of thousands of rows
 * in PostgreSQL. The index follows the read model through directory_changes, read in the same
 * statement as the version every search already reads, so it never answers for a stale directory.
 */
export function createFacetIndex(onError: (error: unknown) => void): FacetIndex {
  let version: bigint | null = null;
  let words = 0;
  let live = new Uint32Array(0);
  const positionOf = new Map<string, number>();
  /** By position: approval time and id, the page order's keys; `order` holds live positions newest first. */
  const approvedAt: number[] = [];
  const idAt: string[] = [];
  let order: number[] = [];
  let bulk = false;
  const newerFirst = (a: number, b: number) =>
    approvedAt[b]! - approvedAt[a]! || (idAt[a]! < idAt[b]! ? -1 : idAt[a]! > idAt[b]! ? 1 : 0);
  /** Where `position` is, or would go, in `order` (binary search on the order's keys). */
  const slotOf = (position: number) => {
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (newerFirst(order[middle]!, position) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const rowCodes: (Uint32Array | undefined)[] = [];
  const codeOf = new Map<string, number>();
  const facetOf: string[] = [];
  const valueOf: string[] = [];
  const bits: Uint32Array[] = [];
  let loading: Promise<void> | undefined;

  const grow = (needed: number) => {
    if (needed <= words) return;
    const size = Math.max(needed, words * 2, 64);
    const widen = (old: Uint32Array) => {
      const wider = new Uint32Array(size);
      wider.set(old);
      return wider;
    };
    live = widen(live);
    for (let code = 0; code < bits.length; code++) bits[code] = widen(bits[code]!);
    words = size;
  };

  const codeFor = (facet: string, value: string): number => {
    const key = `${facet}\u0000${value}`;
    let code = codeOf.get(key);
    if (code === undefined) {
      code = bits.length;
      codeOf.set(key, code);
      facetOf.push(facet);
      valueOf.push(value);
      bits.push(new Uint32Array(words));
    }
    return code;
  };

  const clear = (position: number) => {
    if (!bulk && rowCodes[position]) {
      const slot = slotOf(position);
      if (order[slot] === position) order.splice(slot, 1);
    }
    const mask = ~(1 << (position & 31));
    const word = position >>> 5;
    for (const code of rowCodes[position] ?? []) bits[code]![word]! &= mask;
    live[word]! &= mask;
    rowCodes[position] = undefined;
  };

  const remove = (id: string) => {
    const position = positionOf.get(id);
    if (position === undefined) return;
    clear(position);
    positionOf.delete(id);
  };

  const put = ({ id, no: position, at, v }: PackedEntry) => {
    const previous = positionOf.get(id);
    if (previous !== undefined) clear(previous);
    positionOf.set(id, position);
    grow((position >>> 5) + 1);
    approvedAt[position] = Number(at);
    idAt[position] = id;
    if (!bulk) order.splice(slotOf(position), 0, position);
    const codes: number[] = [];
    const values = v.split(';');
    for (let f = 0; f < FACETS.length; f++) {
      const value = values[f];
      if (!value) continue;
      const facet = FACETS[f]!.facet;
      if (FACETS[f]!.array) for (const item of new Set(value.split(','))) codes.push(codeFor(facet, item));
      else codes.push(codeFor(facet, value));
    }
    const bit = 1 << (position & 31);
    const word = position >>> 5;
    for (const code of codes) bits[code]![word]! |= bit;
    live[word]! |= bit;
    rowCodes[position] = Uint32Array.from(codes);
  };

  const reset = () => {
    positionOf.clear();
    order = [];
    rowCodes.length = 0;
    live.fill(0);
    for (const bitset of bits) bitset.fill(0);
  };

  const load = (em: EntityManager): Promise<void> => {
    loading ??= (async () => {
      try {
        const rows = await em.execute<(PackedEntry & { version: string })[]>(LOAD_SQL);
        reset();
        bulk = true;
        for (const row of rows) if (row.id) put(row);
        bulk = false;
        order = [...positionOf.values()].sort(newerFirst);
        version = BigInt(rows[0]?.version ?? '0');
      } catch (error) {
        version = null;
        bulk = false;
        throw error;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  };

  /** A bitset of the entries satisfying every clause of one filter group. */
  const groupMask = (clauses: NonNullable<ResolvedSearch['clauses'][FacetGroup]>): Uint32Array => {
    const mask = live.slice();
    for (const clause of clauses) {
      const any = new Uint32Array(words);
      for (let code = 0; code < bits.length; code++) {
        if (facetOf[code] !== clause.facet || !clause.accepts(valueOf[code]!)) continue;
        const option = bits[code]!;
        for (let w = 0; w < words; w++) any[w]! |= option[w]!;
      }
      for (let w = 0; w < words; w++) mask[w]! &= any[w]!;
    }
    return mask;
  };

  const and = (target: Uint32Array, other: Uint32Array) => {
    for (let w = 0; w < words; w++) target[w]! &= other[w]!;
    return target;
  };

  /** The entries matching the whole search, and for each selected group those matching all the others. */
  const masksOf = (search: ResolvedSearch, text: TextMatches | undefined) => {
    const base = live.slice();
    if (text) {
      const matching = new Uint32Array(words);
      for (const position of text.numbers) {
        // An entry newer than the index (added since its version) has no bits to count anyway.
        if (position >>> 5 < words) matching[position >>> 5]! |= 1 << (position & 31);
      }
      and(base, matching);
    }
    const masks = new Map<FacetGroup, Uint32Array>();
    for (const [group, clauses] of Object.entries(search.clauses) as [FacetGroup, NonNullable<ResolvedSearch['clauses'][FacetGroup]>][]) {
      masks.set(group, groupMask(clauses));
    }
    const allBut = (excluded?: FacetGroup) => {
      const mask = base.slice();
      for (const [group, groupBits] of masks) if (group !== excluded) and(mask, groupBits);
      return mask;
    };
    return { full: allBut(), maskOf: new Map<FacetGroup, Uint32Array>([...masks.keys()].map((group) => [group, allBut(group)])) };
  };

  return {
    ready: () => version !== null && loading === undefined,
    load,
    async readVersion(em) {
      const known = version;
      const sql = known === null ? PLAIN_VERSION_SQL : VERSION_AND_CHANGES_SQL;
      const params = known === null ? [] : [known.toString(), known.toString(), known.toString()];
      const [state] = await em.execute<{ version: string; changes: (Omit<PackedEntry, 'no'> & { no: number | null })[] | null }[]>(
        sql,
        params,
      );
      const current = BigInt(state?.version ?? '0');
      // Another search may have brought the index further meanwhile: only move forward.
      if (version !== null && loading === undefined && current > version) {
        if (state?.changes) {
          for (const { id, no, at, v } of state.changes) {
            if (no === null) remove(id);
            else put({ id, no, at, v });
          }
          version = current;
        } else {
          // Too far behind to catch up from the kept changes: reload while SQL counts.
          version = null;
          load(em.fork()).catch(onError);
        }
      }
      return state?.version ?? '0';
    },
    pageOf(search, page, pageSize, text) {
      const { full } = masksOf(search, text);
      const skip = (page - 1) * pageSize;
      const matches = (position: number) => (full[position >>> 5]! & (1 << (position & 31))) !== 0;
      if (!text) {
        const out: number[] = [];
        let seen = 0;
        for (const position of order) {
          if (!matches(position)) continue;
          if (seen++ < skip) continue;
          out.push(position);
          if (out.length === pageSize) break;
        }
        return out;
      }
      // Relevance first, then the directory order: candidates come newest first, and a later one
      // only passes an earlier one with a strictly higher rank (PostgreSQL's ORDER BY rank DESC,
      // approved_at DESC, executive_id).
      const rank = new Float64Array(words * 32);
      text.numbers.forEach((position, i) => {
        if (position < rank.length) rank[position] = text.ranks[i]!;
      });
      const wanted = skip + pageSize;
      let top: number[] = [];
      if (wanted > TOP_LIST_LIMIT) {
        top = order.filter(matches).sort((a, b) => rank[b]! - rank[a]!);
      } else {
        for (const position of order) {
          if (!matches(position)) continue;
          const r = rank[position]!;
          if (top.length === wanted && rank[top[wanted - 1]!]! >= r) continue;
          let low = 0;
          let high = top.length;
          while (low < high) {
            const middle = (low + high) >>> 1;
            if (rank[top[middle]!]! >= r) low = middle + 1;
            else high = middle;
          }
          top.splice(low, 0, position);
          if (top.length > wanted) top.pop();
        }
      }
      return top.slice(skip, wanted);
    },
    count(search, text) {
      const { full, maskOf } = masksOf(search, text);
      const counts: RawCounts = {};
      for (let code = 0; code < bits.length; code++) {
        const facet = facetOf[code]!;
        const mask = maskOf.get(GROUP_OF.get(facet)!) ?? full;
        const option = bits[code]!;
        let n = 0;
        for (let w = 0; w < words; w++) {
          const both = option[w]! & mask[w]!;
          if (both !== 0) n += popcount(both);
        }
        if (n > 0) (counts[facet] ??= {})[valueOf[code]!] = n;
      }
      let total = 0;
      for (let w = 0; w < words; w++) if (full[w] !== 0) total += popcount(full[w]!);
      return { total, counts };
    },
  };
}
