import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { shortlistEntryParamsSchema } from '../../contracts/shortlists.contract.ts';
import { postShortlistCommentBodySchema, shortlistCommentSchema } from '../../contracts/shortlist-comments.contract.ts';
import { postShortlistComment } from './post-shortlist-comment.handler.ts';

/** POST /api/shortlists/:id/executives/:entryId/comments: the owner or a colleague comments on an entry. */
export const postShortlistCommentRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shortlists/:id/executives/:entryId/comments',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['shortlists'],
        summary: 'Comment on an executive of a shortlist you own or that is shared with you',
        description: 'Seen by the owner and every colleague the list is shared with (unlike the private note).',
        params: shortlistEntryParamsSchema,
        body: postShortlistCommentBodySchema,
        response: { 201: shortlistCommentSchema },
      },
    },
    async (request, reply) => {
      const { id, entryId } = request.params;
      const comment = await postShortlistComment(request.em, requireUser(request).id, id, entryId, request.body.text);
      return reply.status(201).send(comment);
    },
  );
};
