import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../../../platform/http/csv.ts';
import { adminExportRecorder } from '../../../identity/index.ts';
import { communityAudit } from '../../audit.ts';
import { MEMBER_EXPORT_HEADER, exportMembers } from './export-members.query.ts';

/** GET /api/admin/community/members/export: the members as a streamed CSV download (super admins), recorded. */
export const exportMembersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/community/members/export',
    {
      config: { access: ['super-admin'], stepUp: true },
      schema: {
        tags: ['community'],
        summary: 'Community members as CSV (the search applies; streamed; recorded in security_events and the audit trail)',
        querystring: z.object({ search: z.string().trim().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const search = request.query.search;
      return sendCsv(reply, {
        name: 'community-members',
        header: MEMBER_EXPORT_HEADER,
        batches: exportMembers(request.em, search),
        onEnd: adminExportRecorder(request, 'community-members', { audit: communityAudit, kind: 'export.community-members' }, search ? { search } : {}),
      });
    },
  );
};
