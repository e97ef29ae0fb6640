import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDevelopmentData } from '../../../src/cli/seed-development.ts';
import { findUserIdByEmail } from '../../../src/modules/identity/index.ts';
import { listSharedShortlists, listShortlists } from '../../../src/modules/shortlists/index.ts';
import { listInvitations } from '../../../src/modules/invitations/index.ts';
import { listSavedSearches } from '../../../src/modules/saved-searches/index.ts';
import { getExecutiveInsights, seedDemoInsights } from '../../../src/modules/insights/index.ts';
import { createLogger } from '../../../src/platform/logger.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';

describe('make dev demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds the demo accounts, the profiles, one shortlist for the demo client and one shared with them, idempotently', async () => {
    const logger = createLogger({ log: { level: 'silent', pretty: false } }, 'seed-test');
    const accounts = await seedDevelopmentData(t.orm.em.fork(), logger, { uploadsDir: t.config.uploadsDir, totpEncryptionKey: t.config.secrets.totpEncryptionKey });
    await seedDevelopmentData(t.orm.em.fork(), logger, { uploadsDir: t.config.uploadsDir, totpEncryptionKey: t.config.secrets.totpEncryptionKey });

    expect(accounts.map((a) => a.email)).toEqual([
      'admin@example.com',
      'consultant@example.com',
      'client@example.com',
      'colleague@example.com',
      'executive@example.com',
    ]);
    const em = t.orm.em.fork();
    const clientId = await findUserIdByEmail(em, 'client@example.com');
    const { shortlists } = await listShortlists(em, clientId!);
    expect(shortlists).toHaveLength(1);
    expect(shortlists[0]).toMatchObject({ name: 'Head of People search', executiveCount: 3 });
    const [notes] = await em.execute<{ count: string }[]>('SELECT count(*) FROM shortlist_notes');
    expect(Number(notes!.count)).toBe(1);
    // The colleague's list under the demo client's 'Shared with me', with one comment, once.
    const shared = await listSharedShortlists(em, clientId!);
    expect(shared.shortlists.map((l) => [l.name, l.ownerName, l.executiveCount])).toEqual([['Interim CPO candidates', 'Colin Colleague', 2]]);
    const [threads] = await em.execute<{ count: number }[]>('SELECT count(*)::int AS count FROM shortlist_entry_comments');
    expect(threads!.count).toBe(1);
    // Two saved searches, once (the seed runs twice above), one of each frequency.
    const { savedSearches } = await listSavedSearches(em, clientId!);
    expect(savedSearches.map((s) => [s.name, s.frequency]).sort()).toEqual([
      ['Fractional leaders in Europe', 'weekly'],
      ['VP Talent, 10+ years', 'daily'],
    ]);

    // The demo client can sign in with the documented password and sees the list.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'x-requested-with': 'talentleaders' },
      payload: { email: 'client@example.com', password: 'DemoPass123' },
    });
    expect(signIn.statusCode).toBe(200);

    // The demo consultant's dashboard: one pending and one claimed invitation, whose invitee signs in.
    const consultantId = await findUserIdByEmail(em, 'consultant@example.com');
    const { invitations } = await listInvitations(em, { id: consultantId!, isSuperAdmin: false });
    expect(invitations.map((i) => [i.email, i.status])).toEqual([
      ['jonas.eriksen@example.com', 'Pending'],
      ['sanne.devries@example.com', 'Claimed'],
    ]);
    const invitee = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'x-requested-with': 'talentleaders' },
      payload: { email: 'sanne.devries@example.com', password: 'DemoPass123' },
    });
    expect(invitee.statusCode).toBe(200);

    // The content hub: twelve published articles with their drawn images, two submitted, one draft,
    // approved and pending comments; nothing in the outbox that would e-mail anyone.
    const [posts] = await em.execute<{ published: number; submitted: number; drafts: number; images: number }[]>(
      `SELECT count(*) FILTER (WHERE status = 'published')::int AS published, count(*) FILTER (WHERE status = 'submitted')::int AS submitted,
              count(*) FILTER (WHERE status = 'draft')::int AS drafts, count(featured_image_url)::int AS images FROM content_posts`,
    );
    expect(posts).toEqual({ published: 12, submitted: 2, drafts: 1, images: 15 });
    const [comments] = await em.execute<{ approved: number; pending: number }[]>(
      `SELECT count(*) FILTER (WHERE status = 'approved')::int AS approved, count(*) FILTER (WHERE status = 'pending')::int AS pending FROM post_comments`,
    );
    expect(comments!.approved).toBeGreaterThanOrEqual(8);
    expect(comments!.pending).toBeGreaterThanOrEqual(2);
    const [queued] = await em.execute<{ count: number }[]>(`SELECT count(*)::int AS count FROM outbox WHERE dispatched_at IS NULL AND type IN ('ArticleSubmitted', 'CommentPosted')`);
    expect(queued!.count).toBe(0);
    const hub = await t.app.inject({ method: 'GET', url: '/api/content/posts' });
    expect(hub.json()).toMatchObject({ total: 12 });
    const image = await t.app.inject({ method: 'GET', url: hub.json<{ posts: { featuredImageUrl: string }[] }>().posts[0]!.featuredImageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it("gives the demo executive twelve weeks of insights through the live counter, once, and the team its unmet searches", async () => {
    const logger = createLogger({ log: { level: 'silent', pretty: false } }, 'seed-test');
    await seedDevelopmentData(t.orm.em.fork(), logger, { uploadsDir: t.config.uploadsDir, totpEncryptionKey: t.config.secrets.totpEncryptionKey });
    const em = t.orm.em.fork();
    const executiveId = (await findUserIdByEmail(em, 'executive@example.com'))!;
    const insights = await getExecutiveInsights(em, t.app.insightsDeclarations, executiveId);
    if (!insights.listed) throw new Error('the demo executive is listed');
    expect(insights.weeks).toHaveLength(12);
    // Every past week has figures (the current one may have only today, which the seed leaves to live counting).
    for (const week of insights.weeks.slice(0, 11)) expect(week.appearances, week.start).toBeGreaterThan(0);
    const total = (key: 'appearances' | 'opens' | 'shortlistAdds') => insights.weeks.reduce((sum, week) => sum + week[key], 0);
    expect(total('opens')).toBeGreaterThan(0);
    expect(total('shortlistAdds')).toBeGreaterThan(0);
    // Demand grew: the last full weeks above the first.
    expect(insights.weeks[10]!.appearances).toBeGreaterThan(insights.weeks[0]!.appearances);
    expect(insights.topTerms.length).toBeGreaterThanOrEqual(3);

    // Run again (every make dev does): nothing is counted twice.
    const [before] = await em.execute<{ sum: number }[]>('SELECT sum(count)::int AS sum FROM insights_executive_days');
    expect(await seedDemoInsights(em, logger, { focusExecutiveId: executiveId, otherExecutiveIds: [] })).toBe(0);
    await seedDevelopmentData(t.orm.em.fork(), logger, { uploadsDir: t.config.uploadsDir, totpEncryptionKey: t.config.secrets.totpEncryptionKey });
    const [after] = await em.execute<{ sum: number }[]>('SELECT sum(count)::int AS sum FROM insights_executive_days');
    expect(after!.sum).toBe(before!.sum);

    const unmet = await em.execute<{ description: string }[]>('SELECT DISTINCT description FROM insights_unmet_search_days ORDER BY description');
    expect(unmet.map((row) => row.description)).toEqual(expect.arrayContaining(['“works council germany”', '“payroll poland”']));
  });
});
