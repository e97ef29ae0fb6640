import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../../platform/audit/audit-trail.ts';
import { requestSlackInvitesSchema, slackInvitesRequestedSchema } from '../../contracts/community.contract.ts';
import { requestSlackInvites } from './request-slack-invites.handler.ts';

/** POST /api/admin/community/slack-invites: 202 once every invite is queued (the tab follows them). */
export const requestSlackInvitesRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/community/slack-invites',
    {
      config: { access: ['super-admin'] },
      schema: {
        tags: ['community'],
        summary: 'Queue a Slack invite for each member (one job each); members active in Slack are skipped',
        body: requestSlackInvitesSchema,
        response: { 202: slackInvitesRequestedSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await requestSlackInvites(request.em, request.body.memberIds, auditActorOf(request))),
  );
};
