import type { EntityManager } from '@mikro-orm/postgresql';
import { createAccount, hashPassword } from '../../../src/modules/identity/index.ts';
import { inviteExecutive } from '../../../src/modules/invitations/index.ts';
import { joinCommunity } from '../../../src/modules/community/index.ts';
import { changePostStatus, submitArticle } from '../../../src/modules/content/index.ts';
import { ProfileApproved } from '../../../src/modules/profiles/index.ts';
import { recordEvents } from '../../../src/platform/events/record-event.ts';
import type { FaultWorld } from './fault-world.ts';
import { OPERATOR_ACTOR } from '../../../src/platform/audit/audit-trail.ts';

/** The kinds of work in flight during each fault, each ending in one external effect per event (issue 14 item 1). */
export const LOAD_KINDS = ['profile decision', 'invitation', 'article notification', 'Slack invite'] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];

/** Where one event's effect must arrive: an e-mail to `address`, or a Slack invite for it. */
export type Expected = { kind: LoadKind; address: string; channel: 'smtp' | 'slack' };

let passwordHash: Promise<string> | undefined;

/**
 * Records `perKind` events of every kind through the modules' own commands (a profile decision is
 * recorded as the review command records it, for an account made without the sign-up route):
 * each a transaction with its outbox row, as a user's request would make it.
 */
export async function recordLoad(world: FaultWorld, tag: string, perKind: number): Promise<Expected[]> {
  const em = world.orm.em.fork() as EntityManager;
  passwordHash ??= hashPassword('Ledger-Pass1');
  const hash = await passwordHash;
  const consultantId = await createAccount(em.fork(), {
    email: `${tag}-consultant@ledger.example`,
    passwordHash: hash,
    userType: 'consultant',
    signupMetadata: { first_name: 'Ledger', last_name: 'Consultant', user_type: 'consultant' },
    confirmed: true,
  });
  const expected: Expected[] = [];
  for (let i = 0; i < perKind; i += 1) {
    const executive = `${tag}-executive-${i}@ledger.example`;
    const executiveId = await createAccount(em.fork(), {
      email: executive,
      passwordHash: hash,
      userType: 'executive',
      signupMetadata: { first_name: 'Ada', last_name: `Ledger${i}`, user_type: 'executive' },
      confirmed: true,
    });
    await em.fork().transactional(async (tx) => {
      recordEvents(tx, ProfileApproved.create({ executiveId, firstName: 'Ada', reason: null }));
    });
    expected.push({ kind: 'profile decision', address: executive, channel: 'smtp' });

    const invitee = `${tag}-invitee-${i}@ledger.example`;
    await inviteExecutive(em.fork(), { userId: consultantId, role: 'consultant', ip: null }, {
      firstName: 'Grace',
      lastName: `Invitee${i}`,
      email: invitee,
      role: null,
      bio: null,
      yearsExperience: null,
      availability: null,
      phone: null,
      linkedinUrl: null,
      region: null,
      country: null,
      city: [],
      priceRanges: [],
    });
    expected.push({ kind: 'invitation', address: invitee, channel: 'smtp' });

    // An article submitted and then published: its author is told by e-mail (ArticlePublished).
    const author = `${tag}-author-${i}@ledger.example`;
    const { postId } = await submitArticle(
      em.fork(),
      {
        title: `Fractional talent leadership, field note ${tag}-${i}`,
        excerpt: 'What a fractional Head of Talent changes in the first ninety days.',
        categoryId: null,
        tags: 'fractional, hiring',
        featuredImageUrl: null,
        authorName: 'Rosa Ledger',
        authorBio: 'Fractional Head of Talent.',
        authorEmail: author,
        content: 'The first month is listening.\n\nThe second is fixing the funnel.',
        metaTitle: null,
        metaDescription: null,
      },
      null,
    );
    await changePostStatus(em.fork(), postId, 'published', OPERATOR_ACTOR);
    expected.push({ kind: 'article notification', address: author, channel: 'smtp' });

    const member = `${tag}-member-${i}@ledger.example`;
    await joinCommunity(em.fork(), {
      firstName: 'Linus',
      lastName: `Member${i}`,
      email: member,
      company: null,
      jobTitle: null,
      preferences: { events: true, newsletter: true, discussions: true },
    });
    expected.push({ kind: 'Slack invite', address: member, channel: 'slack' });
  }
  return expected;
}

/**
 * What arrived for each expected effect. `messages` counts distinct messages (e-mails by
 * Message-ID, accepted Slack invites): 0 is lost, 2+ duplicated. `copies` counts an e-mail received
 * again with the same Message-ID, or an invite Slack answered already_invited: the one re-send no
 * sender can rule out (a worker killed between the peer's answer and our COMMIT), which mail
 * clients show once and Slack ignores.
 */
export type Arrivals = { messages: number; copies: number };

export function countArrivals(world: FaultWorld, expected: readonly Expected[]): Map<string, Arrivals> {
  const seenIds = new Map<string, Set<string>>(expected.map((item) => [item.address, new Set()]));
  const arrivals = new Map<string, Arrivals>(expected.map((item) => [item.address, { messages: 0, copies: 0 }]));
  for (const message of world.smtp.messages) {
    const ids = seenIds.get(message.to);
    const count = arrivals.get(message.to);
    if (!ids || !count) continue;
    if (ids.has(message.messageId)) count.copies += 1;
    else {
      ids.add(message.messageId);
      count.messages += 1;
    }
  }
  for (const call of world.slack.callsTo('admin.users.invite')) {
    const count = call.args.email ? arrivals.get(call.args.email) : undefined;
    if (count && call.answer === 'ok') count.messages += 1;
    else if (count && call.answer === 'error') count.copies += 1;
  }
  return arrivals;
}
