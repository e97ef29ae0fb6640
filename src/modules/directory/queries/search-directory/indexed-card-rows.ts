import type { DirectoryRow } from './directory-card.ts';
import type { IndexedEntries } from './indexed-entries.ts';

/** An entry's card facts as entry-columns.ts's CARD_FACTS writes them. */
type CardFacts = [firstName: string, lastName: string, title: string, bioStart: string, confirmedAtMicros: number];

/**
 * The page rows of entries the index holds, as the rows statement gives them without the whole
 * bio (search-directory.sql.ts's CARD_COLUMNS): the facet values from each entry's option codes,
 * the rest from its card facts. So a page the index chose needs no statement at all. Array values
 * come in the entry's own order, which no card depends on (labels follow the reference's order).
 * Undefined when a position holds no entry.
 */
export function rowsFromIndex(entries: IndexedEntries, positions: readonly number[]): DirectoryRow[] | undefined {
  const { bitsets, order } = entries;
  const { rowStart, rowEnd, rowBuffer, catalog } = bitsets;
  const { facetOf, valueOf } = catalog;
  const rows: DirectoryRow[] = [];
  for (const position of positions) {
    const card = entries.cardAt(position);
    if (card === undefined) return undefined;
    const [firstName, lastName, title, bioStart, confirmedAtMicros] = JSON.parse(card) as CardFacts;
    const row: DirectoryRow = {
      executive_id: order.keyOf(position).id,
      first_name: firstName,
      last_name: lastName,
      title,
      region_id: null,
      country_id: null,
      city_ids: [],
      years_experience: null,
      availability: null,
      price_band_ids: [],
      industry_ids: [],
      technology_ids: [],
      bio_start: bioStart,
      // Milliseconds, cut as pg cuts a timestamptz's microseconds into a Date.
      availability_confirmed_at: new Date(Math.floor(confirmedAtMicros / 1000)),
    };
    for (let c = rowStart[position]!, end = rowEnd[position]!; c < end; c++) {
      const code = rowBuffer[c]!;
      const value = valueOf[code]!;
      switch (facetOf[code]) {
        case 'region':
          row.region_id = value;
          break;
        case 'country':
          row.country_id = value;
          break;
        case 'city':
          row.city_ids.push(value);
          break;
        case 'availability':
          row.availability = value;
          break;
        case 'years':
          row.years_experience = Number(value);
          break;
        case 'priceBands':
          row.price_band_ids.push(value);
          break;
        case 'industries':
          row.industry_ids.push(value);
          break;
        case 'technologies':
          row.technology_ids.push(value);
          break;
      }
    }
    rows.push(row);
  }
  return rows;
}
