import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import type { ReceivedMessage } from '../../setup/smtp-peer.ts';
import { createExecutive } from '../../factories/executives.factory.ts';
import type { SignedInUser } from '../../factories/users.factory.ts';
import { applyInsightIncrements, noIncrements, requestWeeklyInsightsEmail } from '../../../src/modules/insights/index.ts';
import { WEEKLY_EMAIL_WORDING } from '../../../src/modules/insights/contracts/insights-words.contract.ts';

const WEEKLY = (message: ReceivedMessage) => message.headers.get('x-template') === 'insights-weekly';
/** A header as the message carries it (mailparser turns List-* headers into objects). */
const rawHeader = (message: ReceivedMessage, name: string) => {
  const line = message.headerLines.find((header) => header.key === name);
  return line?.line.slice(line.line.indexOf(':') + 1).trim();
};
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The weekly insights e-mail (issue 42 item 4) with the worker and a real SMTP peer: last week's
 * figures against the week before and one suggestion, to each listed executive who has not turned
 * it off; once per week; the one-click unsubscribe from the received e-mail's own headers, and the
 * consent records of decision 038.
 */
describe('weekly insights e-mail (worker + SMTP peer)', () => {
  let h: Harness;
  let mailed: SignedInUser;
  let optedOut: SignedInUser;

  beforeAll(async () => {
    h = await startHarness({ worker: true, smtp: true });
    mailed = await createExecutive(h.app);
    optedOut = await createExecutive(h.app);
    // Last week (the seven days ending yesterday) and the week before, through the one increment path.
    const increments = noIncrements();
    increments.executives.push(
      { executiveId: mailed.id, day: daysAgo(1), metric: 'appearance', audience: 'client', count: 8 },
      { executiveId: mailed.id, day: daysAgo(7), metric: 'appearance', audience: 'visitor', count: 4 },
      { executiveId: mailed.id, day: daysAgo(3), metric: 'profile_open', audience: 'client', count: 3 },
      { executiveId: mailed.id, day: daysAgo(10), metric: 'appearance', audience: 'client', count: 6 },
      // Today's are next week's news.
      { executiveId: mailed.id, day: daysAgo(0), metric: 'appearance', audience: 'client', count: 50 },
    );
    await h.orm.em.fork().transactional((tx) => applyInsightIncrements(tx, increments));
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    await h.settle();
  });

  const runWeekly = async () => {
    await requestWeeklyInsightsEmail(h.orm.em.fork());
    await h.settle();
  };
  const consentsOf = (executiveId: string) =>
    h.orm.em.fork().execute<{ given: boolean; wording: string | null; source: string }[]>(
      'SELECT given, wording, source FROM insights_email_consents WHERE executive_id = ? ORDER BY id',
      [executiveId],
    );

  it('turns off from the Insights page, recorded with the words the page shows', async () => {
    const off = await h.app.inject({ method: 'PUT', url: '/api/profile/insights/email', headers: optedOut.headers, payload: { weekly: false } });
    expect(off.statusCode, off.body).toBe(200);
    const read = await h.app.inject({ method: 'GET', url: '/api/profile/insights/email', headers: optedOut.headers });
    expect(read.json()).toEqual({ weekly: false });
    // The same choice again records nothing more.
    await h.app.inject({ method: 'PUT', url: '/api/profile/insights/email', headers: optedOut.headers, payload: { weekly: false } });
    expect(await consentsOf(optedOut.id)).toEqual([{ given: false, wording: WEEKLY_EMAIL_WORDING, source: 'profile-insights-page' }]);
    const notWords = await h.app.inject({ method: 'PUT', url: '/api/profile/insights/email', headers: optedOut.headers, payload: { weekly: 'no' } });
    expect(notWords.statusCode).toBe(400);
    expect(notWords.headers['content-type']).toContain('application/problem+json');
  });

  it("sends last week's figures against the week before, once a week, and not to who turned it off", async () => {
    await runWeekly();
    const [message, ...more] = h.mailbox.to(mailed.email, WEEKLY);
    expect(more).toEqual([]);
    expect(message!.subject).toBe('Your TalentLeaders week: 12 search appearances last week');
    expect(message!.text).toContain('- Search appearances: 12 (+100% on the week before)');
    expect(message!.text).toContain('- Profile opens: 3 (none the week before)');
    expect(message!.text).toContain('/profile/insights');
    expect(rawHeader(message!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(h.mailbox.to(optedOut.email, WEEKLY)).toEqual([]);
    // The executive was not asked: the first e-mail records the choice as a default, without words.
    expect(await consentsOf(mailed.id)).toEqual([{ given: true, wording: null, source: 'default' }]);

    await runWeekly();
    expect(h.mailbox.to(mailed.email, WEEKLY)).toHaveLength(1);
  });

  it("unsubscribes in one click from the e-mail's own header, without a session; a browser's GET only leads to the page", async () => {
    const [message] = h.mailbox.to(mailed.email, WEEKLY);
    const url = new URL(/^<(.+)>$/.exec(rawHeader(message!, 'list-unsubscribe') ?? '')![1]!);
    const path = `${url.pathname}${url.search}`;

    const opened = await h.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/profile/insights#weekly-email');
    expect((await h.app.inject({ method: 'GET', url: '/api/profile/insights/email', headers: mailed.headers })).json()).toEqual({ weekly: true });

    const oneClick = { 'content-type': 'application/x-www-form-urlencoded' };
    const clicked = await h.app.inject({ method: 'POST', url: path, headers: oneClick, payload: 'List-Unsubscribe=One-Click' });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toEqual({ unsubscribed: true });
    // A mail client may click twice: still 200, nothing more recorded.
    expect((await h.app.inject({ method: 'POST', url: path, headers: oneClick, payload: 'List-Unsubscribe=One-Click' })).statusCode).toBe(200);
    expect(await consentsOf(mailed.id)).toEqual([
      { given: true, wording: null, source: 'default' },
      { given: false, wording: null, source: 'one-click-unsubscribe' },
    ]);
    expect((await h.app.inject({ method: 'GET', url: '/api/profile/insights/email', headers: mailed.headers })).json()).toEqual({ weekly: false });

    const tampered = await h.app.inject({ method: 'POST', url: `${url.pathname}?token=${mailed.id}.AAAA`, headers: oneClick, payload: 'List-Unsubscribe=One-Click' });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ code: 'insights_unsubscribe_token_invalid' });
  });
});
