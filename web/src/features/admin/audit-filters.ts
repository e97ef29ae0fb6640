/**
 * The Audit tab's filters as the form holds them (empty strings for none) and as the API reads
 * them: one query string for the page and the CSV, so the export is exactly what the tab shows.
 */
export type AuditFilterValues = { actor: string; kind: string; targetType: string; target: string; from: string; to: string };

export const NO_AUDIT_FILTERS: AuditFilterValues = { actor: '', kind: '', targetType: '', target: '', from: '', to: '' };

/** `actor=…&kind=…` with the filters that are set, in a stable order (the query key and the export link). */
export function auditQueryString(filters: AuditFilterValues, extra: Record<string, string | null> = {}): string {
  const params = new URLSearchParams();
  for (const key of ['actor', 'kind', 'targetType', 'target', 'from', 'to'] as const) {
    const value = filters[key].trim();
    if (value !== '') params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) if (value !== null) params.set(key, value);
  return params.toString();
}

export const hasAuditFilters = (filters: AuditFilterValues) => auditQueryString(filters) !== '';

/** A row's change in words: 'status: pending → approved; reasonGiven: true'. Before-only (a delete) or after-only values read too. */
export function describeAuditChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string | null {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return null;
  const shown = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));
  return keys
    .map((key) => {
      const was = before?.[key];
      const is = after?.[key];
      if (before && after && key in before && key in after) return `${key}: ${shown(was)} → ${shown(is)}`;
      return `${key}: ${shown(after && key in after ? is : was)}`;
    })
    .join('; ');
}
