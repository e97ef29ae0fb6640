import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import { startSlackFake, type SlackFake } from '../../setup/slack-fake.ts';
import { createSignedInUser, stepUp, type SignedInUser } from '../../factories/users.factory.ts';
import { joinAsVisitor, memberByEmail } from '../../factories/community.factory.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { jobIdFor } from '../../../src/platform/queues/job-definition.ts';

/**
 * The admin-api mode against a local fake of Slack's Web API: one job per member, 429 honoured
 * without using attempts, retries on transient failures, the reason kept on permanent ones, and
 * never a second invite for one request.
 */
describe('Slack invites through admin.users.invite (local Slack fake)', () => {
  let h: Harness;
  let slack: SlackFake;
  let admin: SignedInUser;

  beforeAll(async () => {
    slack = await startSlackFake();
    h = await startHarness({
      worker: true,
      env: {
        SLACK_INVITE_MODE: 'admin-api',
        SLACK_API_URL: slack.url,
        SLACK_ADMIN_TOKEN: 'xoxp-test-admin',
        SLACK_TEAM_ID: 'TFAKE',
        SLACK_INVITE_CHANNEL_IDS: 'C1,C2',
        JOB_ATTEMPTS: '3',
        JOB_BACKOFF_MS: '20',
        COMMUNITY_JOIN_RATE_LIMIT_MAX: '1000',
      },
    });
    admin = await stepUp(h.app, await createSignedInUser(h.app, 'super-admin'));
  });
  afterAll(async () => {
    await h.close();
    await slack.close();
  });
  beforeEach(async () => {
    await h.settle();
    slack.calls.length = 0;
  });

  const invitesTo = (email: string) => slack.callsTo('admin.users.invite').filter((call) => call.args.email === email);
  const request = (memberIds: string[]) =>
    h.app.inject({ method: 'POST', url: '/api/admin/community/slack-invites', headers: admin.headers, payload: { memberIds } });

  it('joining queues one invite: admin.users.invite with the team, channels and token; slack_invited_at stamped', async () => {
    const member = await joinAsVisitor(h.app);
    await h.settle();
    const [call] = invitesTo(member.email);
    expect(invitesTo(member.email)).toHaveLength(1);
    expect(call).toMatchObject({ token: 'xoxp-test-admin', args: { team_id: 'TFAKE', email: member.email } });
    expect(call?.args.channel_ids).toContain('C1');
    expect((await memberByEmail(h.app, member.email))?.slack_invited_at).toBeTruthy();
  });

  it('bulk: one queued job per member; an admin re-send invites again; a replayed job sends nothing twice', async () => {
    const a = await joinAsVisitor(h.app);
    const b = await joinAsVisitor(h.app);
    await h.settle();
    slack.calls.length = 0;
    const res = await request([a.id, b.id]);
    expect(res.statusCode).toBe(202);
    expect(res.json().queued.sort()).toEqual([a.id, b.id].sort());
    await h.settle();
    expect(invitesTo(a.email)).toHaveLength(1);
    expect(invitesTo(b.email)).toHaveLength(1);

    // Replay the same request's job (an operator's retry): the delivery row stops a second send.
    const [row] = await h.orm.em.fork().execute<{ slack_invite_event_id: string }[]>('SELECT slack_invite_event_id FROM community_members WHERE id = ?', [a.id]);
    const eventId = row!.slack_invite_event_id;
    await h.queues.slack.add('slack.member-invite', { eventId, payload: { memberId: a.id } }, { jobId: `${jobIdFor(eventId, 'slack.member-invite')}-replay` });
    await h.settle();
    expect(invitesTo(a.email)).toHaveLength(1);
  });

  it('a 429 delays the job for Retry-After without using an attempt, then the invite goes out', async () => {
    slack.reply('admin.users.invite', { kind: 'ratelimited', retryAfterSeconds: 1 });
    const member = await joinAsVisitor(h.app);
    await waitFor(async () => invitesTo(member.email).length === 1);
    expect((await memberByEmail(h.app, member.email))?.slack_invited_at).toBeNull();
    await waitFor(async () => Boolean((await memberByEmail(h.app, member.email))?.slack_invited_at), 15_000);
    expect(invitesTo(member.email)).toHaveLength(2);
    const [row] = await h.orm.em.fork().execute<{ slack_invite_event_id: string }[]>('SELECT slack_invite_event_id FROM community_members WHERE lower(email) = ?', [member.email]);
    const jobId = jobIdFor(row!.slack_invite_event_id, 'slack.member-invite');
    // The handler stamps the member before BullMQ records the job completed (and counts its attempt).
    await waitFor(async () => (await h.queues.slack.getJobState(jobId)) === 'completed');
    const job = await h.queues.slack.getJob(jobId);
    // Two runs, one attempt counted (the successful one): the rate limit used none.
    expect(job?.attemptsStarted).toBe(2);
    expect(job?.attemptsMade).toBe(1);
  });

  it('a transient failure (Slack down: HTTP 503) is retried with backoff', async () => {
    slack.reply('admin.users.invite', { kind: 'http', status: 503 });
    const member = await joinAsVisitor(h.app);
    await h.settle();
    expect(invitesTo(member.email)).toHaveLength(2);
    const state = await memberByEmail(h.app, member.email);
    expect(state?.slack_invited_at).toBeTruthy();
    expect(state?.slack_invite_failure_reason).toBeNull();
  });

  it('a permanent error is not retried: the reason is recorded and slack_invited_at stays empty', async () => {
    slack.reply('admin.users.invite', { kind: 'error', error: 'invalid_email' });
    const member = await joinAsVisitor(h.app);
    await waitFor(async () => Boolean((await memberByEmail(h.app, member.email))?.slack_invite_failed_at));
    await h.settle();
    const state = await memberByEmail(h.app, member.email);
    expect(state?.slack_invite_failure_reason).toBe('Slack answered invalid_email');
    expect(state?.slack_invited_at).toBeNull();
    expect(invitesTo(member.email)).toHaveLength(1);
    // The admin's re-send clears the failure and tries again.
    expect((await request([(await joinAsVisitor(h.app, { email: member.email })).id])).statusCode).toBe(202);
    await h.settle();
    expect((await memberByEmail(h.app, member.email))?.slack_invited_at).toBeTruthy();
  });

  it('already_invited counts as sent', async () => {
    slack.reply('admin.users.invite', { kind: 'error', error: 'already_invited' });
    const member = await joinAsVisitor(h.app);
    await h.settle();
    expect((await memberByEmail(h.app, member.email))?.slack_invited_at).toBeTruthy();
  });

  it('members already active in Slack and unknown ids are skipped', async () => {
    const member = await joinAsVisitor(h.app);
    await h.settle();
    await h.orm.em.fork().execute(`UPDATE community_members SET slack_joined_at = now(), slack_user_id = 'UACTIVE' WHERE id = ?`, [member.id]);
    slack.calls.length = 0;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await request([member.id, unknown]);
    expect(res.json()).toEqual({ queued: [], skipped: [{ memberId: member.id, reason: 'active' }, { memberId: unknown, reason: 'not-found' }] });
    await h.settle();
    expect(slack.calls).toHaveLength(0);
  });

  it('lists members with the stat cards, searches, and exports CSV', async () => {
    const member = await joinAsVisitor(h.app, { firstName: 'Zelda', company: '=HYPERLINK("x")' });
    await h.settle();
    const res = await h.app.inject({ method: 'GET', url: '/api/admin/community/members?search=zelda&pageSize=5', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.members.map((m: { id: string }) => m.id)).toEqual([member.id]);
    expect(body.total).toBe(1);
    expect(body.stats.total).toBe(body.stats.active + body.stats.invited + body.stats.pending);
    const csv = await h.app.inject({ method: 'GET', url: '/api/admin/community/members/export?search=zelda', headers: admin.headers });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(member.email);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
