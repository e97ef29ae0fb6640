import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keysetBatches, mapBatches } from '../../../../platform/db/keyset-batches.ts';
import { sendCsv, type CsvValue } from '../../../../platform/http/csv.ts';
import { adminExportRecorder } from '../../../identity/index.ts';
import { auditTrailAudit } from '../../audit.ts';
import { auditFiltersSchema, type AuditEvent } from '../../contracts/audit-trail.contract.ts';
import { checkKnownKind, findAuditRows, presentAuditRows } from '../list-audit-events/list-audit-events.query.ts';

export const AUDIT_EXPORT_HEADER = [
  'At',
  'Action',
  'Kind',
  'Actor',
  'Actor role',
  'Actor id',
  'Target type',
  'Target',
  'Target role',
  'Target id',
  'Before',
  'After',
  'IP address',
] as const;

function csvRecord(event: AuditEvent): CsvValue[] {
  const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : null);
  return [
    event.at,
    event.action,
    event.kind,
    event.actor.name,
    event.actor.role,
    event.actor.id,
    event.target.type,
    event.target.label,
    event.target.role,
    event.target.id,
    json(event.before),
    json(event.after),
    event.ip,
  ];
}

/**
 * GET /api/admin/audit/export: every row the filters match, newest first, as a streamed CSV (super
 * admins), 500 rows a statement by keyset; the download is itself audited (and in security_events).
 */
export const exportAuditEventsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit/export',
    {
      config: { access: ['super-admin'], stepUp: true, accessDeniedMessage: 'You do not have permission to access this admin panel.' },
      schema: {
        tags: ['admin'],
        summary: 'The audit trail as CSV (the filters apply; streamed; the download is itself audited)',
        querystring: auditFiltersSchema,
      },
    },
    async (request, reply) => {
      const filters = request.query;
      checkKnownKind(app.auditTrail, filters);
      const rows = keysetBatches<Awaited<ReturnType<typeof findAuditRows>>[number]>((after, size) => findAuditRows(request.em, filters, after?.id ?? null, size));
      const applied = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      return sendCsv(reply, {
        name: 'audit-trail',
        header: AUDIT_EXPORT_HEADER,
        batches: mapBatches(rows, async (batch) => (await presentAuditRows(request.em, app.auditTrail, batch)).map(csvRecord)),
        onEnd: adminExportRecorder(request, 'audit-trail', { audit: auditTrailAudit, kind: 'export.audit-trail' }, applied),
      });
    },
  );
};
