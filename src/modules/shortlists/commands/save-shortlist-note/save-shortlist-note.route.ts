import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import {
  saveShortlistNoteBodySchema,
  saveShortlistNoteResponseSchema,
  shortlistEntryParamsSchema,
} from '../../contracts/shortlists.contract.ts';
import { saveShortlistNote } from './save-shortlist-note.handler.ts';

/** PUT /api/shortlists/:id/executives/:entryId/note: the owner's private note, created or updated. */
export const saveShortlistNoteRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/shortlists/:id/executives/:entryId/note',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['shortlists'],
        summary: 'Write or update your private note on a shortlisted executive',
        params: shortlistEntryParamsSchema,
        body: saveShortlistNoteBodySchema,
        response: { 200: saveShortlistNoteResponseSchema },
      },
    },
    async (request) => {
      const { id, entryId } = request.params;
      return { id: await saveShortlistNote(request.em, requireUser(request).id, id, entryId, request.body.note) };
    },
  );
};
