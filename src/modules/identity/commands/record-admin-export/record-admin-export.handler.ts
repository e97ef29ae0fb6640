import type { FastifyRequest } from 'fastify';
import type { CsvDownloadSummary } from '../../../../platform/http/csv.ts';

/** The admin exports, by the name each is recorded under in security_events.details. */
export type AdminExportName = 'clients' | 'approved-executives' | 'community-members';

/**
 * Records one admin CSV download in security_events (kind 'admin_export'): who, which export,
 * the search it applied, how many rows went out and whether the file was complete. Identity owns
 * security_events, so the other modules' exports record through this facade function.
 * A failure to record is logged, never turned into a broken download.
 */
export async function recordAdminExport(
  request: FastifyRequest,
  exportName: AdminExportName,
  summary: CsvDownloadSummary,
  filters: Record<string, string> = {},
): Promise<void> {
  try {
    await request.em.execute(
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
  } catch (error) {
    request.log.error({ err: error, exportName }, 'could not record an admin export');
  }
}

/** The `onEnd` of a CSV download that records it (sendCsv). */
export function adminExportRecorder(request: FastifyRequest, exportName: AdminExportName, filters: Record<string, string> = {}) {
  return (summary: CsvDownloadSummary) => recordAdminExport(request, exportName, summary, filters);
}
