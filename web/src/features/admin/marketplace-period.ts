/**
 * The Marketplace tab's period, kept in the URL (?tab=marketplace&period=90) like the tab itself:
 * 30 days is the default and is left out of the URL. Its own small file, for the same reason as
 * admin-tabs.ts: the route's validateSearch is in the entry chunk.
 */
export const MARKETPLACE_PERIODS = [30, 90] as const;
export type MarketplacePeriod = (typeof MARKETPLACE_PERIODS)[number];
export const DEFAULT_MARKETPLACE_PERIOD: MarketplacePeriod = 30;

export const MARKETPLACE_PERIOD_LABELS: Record<MarketplacePeriod, string> = { 30: 'Last 30 days', 90: 'Last 90 days' };

/** A period read from the URL (the router gives 90 for ?period=90, a string for ?period="90"); anything else is the default. */
export function parseMarketplacePeriod(value: unknown): MarketplacePeriod {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return (MARKETPLACE_PERIODS as readonly unknown[]).includes(number) ? (number as MarketplacePeriod) : DEFAULT_MARKETPLACE_PERIOD;
}

/** The period as the URL holds it: nothing for the default. */
export const periodInUrl = (period: MarketplacePeriod): MarketplacePeriod | undefined =>
  period === DEFAULT_MARKETPLACE_PERIOD ? undefined : period;
