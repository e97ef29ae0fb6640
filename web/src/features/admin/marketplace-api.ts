import { useQuery } from '@tanstack/react-query';
import type { MarketplaceAnswer } from '@contracts/insights/contracts/insights.contract.ts';
import { apiFetch } from '../../api/api-client.ts';
import { adminKeys } from './admin-api.ts';
import type { MarketplacePeriod } from './marketplace-period.ts';

/** The Marketplace tab's keys: a branch of the admin's (so refreshing `adminKeys.all` refreshes it too). */
export const marketplaceKeys = {
  all: [...adminKeys.all, 'marketplace'] as const,
  reports: (period: MarketplacePeriod) => [...adminKeys.all, 'marketplace', 'reports', period] as const,
};

/** One report's CSV for the same period (step-up, like the other exports: export-csv-link.tsx). */
export const marketplaceExportUrl = (reportId: string, period: MarketplacePeriod) =>
  `/api/admin/marketplace/${encodeURIComponent(reportId)}/export?period=${period}`;

/** Issue 42: the super admin's marketplace reports over the last 30 or 90 days. */
export function useMarketplace(period: MarketplacePeriod) {
  return useQuery({
    queryKey: marketplaceKeys.reports(period),
    queryFn: ({ signal }) => apiFetch<MarketplaceAnswer>(`/api/admin/marketplace?period=${period}`, { signal }),
    staleTime: 60_000,
  });
}
