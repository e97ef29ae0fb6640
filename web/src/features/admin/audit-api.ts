import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '@contracts/audit/contracts/audit-trail.contract.ts';
import { apiFetch } from '../../api/api-client.ts';
import { adminKeys } from './admin-api.ts';
import { auditQueryString, type AuditFilterValues } from './audit-filters.ts';

export const AUDIT_EXPORT_URL = '/api/admin/audit/export';

/** The CSV of what the tab shows (the same filters), streamed by the server and itself audited. */
export const auditExportUrl = (filters: AuditFilterValues) => {
  const query = auditQueryString(filters);
  return query ? `${AUDIT_EXPORT_URL}?${query}` : AUDIT_EXPORT_URL;
};

/** The trail, newest first, a server page at a time (keyset: each page asks for rows older than the last). */
export function useAuditTrail(filters: AuditFilterValues) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(auditQueryString(filters)),
    queryFn: ({ signal, pageParam }) => apiFetch<AuditPage>(`/api/admin/audit?${auditQueryString(filters, { before: pageParam })}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}
