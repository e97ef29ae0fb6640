import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import { signedSlackEvent, startSlackFake, teamJoinEvent, type SlackFake } from '../../setup/slack-fake.ts';
import { joinAsVisitor, memberByEmail } from '../../factories/community.factory.ts';
import { uniqueEmail } from '../../factories/users.factory.ts';
import { recordEvents } from '../../../src/platform/events/record-event.ts';
import { SlackReconciliationRequested } from '../../../src/modules/community/index.ts';

const SECRET = 'test-signing-secret-0123456789';

/** 'Active in Slack' from Slack's own signals: the signed Events API, and the reconciliation with users.list. */
describe('Slack events and reconciliation', () => {
  let h: Harness;
  let slack: SlackFake;

  beforeAll(async () => {
    slack = await startSlackFake();
    h = await startHarness({
      worker: true,
      env: {
        SLACK_SIGNING_SECRET: SECRET,
        SLACK_API_URL: slack.url,
        SLACK_BOT_TOKEN: 'xoxb-test-bot',
        JOB_BACKOFF_MS: '20',
        COMMUNITY_JOIN_RATE_LIMIT_MAX: '1000',
      },
    });
  });
  afterAll(async () => {
    await h.close();
    await slack.close();
  });

  const post = (signed: { payload: string; headers: Record<string, string> }) =>
    h.app.inject({ method: 'POST', url: '/api/slack/events', headers: signed.headers, payload: signed.payload });

  it('answers url_verification with its challenge (no CSRF header needed: the signature is the proof)', async () => {
    const res = await post(signedSlackEvent(SECRET, { type: 'url_verification', challenge: 'abc123', token: 'x' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ challenge: 'abc123' });
  });

  it('team_join marks the member with that address Active in Slack', async () => {
    const member = await joinAsVisitor(h.app);
    const res = await post(signedSlackEvent(SECRET, teamJoinEvent(member.email.toUpperCase(), 'U123JOIN')));
    expect(res.statusCode).toBe(200);
    const state = await memberByEmail(h.app, member.email);
    expect(state?.slack_joined_at).toBeTruthy();
    expect(state?.slack_user_id).toBe('U123JOIN');
  });

  it('a team_join for an address that is no member is acknowledged and changes nothing', async () => {
    const res = await post(signedSlackEvent(SECRET, teamJoinEvent(uniqueEmail('stranger'), 'USTRANGER')));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a bad signature, a missing one, and a request older (or newer) than 5 minutes', async () => {
    const member = await joinAsVisitor(h.app);
    const body = teamJoinEvent(member.email, 'UREFUSED');
    const wrongSecret = await post(signedSlackEvent('another-secret-0123456789', body));
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.headers['content-type']).toContain('application/problem+json');

    const tampered = signedSlackEvent(SECRET, body);
    expect((await post({ ...tampered, payload: tampered.payload.replace('UREFUSED', 'UTAMPERED') })).statusCode).toBe(401);

    const unsigned = await h.app.inject({ method: 'POST', url: '/api/slack/events', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect(unsigned.statusCode).toBe(401);

    const now = Math.floor(Date.now() / 1000);
    const stale = await post(signedSlackEvent(SECRET, body, now - 6 * 60));
    expect(stale.statusCode).toBe(401);
    expect(stale.body).toContain('older than 5 minutes');
    expect((await post(signedSlackEvent(SECRET, body, now + 6 * 60))).statusCode).toBe(401);

    expect((await memberByEmail(h.app, member.email))?.slack_joined_at).toBeNull();
  });

  it('a signed body that is not an envelope is a 400, not a 500', async () => {
    expect((await post(signedSlackEvent(SECRET, { hello: 'world' }))).statusCode).toBe(400);
  });

  it('the reconciliation walks users.list page by page and marks members who joined while events were missed', async () => {
    const joined = await joinAsVisitor(h.app);
    const alsoJoined = await joinAsVisitor(h.app);
    const notJoined = await joinAsVisitor(h.app);
    await h.settle();
    slack.users = [
      { id: 'UOTHER1', email: uniqueEmail('other') },
      { id: 'UBOT', email: notJoined.email, is_bot: true },
      { id: 'URECON1', email: joined.email },
      { id: 'UOTHER2', email: uniqueEmail('other') },
      { id: 'URECON2', email: alsoJoined.email.toUpperCase() },
    ];
    slack.pageSize = 2;
    slack.calls.length = 0;
    // A 429 on the first page: the job waits Retry-After and starts over.
    slack.reply('users.list', { kind: 'ratelimited', retryAfterSeconds: 1 });

    const em = h.orm.em.fork();
    recordEvents(em, SlackReconciliationRequested.create({}));
    await em.flush();
    await h.settle(20_000);

    expect((await memberByEmail(h.app, joined.email))?.slack_user_id).toBe('URECON1');
    expect((await memberByEmail(h.app, alsoJoined.email))?.slack_user_id).toBe('URECON2');
    expect((await memberByEmail(h.app, notJoined.email))?.slack_joined_at).toBeNull();
    const pages = slack.callsTo('users.list');
    expect(pages).toHaveLength(1 + 3);
    expect(pages.every((call) => call.token === 'xoxb-test-bot')).toBe(true);
    expect(pages.filter((call) => call.args.cursor)).toHaveLength(2);
  });
});
