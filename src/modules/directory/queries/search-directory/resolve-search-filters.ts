import { canonicalSearchTerm, searchWords, textQueryOf, type TextQuery } from '../../domain/search-synonyms.ts';
import { ValidationError } from '../../../../platform/errors.ts';
import type { SearchDirectoryQuery } from '../../contracts/search-directory.contract.ts';
import {
  ARRAY_FILTERS,
  ENGAGEMENT_AVAILABILITY,
  PROFILE_AVAILABILITY,
  findRole,
  type ArrayFilterParam,
  type DirectoryReference,
} from '../../domain/directory-reference.ts';
import { pgArray, sql, type SqlFragment } from '../../domain/sql-fragment.ts';

/** The filter kinds that get facets; each one's counts ignore its own selection. */
export type FacetGroup = 'role' | 'location' | 'availability' | 'yearsExperience' | ArrayFilterParam;

/**
 * What the free text may match: 'full' (names, title, industries, tools, bio) for viewers who see
 * names and bios, 'preview' (title, industries, tools) for everyone else. Matching over a field the
 * viewer cannot see would let them probe it (q=surname tells which initials card has that name).
 */
export type TextScope = 'full' | 'preview';

/** The tsvector column holding each scope's searchable text. */
const TEXT_COLUMN = { full: 'search', preview: 'search_public' } as const satisfies Record<TextScope, string>;

export type ResolvedSearch = {
  /**
   * The free text's terms (letters and digits only, lower case, unique, at most 8), each matched as
   * a prefix and all of them required; empty without free text.
   */
  textTerms: string[];
  /** The terms as the text index matches them: with the field's synonyms, variants (search-synonyms.ts). */
  textQuery: TextQuery;
  /** The tsvector column the free text is matched against, chosen by the viewer's text scope. */
  textColumn: (typeof TEXT_COLUMN)[TextScope];
  page: number;
  /** One predicate per selected filter kind; kinds combine with AND. */
  predicates: Partial<Record<FacetGroup, SqlFragment>>;
  /** The same selections for the in-memory facet index: every clause of a kind must hold. */
  clauses: Partial<Record<FacetGroup, FacetClause[]>>;
  /** Identifies the result set (not the page), text scope included: the key of cached counts. */
  cacheKey: string;
  /** The free text as one name, synonyms as their group's first phrase (insights count searches under it); null without text. */
  term: string | null;
  /** The search in words, its text and filters as sent: how the team's table of searches that found too little names it. */
  description: string;
};

/** A row satisfies a clause when one of its values of that facet is accepted. */
export type FacetClause = { facet: string; accepts: (value: string) => boolean };

const anyOf = (facet: string, values: readonly string[]): FacetClause => {
  const wanted = new Set(values);
  return { facet, accepts: (value) => wanted.has(value) };
};

const MAX_TERMS = 8;
const MAX_LIST = 50;

/**
 * Free text to search terms: only runs of letters and digits survive, so nothing a user types can
 * reach to_tsquery's operator syntax. 'Gre lev' becomes ['gre', 'lev'] (matched as 'gre:* & lev:*').
 */
export function toSearchTerms(q: string | undefined): string[] {
  const terms = searchWords(q ?? '');
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

function splitList(value: string | undefined): string[] {
  return [...new Set((value ?? '').split(',').map((item) => item.trim().toLowerCase()).filter(Boolean))];
}

/**
 * '+' in a hand-typed query string arrives as a space and is trimmed away ('10+' → '10'),
 * so a slug that is unknown as sent is tried again with its '+'.
 */
function lookUp<T>(map: Map<string, T>, slug: string): T | undefined {
  return map.get(slug) ?? map.get(`${slug}+`);
}

type Errors = Record<string, string[]>;

const QUOTED_MAX = 60;

/** A value as a message quotes it back: a few thousand characters of it would help nobody. */
function quoted(value: string): string {
  return `"${value.length > QUOTED_MAX ? `${value.slice(0, QUOTED_MAX)}…` : value}"`;
}

function addError(errors: Errors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

type Resolved = { predicate: SqlFragment; clauses: FacetClause[] };

const yearsBetween = (min: number, max: number): FacetClause => ({
  facet: 'years',
  accepts: (value) => Number(value) >= min && Number(value) <= max,
});

function resolveYears(value: string, errors: Errors): Resolved | undefined {
  const range = /^(\d{1,2})\s*-\s*(\d{1,2})$/.exec(value);
  if (range) {
    const [min, max] = [Number(range[1]), Number(range[2])];
    if (min <= max) return { predicate: sql('years_experience BETWEEN ? AND ?', min, max), clauses: [yearsBetween(min, max)] };
  }
  // 'N+' (or 'N' when the '+' was lost to URL decoding) means at least N.
  const atLeast = /^(\d{1,2})\s*\+?$/.exec(value);
  if (atLeast) {
    const min = Number(atLeast[1]);
    return { predicate: sql('years_experience >= ?', min), clauses: [yearsBetween(min, Number.POSITIVE_INFINITY)] };
  }
  addError(errors, 'yearsExperience', `${quoted(value)} is not a range of years: use 'a-b' (such as 3-5) or 'N+' (such as 10+).`);
  return undefined;
}

function resolveAvailability(value: string, errors: Errors): Resolved | undefined {
  const slug = value.toLowerCase();
  const stored = ENGAGEMENT_AVAILABILITY[slug] ?? (PROFILE_AVAILABILITY as readonly string[]).find((a) => a === slug);
  if (stored === undefined) {
    addError(errors, 'availability', `Unknown availability ${quoted(value)}.`);
    return undefined;
  }
  const values = typeof stored === 'string' ? [stored] : [...stored];
  return { predicate: sql('availability = ANY(?::text[])', pgArray(values)), clauses: [anyOf('availability', values)] };
}

/** location, region, country and cities narrow one another: every one given must hold. */
function resolveLocation(query: SearchDirectoryQuery, reference: DirectoryReference, errors: Errors): Resolved | undefined {
  const parts: SqlFragment[] = [];
  const clauses: FacetClause[] = [];
  if (query.location) {
    const slug = query.location.toLowerCase();
    const place = reference.placeBySlug.get(slug);
    const region = reference.regionBySlug.get(slug);
    if (place) {
      parts.push(sql('country_id = ?', place.id));
      clauses.push(anyOf('country', [place.id]));
    } else if (region) {
      parts.push(sql('region_id = ?', region.id));
      clauses.push(anyOf('region', [region.id]));
    } else addError(errors, 'location', `Unknown location ${quoted(query.location)}.`);
  }
  const region = query.region ? reference.regionBySlug.get(query.region.toLowerCase()) : undefined;
  if (query.region) {
    if (region) {
      parts.push(sql('region_id = ?', region.id));
      clauses.push(anyOf('region', [region.id]));
    } else addError(errors, 'region', `Unknown region ${quoted(query.region)}.`);
  }
  const country = query.country ? reference.placeBySlug.get(query.country.toLowerCase()) : undefined;
  if (query.country) {
    if (country) {
      parts.push(sql('country_id = ?', country.id));
      clauses.push(anyOf('country', [country.id]));
    } else addError(errors, 'country', `Unknown country ${quoted(query.country)}.`);
  }
  const cityIds: string[] = [];
  for (const slug of splitList(query.city)) {
    // City slugs are unique within a country only: the chosen country (or region) disambiguates.
    const matches = (reference.citiesBySlug.get(slug) ?? []).filter(
      (city) =>
        (!country || city.countryId === country.id) &&
        (!region || reference.placeById.get(city.countryId)?.regionSlug === region.slug),
    );
    if (matches.length === 0) addError(errors, 'city', `Unknown city ${quoted(slug)}${country ? ` in ${country.label}` : ''}.`);
    cityIds.push(...matches.map((city) => city.id));
  }
  if (cityIds.length > 0) {
    parts.push(sql('city_ids && ?::uuid[]', pgArray(cityIds)));
    clauses.push(anyOf('city', cityIds));
  }
  if (parts.length === 0) return undefined;
  return { predicate: { text: parts.map((p) => p.text).join(' AND '), params: parts.flatMap((p) => p.params) }, clauses };
}

/**
 * Turns the query string into SQL predicates on directory_entries, resolving every slug through the
 * reference data. Anything unknown is a 400 naming the field: a typo never yields a silent empty page.
 */
export function resolveSearchFilters(query: SearchDirectoryQuery, reference: DirectoryReference, scope: TextScope): ResolvedSearch {
  const errors: Errors = {};
  const predicates: ResolvedSearch['predicates'] = {};
  const clauses: ResolvedSearch['clauses'] = {};
  const select = (group: FacetGroup, resolved: Resolved | undefined) => {
    if (!resolved) return;
    predicates[group] = resolved.predicate;
    clauses[group] = resolved.clauses;
  };

  if (query.role) {
    const role = findRole(reference, query.role);
    if (role) select('role', { predicate: sql('role_id = ?', role.id), clauses: [anyOf('role', [role.id])] });
    else addError(errors, 'role', `Unknown role ${quoted(query.role)}.`);
  }
  select('location', resolveLocation(query, reference, errors));
  if (query.availability) select('availability', resolveAvailability(query.availability, errors));
  if (query.yearsExperience) select('yearsExperience', resolveYears(query.yearsExperience, errors));
  for (const { param, column } of ARRAY_FILTERS) {
    const slugs = splitList(query[param]);
    if (slugs.length > MAX_LIST) addError(errors, param, `Choose at most ${MAX_LIST} values.`);
    const ids: string[] = [];
    for (const slug of slugs) {
      const id = lookUp(reference.idBySlug[param], slug);
      if (id) ids.push(id);
      else addError(errors, param, `Unknown value ${quoted(slug)}.`);
    }
    if (ids.length > 0) select(param, { predicate: sql(`${column} && ?::uuid[]`, pgArray(ids.sort())), clauses: [anyOf(param, ids)] });
  }

  const fields = Object.keys(errors);
  if (fields.length > 0) {
    const first = errors[fields[0]!]![0]!;
    throw new ValidationError(first, errors);
  }

  const textTerms = toSearchTerms(query.q);
  // The scope is in every key, so no cached page, count or match list crosses audiences.
  const cacheKey = JSON.stringify([scope, textTerms, Object.entries(predicates).map(([k, p]) => [k, p.text, p.params])]);
  const term = canonicalSearchTerm(textTerms);
  return { textTerms, textQuery: textQueryOf(textTerms), textColumn: TEXT_COLUMN[scope], page: query.page, predicates, clauses, cacheKey, term, description: describeSearch(query, term) };
}

/** The filters a search's description names, in the order of the browse page's panel. */
const DESCRIBED_FILTERS = ['role', 'location', 'region', 'country', 'city', 'availability', 'yearsExperience', ...ARRAY_FILTERS.map(({ param }) => param)] as const;

/**
 * A search as insights count it (its term as the index normalises it, after synonyms, and its
 * description), without running it: the demo seed's searches are described exactly as live ones.
 */
export function searchAsCounted(query: Partial<SearchDirectoryQuery>): { term: string | null; description: string } {
  const term = canonicalSearchTerm(toSearchTerms(query.q));
  return { term, description: describeSearch(query, term) };
}

/** '“workday” · role: vp-talent · country: germany': the text as counted, then each filter as sent (lower case). */
function describeSearch(query: Partial<SearchDirectoryQuery>, term: string | null): string {
  const filters = DESCRIBED_FILTERS.filter((key) => query[key]).map((key) => `${key}: ${splitList(query[key]).join(', ')}`);
  return [term ? `“${term}”` : 'No text', ...filters].join(' · ');
}
