import type { FastifyRequest } from 'fastify';
import { auditActorOf, type AuditDeclaration } from '../../../../platform/audit/audit-trail.ts';
import type { CsvDownloadSummary } from '../../../../platform/http/csv.ts';

/** The admin exports, by the name each is recorded under in security_events.details. */
export type AdminExportName = 'clients' | 'approved-executives' | 'community-members' | 'audit-trail' | `marketplace-${string}`;

/** The exporting module's audit declaration and the kind its export is recorded under (decision 042). */
export type AuditedExport<Kind extends string> = { audit: AuditDeclaration<Kind>; kind: NoInfer<Kind> };

/**
 * Records one admin CSV download, in one transaction: a security_events row (kind 'admin_export':
 * who, which export, the search it applied, how many rows went out, whether the file was complete;
 * kept for the operators' queries and the admin-export tests) and the audit row of the exporting
 * module's kind (decision 042), which keeps the names of the filters used but not their values (a
 * search can be a person's name, and the trail outlives that person's erasure). Identity owns
 * security_events, so the other modules' exports record through this facade function. A failure to
 * record is logged, never turned into a broken download.
 */
export async function recordAdminExport<Kind extends string>(
  request: FastifyRequest,
  exportName: AdminExportName,
  audited: AuditedExport<Kind>,
  summary: CsvDownloadSummary,
  filters: Record<string, string> = {},
): Promise<void> {
  try {
    await request.em.fork().transactional(async (tx) => {
      await tx.execute(
        `INSERT INTO security_events (kind, user_id, route, method, reason, ip, user_agent, details)
         VALUES ('admin_export', ?, ?, ?, ?, ?, ?, ?::jsonb)`,
        [
          request.currentUser?.id ?? null,
          request.routeOptions.url ?? request.url,
          request.method,
          `exported ${summary.rows} ${exportName} rows${summary.complete ? '' : ' (interrupted)'}`,
          request.ip,
          request.headers['user-agent']?.slice(0, 500) ?? null,
          JSON.stringify({ export: exportName, rows: summary.rows, complete: summary.complete, filters }),
        ],
      );
      await audited.audit.record(tx, {
        kind: audited.kind,
        actor: auditActorOf(request),
        target: { type: 'export', id: null, label: exportName },
        after: { rows: summary.rows, complete: summary.complete, filteredBy: Object.keys(filters).sort() },
      });
    });
  } catch (error) {
    request.log.error({ err: error, exportName }, 'could not record an admin export');
  }
}

/** The `onEnd` of a CSV download that records it (sendCsv). */
export function adminExportRecorder<Kind extends string>(
  request: FastifyRequest,
  exportName: AdminExportName,
  audited: AuditedExport<Kind>,
  filters: Record<string, string> = {},
) {
  return (summary: CsvDownloadSummary) => recordAdminExport(request, exportName, audited, summary, filters);
}
