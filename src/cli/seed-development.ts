import type { EntityManager } from '../platform/db/orm.ts';
import type { Logger } from '../platform/logger.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoTotpUri, ensureDemoAccounts, findUserIdByEmail } from '../modules/identity/index.ts';
import { seedDemoProfiles } from '../modules/profiles/index.ts';
import { seedDemoInvitations } from '../modules/invitations/index.ts';
import { seedDemoCommunity } from '../modules/community/index.ts';
import { seedDemoContent } from '../modules/content/index.ts';
import { seedDemoSavedSearches } from '../modules/saved-searches/index.ts';
import { seedDemoInsights } from '../modules/insights/index.ts';
import {
  addExecutiveToShortlist,
  createShortlist,
  listShortlists,
  postShortlistComment,
  saveShortlistNote,
  shareShortlist,
} from '../modules/shortlists/index.ts';

export { DEMO_PASSWORD };

/** A demo account as `make dev` prints it: the staff ones with the otpauth:// URI of their second factor. */
export type DemoAccount = { email: string; role: string; totpUri: string | null };

/**
 * Development-only data: the demo accounts (the staff ones with their demo second factor), the demo profiles, one shortlist and two saved
 * searches for the demo client (and a colleague's list shared with them), two invitations from the demo consultant, community members and
 * the content hub's articles (their images drawn into `uploadsDir`), and twelve weeks of the demo executive's insights.
 * Idempotent, so every `make dev` runs it; the dev runner never calls it outside development.
 */
export async function seedDevelopmentData(
  em: EntityManager,
  logger: Logger,
  options: { uploadsDir: string; totpEncryptionKey: Buffer },
): Promise<DemoAccount[]> {
  const created = await ensureDemoAccounts(em, options.totpEncryptionKey);
  if (created.length > 0) logger.info({ created }, 'created demo accounts');
  const profiles = await seedDemoProfiles(em);
  logger.info({ approved: profiles.approved, pending: profiles.pending, incomplete: profiles.incomplete }, 'demo profiles ready');
  await seedDemoShortlist(em, profiles.approvedIds);
  await seedDemoSharedShortlist(em, profiles.approvedIds);
  const invitations = await seedDemoInvitations(em);
  if (invitations.pending + invitations.claimed > 0) logger.info(invitations, 'demo invitations sent');
  const community = await seedDemoCommunity(em);
  if (community.members > 0) logger.info(community, 'demo community members ready');
  const content = await seedDemoContent(em, { uploadsDir: options.uploadsDir });
  if (content.published > 0) logger.info(content, 'demo articles ready');
  const clientId = await findUserIdByEmail(em, 'client@example.com');
  const savedSearches = clientId ? await seedDemoSavedSearches(em, clientId) : 0;
  if (savedSearches > 0) logger.info({ savedSearches }, 'demo saved searches ready');
  const executiveId = await findUserIdByEmail(em, 'executive@example.com');
  if (executiveId) await seedDemoInsights(em, logger, { focusExecutiveId: executiveId, otherExecutiveIds: profiles.approvedIds });
  return DEMO_ACCOUNTS.map(({ email, role }) => ({ email, role, totpUri: demoTotpUri(email) }));
}

/** client@example.com starts with one list, so /shortlists shows what it is for (only when it has none). */
async function seedDemoShortlist(em: EntityManager, approvedIds: string[]): Promise<void> {
  const clientId = await findUserIdByEmail(em, 'client@example.com');
  if (!clientId || approvedIds.length < 3) return;
  const { shortlists } = await listShortlists(em, clientId);
  if (shortlists.length > 0) return;
  const { id } = await createShortlist(em, clientId, { name: 'Head of People search' });
  const entries = [];
  for (const executiveId of approvedIds.slice(0, 3)) entries.push(await addExecutiveToShortlist(em, clientId, id, executiveId));
  const first = entries[0];
  if (first) await saveShortlistNote(em, clientId, id, first.id, 'Strong on scaling HR operations. Ask about availability from next month.');
}

/**
 * colleague@example.com shares a list with client@example.com (same domain), with one comment, so
 * 'Shared with me' and the comment threads have something to show (only when the colleague has no
 * list yet). The share e-mail lands in /dev/mail like any other.
 */
async function seedDemoSharedShortlist(em: EntityManager, approvedIds: string[]): Promise<void> {
  const colleagueId = await findUserIdByEmail(em, 'colleague@example.com');
  if (!colleagueId || approvedIds.length < 5) return;
  const { shortlists } = await listShortlists(em, colleagueId);
  if (shortlists.length > 0) return;
  const { id, entryId } = await createShortlist(em, colleagueId, { name: 'Interim CPO candidates', executiveId: approvedIds[3]! });
  await addExecutiveToShortlist(em, colleagueId, id, approvedIds[4]!);
  await shareShortlist(em, colleagueId, id, 'client@example.com');
  await postShortlistComment(em, colleagueId, id, entryId!, 'Met her at a People Ops meetup: very hands-on. Worth a call?');
}
