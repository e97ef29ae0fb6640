import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionExpiredInvitationsHandler } from '../../../workers/jobs/retention-expired-invitations/retention-expired-invitations.handler.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { runJobHandler } from '../../setup/run-job-handler.ts';
import { createUser } from '../../factories/users.factory.ts';
import { createInvitation } from '../../factories/invitations.factory.ts';

/**
 * Decision 037: an invitation is deleted 12 months (RETENTION_EXPIRED_INVITATION_MONTHS) after it
 * closed: when it was claimed, or else when its link expired. Dates are moved into the past in SQL.
 */
let t: TestApp;
const em = () => t.orm.em.fork();
const run = () => runJobHandler(retentionExpiredInvitationsHandler, t);
const ids: Record<string, string> = {};

/** An invitation closed `ago` before now (a PostgreSQL interval), claimed then or expired then. */
async function invitationClosed(name: string, how: 'expired' | 'claimed', ago: string): Promise<void> {
  const consultant = await createUser(t.app, 'consultant');
  const invitation = await createInvitation(t.app, consultant);
  ids[name] = invitation.id;
  if (how === 'expired') {
    await em().execute(`UPDATE executive_invitations SET expires_at = now() - ?::interval WHERE id = ?`, [ago, invitation.id]);
  } else {
    // Claimed a day before its link would have expired.
    await em().execute(
      `UPDATE executive_invitations SET status = 'claimed', claimed_at = now() - ?::interval, expires_at = now() - ?::interval + interval '1 day' WHERE id = ?`,
      [ago, ago, invitation.id],
    );
  }
}

async function remaining(): Promise<string[]> {
  const rows = await em().execute<{ id: string }[]>('SELECT id FROM executive_invitations');
  const left = new Set(rows.map((row) => row.id));
  return Object.keys(ids).filter((name) => left.has(ids[name]!)).sort();
}

beforeAll(async () => {
  t = await createTestApp();
  await invitationClosed('expired 13 months ago', 'expired', '13 months');
  await invitationClosed('expired 12 months and a day ago', 'expired', '12 months 1 day');
  await invitationClosed('claimed 12 months and a day ago', 'claimed', '12 months 1 day');
  await invitationClosed('expired 12 months less a day ago', 'expired', '12 months -1 day');
  await invitationClosed('claimed 12 months less a day ago', 'claimed', '12 months -1 day');
  await invitationClosed('expired yesterday', 'expired', '1 day');
  const consultant = await createUser(t.app, 'consultant');
  ids.pending = (await createInvitation(t.app, consultant)).id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the expired-invitations retention job', () => {
  it('deletes the invitations claimed or expired more than the period ago, keeps the rest, and logs how many', async () => {
    expect(await run()).toEqual([expect.objectContaining({ msg: 'expired invitations deleted', deleted: 3 })]);
    expect(await remaining()).toEqual(['claimed 12 months less a day ago', 'expired 12 months less a day ago', 'expired yesterday', 'pending']);
  });

  it('deletes nothing more on a second run', async () => {
    expect(await run()).toEqual([expect.objectContaining({ deleted: 0 })]);
    expect(await remaining()).toHaveLength(4);
  });
});
