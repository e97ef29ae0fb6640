import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { findAccountNames, findConfirmedClientByEmail } from '../../../identity/index.ts';
import { SHORTLIST_SHARE_MAX } from '../../contracts/shortlist-messages.contract.ts';
import type { ShortlistColleague } from '../../contracts/shortlist-sharing.contract.ts';
import { ShortlistShared } from '../../contracts/shortlist-events.contract.ts';
import { loadOwnShortlist } from '../../domain/own-shortlists.ts';
import {
  ShortlistAlreadySharedError,
  ShortlistNotColleagueError,
  ShortlistShareLimitError,
  ShortlistShareWithSelfError,
} from '../../domain/shortlists.errors.ts';

const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? '';

/**
 * Shares the owner's list with a colleague: a confirmed client whose sign-in address is at the
 * owner's own domain (decision 022). An address elsewhere and an address at the domain without a
 * client account get the same refusal, so nothing is learnt about other companies' accounts. The
 * share and its ShortlistShared event commit together; the e-mail job tells the colleague.
 */
export async function shareShortlist(
  em: EntityManager,
  ownerId: string,
  shortlistId: string,
  email: string,
): Promise<ShortlistColleague> {
  return em.fork().transactional(async (tx) => {
    // The row lock serialises shares of one list, so the cap holds under concurrent requests.
    const shortlist = await loadOwnShortlist(tx, ownerId, shortlistId, { lockForUpdate: true });
    const owner = (await findAccountNames(tx, [ownerId])).get(ownerId);
    const domain = domainOf(owner?.email ?? '');
    const colleague = domainOf(email) === domain ? await findConfirmedClientByEmail(tx, email) : null;
    if (colleague?.id === ownerId) throw new ShortlistShareWithSelfError();
    if (!colleague) throw new ShortlistNotColleagueError(domain);

    const [count] = await tx.execute<{ shares: number; already: boolean }[]>(
      `SELECT count(*)::int AS shares, bool_or(client_id = ?) AS already FROM shortlist_shares WHERE shortlist_id = ?`,
      [colleague.id, shortlist.id],
    );
    if (count?.already) throw new ShortlistAlreadySharedError();
    if ((count?.shares ?? 0) >= SHORTLIST_SHARE_MAX) throw new ShortlistShareLimitError();

    const [share] = await tx.execute<{ shared_at: Date }[]>(
      'INSERT INTO shortlist_shares (shortlist_id, client_id, shared_at) VALUES (?, ?, now()) RETURNING shared_at',
      [shortlist.id, colleague.id],
    );
    recordEvents(tx, ShortlistShared.create({ shortlistId: shortlist.id, clientId: colleague.id }));
    return { clientId: colleague.id, name: colleague.name, email: colleague.email, sharedAt: new Date(share!.shared_at).toISOString() };
  });
}
