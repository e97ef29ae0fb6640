import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shortlistsEntities } from './domain/shortlist.entity.ts';
import { listShortlistsRoute } from './queries/list-shortlists/list-shortlists.route.ts';
import { listShortlistExecutivesRoute } from './queries/list-shortlist-executives/list-shortlist-executives.route.ts';
import { createShortlistRoute } from './commands/create-shortlist/create-shortlist.route.ts';
import { deleteShortlistRoute } from './commands/delete-shortlist/delete-shortlist.route.ts';
import { addExecutiveToShortlistRoute } from './commands/add-executive-to-shortlist/add-executive-to-shortlist.route.ts';
import { removeExecutiveFromShortlistRoute } from './commands/remove-executive-from-shortlist/remove-executive-from-shortlist.route.ts';
import { saveShortlistNoteRoute } from './commands/save-shortlist-note/save-shortlist-note.route.ts';
import { shareShortlistRoute } from './commands/share-shortlist/share-shortlist.route.ts';
import { revokeShortlistShareRoute } from './commands/revoke-shortlist-share/revoke-shortlist-share.route.ts';
import { postShortlistCommentRoute } from './commands/post-shortlist-comment/post-shortlist-comment.route.ts';
import { listShortlistSharesRoute } from './queries/list-shortlist-shares/list-shortlist-shares.route.ts';
import { listSharedShortlistsRoute } from './queries/list-shared-shortlists/list-shared-shortlists.route.ts';
import { getSharedShortlistRoute } from './queries/get-shared-shortlist/get-shared-shortlist.route.ts';

export { shortlistsEntities };

/**
 * The shortlists module: a client's named lists of approved executives with private notes, which
 * the owner may share read-only with colleagues at their company, each entry with a comment
 * thread they share (decision 022). Every route is clients-only; a list answers its owner, and its
 * colleagues only through the shared routes and comments. Register with `{ prefix: '/api' }`
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
    shareShortlistRoute,
    revokeShortlistShareRoute,
    listShortlistSharesRoute,
    listSharedShortlistsRoute,
    getSharedShortlistRoute,
    postShortlistCommentRoute,
  ]) {
    await app.register(routes);
  }
};

// The facade other modules, the CLI and the tests use.
export { createShortlist } from './commands/create-shortlist/create-shortlist.handler.ts';
export { addExecutiveToShortlist } from './commands/add-executive-to-shortlist/add-executive-to-shortlist.handler.ts';
export { listShortlists } from './queries/list-shortlists/list-shortlists.query.ts';
export { saveShortlistNote } from './commands/save-shortlist-note/save-shortlist-note.handler.ts';
export { shareShortlist } from './commands/share-shortlist/share-shortlist.handler.ts';
export { revokeShortlistShare } from './commands/revoke-shortlist-share/revoke-shortlist-share.handler.ts';
export { postShortlistComment } from './commands/post-shortlist-comment/post-shortlist-comment.handler.ts';
export { listSharedShortlists } from './queries/list-shared-shortlists/list-shared-shortlists.query.ts';
export {
  findShortlistShareNotice,
  type ShortlistShareNotice,
} from './queries/find-shortlist-share-notice/find-shortlist-share-notice.query.ts';
export { ShortlistShared } from './contracts/shortlist-events.contract.ts';

// What the module holds of a person: its export and erasure (decision 036).
export { shortlistsPersonalData } from './personal-data.ts';

// What the module counts and reports for insights (decision 050).
export { shortlistsInsights } from './insights.ts';
export { recordDemoShortlistAdds } from './demo/record-demo-shortlist-adds.ts';
