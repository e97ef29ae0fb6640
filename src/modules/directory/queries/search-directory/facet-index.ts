import type { EntityManager } from '../../../../platform/db/orm.ts';
import { ARRAY_FILTERS } from '../../domain/directory-reference.ts';
import { KEPT_CHANGES } from '../../domain/record-change.ts';
import type { RawCounts } from './map-facets.ts';
import type { FacetGroup, ResolvedSearch } from './resolve-search-filters.ts';
import { createTextIndex, type TextIndex } from './text-index.ts';
import type { TextMatches } from './text-match.ts';
import {
  createChangeHistory,
  pageUnchangedAfter,
  reviseCounts,
  type ChangePair,
  type CodeCatalog,
  type EntryState,
  type IndexCounts,
} from './search-revision.ts';

export type { TextMatches } from './text-match.ts';

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

/**
 * An entry as the index reads it: id, bit position (entry_no), approval time, the packed values,
 * and its two search texts (tsvector text: `tp` what a preview shows, `tf` everything).
 */
type PackedEntry = { id: string; no: number; at: string | number; v: string; tp: string; tf: string };

const ENTRY_COLUMNS = `e.executive_id::text AS id, e.entry_no AS no, ${APPROVED_AT} AS at, ${VALUES} AS v,
  e.search_public::text AS tp, e.search::text AS tf`;

/** Rows per load statement: the search texts make a row ~1 KB, so the whole set is never held at once. */
const LOAD_BATCH = 10_000;
const LOAD_VERSION_SQL = 'SELECT version::text AS version FROM directory_state';
const LOAD_BATCH_SQL = `
  SELECT ${ENTRY_COLUMNS} FROM directory_entries e WHERE e.entry_no > ? ORDER BY e.entry_no LIMIT ${LOAD_BATCH}`;

/**
 * The directory version and, when this process's index is behind but within the kept changes,
 * the current facet values of every entry changed since (null values: removed). One statement:
 * the search's version read, so keeping the index current costs no extra round trip.
 */
const VERSION_AND_CHANGES_SQL = `
  SELECT s.version::text AS version,
    CASE WHEN s.version > ?::bigint AND s.version - ?::bigint < ${KEPT_CHANGES} THEN (
      SELECT coalesce(json_agg(json_build_object('id', c.executive_id, 'no', e.entry_no, 'at', ${APPROVED_AT}, 'v', ${VALUES},
        'tp', e.search_public::text, 'tf', e.search::text)), '[]'::json)
      FROM (SELECT DISTINCT executive_id FROM directory_changes WHERE version > ?::bigint) c
      LEFT JOIN directory_entries e ON e.executive_id = c.executive_id
    ) END AS changes
  FROM directory_state s`;

const PLAIN_VERSION_SQL = 'SELECT version::text AS version, NULL::json AS changes FROM directory_state';

/** Past this many rows to skip and show, a full sort beats keeping a sorted top list. */
const TOP_LIST_LIMIT = 1000;

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Counting entry by entry costs about this many times one word of one option's popcount (an entry
 * holds ~24 options; measured at 100,000 entries): the break-even between the two ways to count.
 */
const ENTRY_COST = 14;

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
   * The entries matching a search's free text, with their relevance, from memory (text-index.ts);
   * undefined while the index is not ready (the caller matches in SQL).
   */
  matchText: (search: ResolvedSearch) => TextMatches | undefined;
  /**
   * The entry numbers of one page of a search, in the page statement's order: relevance first
   * with free text, then newest approval, then id.
   */
  pageOf: (search: ResolvedSearch, page: number, pageSize: number, text: TextMatches | undefined) => number[];
  /** The total and raw facet counts of a search, from memory; `text` (the free text's matches) with free text. */
  count: (search: ResolvedSearch, text: TextMatches | undefined) => IndexCounts;
  /**
   * A search's total and raw counts computed at `since`, brought to `current`: the same object when
   * every change between fails at least two of the search's filter groups (such an entry is in no
   * count and on no page); otherwise each changed entry's old contribution taken away and its new
   * one added, exactly what counting again gives. Undefined when the index cannot tell (not ready,
   * changes no longer kept) or free text is involved and a change matters: the caller counts again.
   */
  countsAfter: (search: ResolvedSearch, since: string, current: string, counts: IndexCounts) => IndexCounts | undefined;
  /**
   * Whether a page (its entries, by position, as pageOf chose them at `since`) is still the same
   * page at `current`: no changed entry is on it, and none entered, left or moved in the search's
   * order before its last entry. Free text: only when every change fails two filter groups.
   */
  pageUnchanged: (search: ResolvedSearch, since: string, current: string, positions: readonly number[], pageSize: number) => boolean;
};

export type { IndexCounts } from './search-revision.ts';

/**
 * Every approved executive's facet values as bitsets in this process: one bitset per option, one
 * bit per entry; and both search texts as in-memory text indexes. A search's disjunctive counts are
 * then ANDs and popcounts (or, over few entries, a walk of those entries' values) instead of
 * counting tens of thousands of rows in PostgreSQL. The index follows the read model through
 * directory_changes, read in the same statement as the version every search already reads, so it
 * never answers for a stale directory.
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
  /**
   * Each entry's option codes, entry by entry in one append-only buffer (rowStart..rowEnd by
   * position; an empty range for no entry): one flat array walks ~3x faster than an array per
   * entry when counting entry by entry. A rewritten entry's codes are appended; a load compacts.
   */
  let rowStart = new Uint32Array(0);
  let rowEnd = new Uint32Array(0);
  let rowBuffer = new Uint32Array(1 << 16);
  let rowUsed = 0;
  const facetOf: string[] = [];
  const valueOf: string[] = [];
  /** By code: the filter group whose selection its count ignores. */
  const groupOfCode: FacetGroup[] = [];
  const bits: Uint32Array[] = [];
  /** By code: how many live entries hold it (the whole directory's count, kept on every write). */
  const liveCount: number[] = [];
  const texts: Record<ResolvedSearch['textColumn'], TextIndex> = { search_public: createTextIndex(), search: createTextIndex() };
  let loading: Promise<void> | undefined;
  const history = createChangeHistory();
  const catalog: CodeCatalog = { facetOf, valueOf, groupOfCode };

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
    const widenRows = (old: Uint32Array) => {
      const wider = new Uint32Array(size * 32);
      wider.set(old);
      return wider;
    };
    rowStart = widenRows(rowStart);
    rowEnd = widenRows(rowEnd);
    words = size;
  };

  /** Per facet (FACETS order), its values' codes. */
  const codeOf = FACETS.map(() => new Map<string, number>());
  const codeFor = (facetIndex: number, value: string): number => {
    const codes = codeOf[facetIndex]!;
    let code = codes.get(value);
    if (code === undefined) {
      code = bits.length;
      codes.set(value, code);
      const { facet } = FACETS[facetIndex]!;
      facetOf.push(facet);
      valueOf.push(value);
      groupOfCode.push(GROUP_OF.get(facet)!);
      liveCount.push(0);
      bits.push(new Uint32Array(words));
    }
    return code;
  };

  const clear = (position: number) => {
    if (position >= rowEnd.length || rowEnd[position] === rowStart[position]) return;
    const codes = rowBuffer.subarray(rowStart[position]!, rowEnd[position]!);
    if (!bulk) {
      const slot = slotOf(position);
      if (order[slot] === position) order.splice(slot, 1);
      texts.search_public.remove(position);
      texts.search.remove(position);
    }
    const mask = ~(1 << (position & 31));
    const word = position >>> 5;
    for (const code of codes) {
      bits[code]![word]! &= mask;
      liveCount[code]!--;
    }
    live[word]! &= mask;
    rowEnd[position] = rowStart[position]!;
  };

  const remove = (id: string) => {
    const position = positionOf.get(id);
    if (position === undefined) return;
    clear(position);
    positionOf.delete(id);
  };

  /** Adds or replaces an entry; its texts too, except during a load (the loaders take them). */
  const put = ({ id, no: position, at, v, tp, tf }: PackedEntry) => {
    const previous = positionOf.get(id);
    if (previous !== undefined) clear(previous);
    positionOf.set(id, position);
    grow((position >>> 5) + 1);
    approvedAt[position] = Number(at);
    idAt[position] = id;
    if (!bulk) {
      order.splice(slotOf(position), 0, position);
      texts.search_public.put(position, tp);
      texts.search.put(position, tf);
    }
    const codes: number[] = [];
    const values = v.split(';');
    for (let f = 0; f < FACETS.length; f++) {
      const value = values[f];
      if (!value) continue;
      if (!FACETS[f]!.array) codes.push(codeFor(f, value));
      else {
        const start = codes.length;
        for (const item of value.split(',')) {
          const code = codeFor(f, item);
          // An array may repeat a value; an entry holds each option once.
          if (codes.indexOf(code, start) < 0) codes.push(code);
        }
      }
    }
    const bit = 1 << (position & 31);
    const word = position >>> 5;
    for (const code of codes) {
      bits[code]![word]! |= bit;
      liveCount[code]!++;
    }
    live[word]! |= bit;
    if (rowUsed + codes.length > rowBuffer.length) {
      const wider = new Uint32Array(Math.max(rowBuffer.length * 2, rowUsed + codes.length));
      wider.set(rowBuffer.subarray(0, rowUsed));
      rowBuffer = wider;
    }
    rowBuffer.set(codes, rowUsed);
    rowStart[position] = rowUsed;
    rowUsed += codes.length;
    rowEnd[position] = rowUsed;
  };

  const reset = () => {
    positionOf.clear();
    order = [];
    rowStart.fill(0);
    rowEnd.fill(0);
    rowUsed = 0;
    live.fill(0);
    for (const bitset of bits) bitset.fill(0);
    liveCount.fill(0);
  };

  /**
   * Every entry, read in batches inside one repeatable-read transaction, so the batches and the
   * version are one snapshot without holding every row's texts in memory at once.
   */
  const load = (em: EntityManager): Promise<void> => {
    loading ??= (async () => {
      try {
        await em.transactional(
          async (tx) => {
            const [state] = await tx.execute<{ version: string }[]>(LOAD_VERSION_SQL);
            const loaders = { search_public: texts.search_public.startLoad(), search: texts.search.startLoad() };
            reset();
            bulk = true;
            const batchAfter = (after: number) => tx.execute<PackedEntry[]>(LOAD_BATCH_SQL, [after]);
            for (let batch = batchAfter(0); ; ) {
              const rows = await batch;
              // PostgreSQL prepares the next batch while this one is indexed.
              const more = rows.length === LOAD_BATCH;
              if (more) batch = batchAfter(rows[rows.length - 1]!.no);
              for (const row of rows) {
                put(row);
                loaders.search_public.add(row.no, row.tp);
                loaders.search.add(row.no, row.tf);
              }
              if (!more) break;
            }
            loaders.search_public.finish();
            loaders.search.finish();
            bulk = false;
            order = [...positionOf.values()].sort(newerFirst);
            version = BigInt(state?.version ?? '0');
            history.clear();
          },
          { isolationLevel: 'repeatable read', readOnly: true },
        );
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

  /**
   * Counts `codes` over the entries of `mask` into `n`, whichever way is cheaper: a popcount of
   * each option's bitset against the mask, or, when the mask holds few entries, a walk of those
   * entries' values. Returns how many entries the mask holds.
   */
  const countOver = (mask: Uint32Array, codes: readonly number[], n: Int32Array): number => {
    const nonzero: number[] = [];
    let population = 0;
    for (let w = 0; w < words; w++) {
      if (mask[w] === 0) continue;
      nonzero.push(w);
      population += popcount(mask[w]!);
    }
    if (population * ENTRY_COST < codes.length * nonzero.length) {
      const wanted = new Uint8Array(bits.length);
      for (const code of codes) wanted[code] = 1;
      for (const w of nonzero) {
        for (let x = mask[w]!; x !== 0; x &= x - 1) {
          const position = (w << 5) | (31 - Math.clz32(x & -x));
          for (let i = rowStart[position]!, end = rowEnd[position]!; i < end; i++) {
            const code = rowBuffer[i]!;
            if (wanted[code] === 1) n[code]!++;
          }
        }
      }
    } else {
      for (const code of codes) {
        const option = bits[code]!;
        let k = 0;
        for (const w of nonzero) {
          const both = option[w]! & mask[w]!;
          if (both !== 0) k += popcount(both);
        }
        n[code] = k;
      }
    }
    return population;
  };

  const stateOf = (id: string): EntryState | undefined => {
    const position = positionOf.get(id);
    if (position === undefined || position >= rowEnd.length) return undefined;
    return { codes: rowBuffer.slice(rowStart[position]!, rowEnd[position]!), position, at: approvedAt[position]!, id };
  };

  /** Every change between two versions; undefined when the index cannot tell. */
  const pairsBetween = (since: string, current: string): ChangePair[] | undefined =>
    version === null || loading !== undefined ? undefined : history.between(since, current);

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
          const pairs: ChangePair[] = [];
          for (const { no, ...entry } of state.changes) {
            const before = stateOf(entry.id);
            if (no === null) remove(entry.id);
            else put({ ...entry, no });
            pairs.push({ before, after: stateOf(entry.id) });
          }
          history.record(version, current, pairs);
          version = current;
        } else {
          // Too far behind to catch up from the kept changes: reload while SQL counts.
          version = null;
          load(em.fork()).catch(onError);
        }
      }
      return state?.version ?? '0';
    },
    countsAfter(search, since, current, counts) {
      const pairs = pairsBetween(since, current);
      return pairs && reviseCounts(catalog, search, pairs, counts);
    },
    pageUnchanged(search, since, current, positions, pageSize) {
      const pairs = pairsBetween(since, current);
      if (!pairs) return false;
      const last = positions.length === pageSize ? positions[positions.length - 1]! : undefined;
      return pageUnchangedAfter(catalog, search, pairs, positions, last === undefined ? undefined : { at: approvedAt[last]!, id: idAt[last]! });
    },
    matchText(search) {
      if (version === null || loading !== undefined || search.textTerms.length === 0) return undefined;
      return texts[search.textColumn].match(search.textTerms);
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
      const rank = new Float32Array(words * 32);
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
      const selected = maskOf.size;
      // Which codes are counted over which mask: a group's own options ignore its selection.
      const plan = new Map<Uint32Array, number[]>();
      for (let code = 0; code < bits.length; code++) {
        const mask = maskOf.get(groupOfCode[code]!) ?? full;
        let codes = plan.get(mask);
        if (!codes) plan.set(mask, (codes = []));
        codes.push(code);
      }
      const n = new Int32Array(bits.length);
      for (const [mask, codes] of plan) {
        // A mask that narrows nothing (no free text, no other selection) is the whole directory,
        // whose counts are kept on every write.
        const wholeDirectory = !text && (mask === full ? selected === 0 : selected === 1);
        if (wholeDirectory) for (const code of codes) n[code] = liveCount[code]!;
        else countOver(mask, codes, n);
      }
      const counts: RawCounts = {};
      for (let code = 0; code < bits.length; code++) {
        if (n[code]! > 0) (counts[facetOf[code]!] ??= {})[valueOf[code]!] = n[code]!;
      }
      let total = 0;
      for (let w = 0; w < words; w++) if (full[w] !== 0) total += popcount(full[w]!);
      return { total, counts };
    },
  };
}
