import { useQuery } from '@tanstack/react-query';
import type { ReferenceData } from '@contracts/reference/contracts/reference.contract.ts';
import { apiFetch } from '../../api/api-client.ts';

export type { ReferenceData, ReferenceOption } from '@contracts/reference/contracts/reference.contract.ts';

/** Query keys of the reference data (key style: docs/architecture.md, Web app). */
export const referenceKeys = {
  all: ['reference'] as const,
  data: () => ['reference', 'data'] as const,
};

/**
 * Every option list the UI shows (roles, locations, availability...) comes from GET /api/reference,
 * never from copies in the web code. It changes only with a migration, so one fetch per visit is
 * enough; the server's ETag makes a later refetch cheap.
 */
export function useReferenceData() {
  return useQuery({
    queryKey: referenceKeys.data(),
    queryFn: ({ signal }) => apiFetch<ReferenceData>('/api/reference', { signal }),
    staleTime: 60 * 60 * 1000,
    gcTime: 24 * 60 * 60 * 1000,
  });
}
