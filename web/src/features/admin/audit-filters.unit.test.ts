import { describe, expect, it } from 'vitest';
import { auditQueryString, describeAuditChange, hasAuditFilters, NO_AUDIT_FILTERS } from './audit-filters.ts';

describe('the Audit tab filters', () => {
  it('sends only the filters that are set, trimmed, with the page cursor', () => {
    expect(auditQueryString(NO_AUDIT_FILTERS)).toBe('');
    expect(hasAuditFilters({ ...NO_AUDIT_FILTERS, target: '  ' })).toBe(false);
    expect(auditQueryString({ ...NO_AUDIT_FILTERS, kind: 'profile.approved', target: ' Hiring & you ', from: '2026-11-01' }, { before: '42' })).toBe(
      'kind=profile.approved&target=Hiring+%26+you&from=2026-11-01&before=42',
    );
  });

  it('describes a change, a delete and an export', () => {
    expect(describeAuditChange({ status: 'pending' }, { status: 'approved' })).toBe('status: pending → approved');
    expect(describeAuditChange({ status: 'published' }, null)).toBe('status: published');
    expect(describeAuditChange(null, { rows: 3, complete: true, filteredBy: ['search'] })).toBe('rows: 3; complete: true; filteredBy: ["search"]');
    expect(describeAuditChange(null, null)).toBeNull();
  });
});
