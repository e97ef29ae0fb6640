/**
 * How prices read, for the server's DTOs (directory card, profile, shortlist entry) and the web's
 * profile form alike, so a badge and the form can never disagree (spec part 1 section 3).
 */

export const CURRENCY_SYMBOLS = ['€', '£', '$'] as const;
export type CurrencySymbol = (typeof CURRENCY_SYMBOLS)[number];

export const CONTACT_FOR_PRICING = 'Contact for pricing';

/**
 * € for remote or no region; in Europe £ for a pound country (the UK) and € elsewhere; $ in the
 * other regions (North America, CAD included).
 */
export function currencySymbolFor(
  region: { slug: string } | null | undefined,
  country: { currency: string } | null | undefined,
): CurrencySymbol {
  if (!region || region.slug === 'remote') return '€';
  if (region.slug === 'europe') return country?.currency === 'GBP' ? '£' : '€';
  return '$';
}

/** One day-rate band as the form lists it: '€500-1000', '£2000+'. */
export function formatPriceBand(symbol: CurrencySymbol, bandLabel: string): string {
  return `${symbol}${bandLabel}`;
}

/** The span of the chosen day-rate bands: '€500-1500', '€2000+', else 'Contact for pricing'. */
export function formatPriceRange(bands: readonly { min: number; max: number | null }[], symbol: CurrencySymbol): string {
  if (bands.length === 0) return CONTACT_FOR_PRICING;
  const min = Math.min(...bands.map((band) => band.min));
  if (bands.some((band) => band.max === null)) return `${symbol}${min}+`;
  return `${symbol}${min}-${Math.max(...bands.map((band) => band.max ?? 0))}`;
}

/** The profile page's rate badge: '€500-1500 per day', or 'Contact for pricing' as it is. */
export function formatDayRate(priceRange: string): string {
  return priceRange === CONTACT_FOR_PRICING ? priceRange : `${priceRange} per day`;
}
