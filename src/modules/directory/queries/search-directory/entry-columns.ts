import { ARRAY_FILTERS } from '../../domain/directory-reference.ts';
import type { FacetGroup } from './resolve-search-filters.ts';

/**
 * A directory entry as the in-memory index reads it from `directory_entries`, by the load and by
 * every change it follows: the same columns, packed the same way, in both statements.
 */

/** Facet key (as in RawCounts), its column, whether it holds an array, and the filter group it belongs to. */
export const FACETS: { facet: string; column: string; array: boolean; group: FacetGroup }[] = [
  { facet: 'role', column: 'role_id', array: false, group: 'role' },
  { facet: 'region', column: 'region_id', array: false, group: 'location' },
  { facet: 'country', column: 'country_id', array: false, group: 'location' },
  { facet: 'city', column: 'city_ids', array: true, group: 'location' },
  { facet: 'availability', column: 'availability', array: false, group: 'availability' },
  { facet: 'years', column: 'years_experience', array: false, group: 'yearsExperience' },
  ...ARRAY_FILTERS.map(({ param, column }) => ({ facet: param, column, array: true, group: param })),
];

/**
 * An entry's facet values as one text, facets separated by ';' (in FACETS order) and array items
 * by ',': no array or JSON parsing per value, which would dominate loading 100,000 entries.
 */
const VALUES = `concat_ws(';', ${FACETS.map((f) => (f.array ? `array_to_string(e.${f.column}, ',')` : `coalesce(e.${f.column}::text, '')`)).join(', ')})`;

/** Approval time in microseconds: exact in a JS number, so the index orders pages as SQL does. */
const APPROVED_AT = `(extract(epoch FROM e.approved_at) * 1000000)::bigint`;

/** How much of the bio a card's preview starts from (the card cuts and marks it: directory-card.ts). */
export const BIO_START_CHARACTERS = 100;

/**
 * What a card shows besides the facet values, as the text of a JSON array: first and last name,
 * title, the bio's start and when availability was last confirmed (microseconds). JSON because a
 * name or a bio may hold any character but NUL, and a snapshot joins texts with NUL.
 */
const CARD_FACTS = `json_build_array(e.first_name, e.last_name, e.title, left(e.bio, ${BIO_START_CHARACTERS}),
  (extract(epoch FROM e.availability_confirmed_at) * 1000000)::bigint)::text`;

/**
 * An entry as the index reads it: id, bit position (entry_no), approval time, whether it is stale
 * (both order keys), the packed values, its two search texts (tsvector text: `tp` what a preview
 * shows, `tf` everything) and its card's other facts (`c`, CARD_FACTS).
 */
export type PackedEntry = { id: string; no: number; at: string | number; s: boolean; v: string; tp: string; tf: string; c: string };

/** The select list giving a PackedEntry per row of `directory_entries e`. */
export const ENTRY_COLUMNS = `e.executive_id::text AS id, e.entry_no AS no, ${APPROVED_AT} AS at, e.stale AS s, ${VALUES} AS v,
  e.search_public::text AS tp, e.search::text AS tf, ${CARD_FACTS} AS c`;

/**
 * The same as a JSON object, for a changed entry `c` (its executive id) left-joined to `e`: every
 * field but the id is null when the entry was removed.
 */
export const CHANGED_ENTRY_JSON = `json_build_object('id', c.executive_id, 'no', e.entry_no, 'at', ${APPROVED_AT}, 's', e.stale, 'v', ${VALUES},
        'tp', e.search_public::text, 'tf', e.search::text, 'c', ${CARD_FACTS})`;
