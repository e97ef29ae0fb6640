import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shortlistsEntities } from './domain/shortlist.entity.ts';
import { listShortlistsRoute } from './queries/list-shortlists/list-shortlists.route.ts';
import { listShortlistExecutivesRoute } from './queries/list-shortlist-executives/list-shortlist-executives.route.ts';
import { createShortlistRoute } from './commands/create-shortlist/create-shortlist.route.ts';
import { deleteShortlistRoute } from './commands/delete-shortlist/delete-shortlist.route.ts';
import { addExecutiveToShortlistRoute } from './commands/add-executive-to-shortlist/add-executive-to-shortlist.route.ts';
import { removeExecutiveFromShortlistRoute } from './commands/remove-executive-from-shortlist/remove-executive-from-shortlist.route.ts';
import { saveShortlistNoteRoute } from './commands/save-shortlist-note/save-shortlist-note.route.ts';

export { shortlistsEntities };

/**
 * The shortlists module: a client's named lists of approved executives with private notes. Every
 * route is clients-only and every list answers its owner alone. Register with `{ prefix: '/api' }`
 * after `registerAuth`.
 */
export const shortlistsModule: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [
    listShortlistsRoute,
    createShortlistRoute,
    deleteShortlistRoute,
    listShortlistExecutivesRoute,
    addExecutiveToShortlistRoute,
    removeExecutiveFromShortlistRoute,
    saveShortlistNoteRoute,
  ]) {
    await app.register(routes);
  }
};

// The facade other modules, the CLI and the tests use.
export { createShortlist } from './commands/create-shortlist/create-shortlist.handler.ts';
export { addExecutiveToShortlist } from './commands/add-executive-to-shortlist/add-executive-to-shortlist.handler.ts';
export { listShortlists } from './queries/list-shortlists/list-shortlists.query.ts';
export { saveShortlistNote } from './commands/save-shortlist-note/save-shortlist-note.handler.ts';
