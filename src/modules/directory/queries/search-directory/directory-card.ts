import type { Highlighter } from './search-highlights.ts';
import type { UserType } from '../../../identity/contracts/user-types.contract.ts';
import { currencySymbolFor, formatPriceRange, type CurrencySymbol } from '../../../reference/contracts/price-format.contract.ts';
import { labelsOf } from '../../../reference/contracts/reference-labels.contract.ts';
import type { DirectoryCard } from '../../contracts/search-directory.contract.ts';
import type { DirectoryReference } from '../../domain/directory-reference.ts';

/** Who is looking: the card's private part depends on it. null is a visitor. */
export type DirectoryViewer = {
  userId: string;
  userType: UserType | null;
  isSuperAdmin: boolean;
} | null;

/** A page row of statement 1 (bio already cut to its first 100 characters in SQL). */
export type DirectoryRow = {
  executive_id: string;
  first_name: string;
  last_name: string;
  title: string;
  region_id: string | null;
  country_id: string | null;
  city_ids: string[];
  years_experience: number | null;
  availability: string | null;
  price_band_ids: string[];
  industry_ids: string[];
  technology_ids: string[];
  bio_start: string;
  /** The whole bio, fetched for free-text searches only (the snippet around a match). */
  bio?: string | null;
  availability_confirmed_at: Date | string;
};

const BIO_PREVIEW_CHARACTERS = 100;

function displayLocation(reference: DirectoryReference, row: DirectoryRow): string {
  if (!row.region_id) return 'Global';
  const country = row.country_id ? reference.placeById.get(row.country_id) : undefined;
  if (country) {
    // The first city in the reference order (as /profile and /executives/{id} show it), not the
    // order the ids happen to be stored in.
    const cities = reference.citiesByCountryId.get(country.id);
    const firstCity = cities?.find((city) => row.city_ids.includes(city.id))?.label;
    return firstCity ? `${country.label}, ${firstCity}` : country.label;
  }
  return reference.regionById.get(row.region_id)?.label ?? 'Global';
}

function currencySymbol(reference: DirectoryReference, row: DirectoryRow): CurrencySymbol {
  const region = row.region_id ? reference.regionById.get(row.region_id) : undefined;
  return currencySymbolFor(region, row.country_id ? reference.placeById.get(row.country_id) : undefined);
}

function priceRange(reference: DirectoryReference, row: DirectoryRow, symbol: CurrencySymbol): string {
  const bands = row.price_band_ids.map((id) => reference.priceBandById.get(id)).filter((b) => b !== undefined);
  return formatPriceRange(bands, symbol);
}

function initials(row: DirectoryRow): string {
  return [row.first_name, row.last_name].map((name) => `${name.trim().charAt(0).toUpperCase()}.`).join('');
}

/**
 * Builds a card for this viewer. A signed-in client, or the executive on their own card, gets the
 * name and a bio preview; everyone else an anonymous preview with no name and no bio at all.
 */
export function buildDirectoryCard(reference: DirectoryReference, row: DirectoryRow, viewer: DirectoryViewer, highlighter?: Highlighter): DirectoryCard {
  const symbol = currencySymbol(reference, row);
  const common = {
    id: row.executive_id,
    displayLocation: displayLocation(reference, row),
    availability: (row.availability && reference.availabilityLabel.get(row.availability)) || 'Any',
    industries: labelsOf(reference.data.industries, row.industry_ids),
    technologies: labelsOf(reference.data.technologies, row.technology_ids),
    priceRange: priceRange(reference, row, symbol),
    currencySymbol: symbol,
    yearsExperience: row.years_experience,
    availabilityConfirmedAt: new Date(row.availability_confirmed_at).toISOString(),
  };
  const isOwn = viewer?.userType === 'executive' && viewer.userId === row.executive_id;
  if (viewer?.userType === 'client' || isOwn) {
    const name = `${row.first_name} ${row.last_name}`;
    const bio = highlighter && row.bio ? highlighter.snippetOf(row.bio) : undefined;
    return {
      ...common,
      access: 'full',
      isOwn,
      title: row.title,
      firstName: row.first_name,
      lastName: row.last_name,
      name,
      bioPreview: `${row.bio_start.slice(0, BIO_PREVIEW_CHARACTERS)}...`,
      ...(highlighter ? { matches: { name: highlighter.rangesIn(name), title: highlighter.rangesIn(row.title), ...(bio ? { bio } : {}) } } : {}),
    };
  }
  const title = row.title.toUpperCase();
  return { ...common, access: 'preview', title, initials: initials(row), ...(highlighter ? { matches: { title: highlighter.rangesIn(title) } } : {}) };
}
