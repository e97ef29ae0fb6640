import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinCommunity } from '../../../src/modules/community/index.ts';
import { personalData } from '../../../src/personal-data.ts';
import { erasePersonData } from '../../../src/platform/personal-data/person-data.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createSignedInUser, stepUp, createUser, uniqueEmail, type SignedInUser } from '../../factories/users.factory.ts';
import { createExecutive } from '../../factories/executives.factory.ts';
import { createComment, createPost } from '../../factories/content.factory.ts';
import { joinForm } from '../../factories/community.factory.ts';
import { parseCsv } from '../admin-exports/parse-csv.ts';

/**
 * Decision 042: every staff action writes its audit row in its own transaction (and a refused or
 * failed action writes none), nothing changes or deletes a row (PostgreSQL refuses), and the super
 * admins' Audit tab filters, pages (keyset, newest first) and exports the trail.
 */

type AuditRow = {
  id: string;
  kind: string;
  actor_id: string | null;
  actor_role: string;
  target_type: string | null;
  target_id: string | null;
  target_role: string | null;
  target_label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
};

let t: TestApp;
let admin: SignedInUser;
let consultant: SignedInUser;

const em = () => t.orm.em.fork();
const rowsAfter = (id: string) =>
  em().execute<AuditRow[]>(
    `SELECT id::text AS id, kind, actor_id::text AS actor_id, actor_role, target_type, target_id, target_role, target_label, before, after, ip
       FROM audit_events WHERE id > ?::bigint ORDER BY id`,
    [id],
  );
const lastId = async () => (await em().execute<{ id: string }[]>(`SELECT coalesce(max(id), 0)::text AS id FROM audit_events`))[0]!.id;

/** The rows the call writes: runs it, returns its answer's status and every row written meanwhile. */
async function audited(call: () => Promise<{ statusCode: number; body: string }>): Promise<{ status: number; rows: AuditRow[] }> {
  const mark = await lastId();
  const response = await call();
  return { status: response.statusCode, rows: await rowsAfter(mark) };
}

const as = (user: SignedInUser, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await stepUp(t.app, await createSignedInUser(t.app, 'super-admin'));
  consultant = await createSignedInUser(t.app, 'consultant');
});
afterAll(async () => {
  await t?.close();
});

describe('each staff action writes its audit row', () => {
  it('profiles: approve, reject and revoke, with the status before and after, the actor, role and IP', async () => {
    const pending = await createExecutive(t.app, { state: 'pending', profile: { firstName: 'Audra' } });
    const approve = await audited(() => as(admin, 'POST', `/api/admin/executives/${pending.id}/approve`, {}));
    expect(approve.status).toBe(200);
    expect(approve.rows).toEqual([
      expect.objectContaining({
        kind: 'profile.approved',
        actor_id: admin.id,
        actor_role: 'super-admin',
        target_type: 'executive-profile',
        target_id: pending.id,
        target_role: 'executive',
        // A person is named by id and role only: no name is copied into the trail.
        target_label: null,
        before: { status: 'pending' },
        after: { status: 'approved' },
        ip: '127.0.0.1',
      }),
    ]);
    const revoke = await audited(() => as(admin, 'POST', `/api/admin/executives/${pending.id}/revoke`, { reason: 'Out of date' }));
    expect(revoke.rows.map((row) => [row.kind, row.before, row.after])).toEqual([['profile.revoked', { status: 'approved' }, { status: 'revoked', reasonGiven: true }]]);
    // The reason's words stay with the profile (which erasure deletes), not in the trail.
    expect(JSON.stringify(revoke.rows)).not.toContain('Out of date');

    const another = await createExecutive(t.app, { state: 'pending' });
    const reject = await audited(() => as(admin, 'POST', `/api/admin/executives/${another.id}/reject`, {}));
    expect(reject.rows.map((row) => [row.kind, row.after])).toEqual([['profile.rejected', { status: 'rejected', reasonGiven: false }]]);
  });

  it('a refused action writes nothing', async () => {
    const approved = await createExecutive(t.app, { state: 'approved' });
    expect(await audited(() => as(admin, 'POST', `/api/admin/executives/${approved.id}/approve`, {}))).toEqual({ status: 409, rows: [] });
    const client = await createUser(t.app, 'client');
    expect(await audited(() => as(admin, 'PUT', `/api/admin/users/${client.id}/consultant`))).toEqual({ status: 409, rows: [] });
    expect(await audited(() => as(admin, 'DELETE', `/api/admin/content/posts/00000000-0000-4000-8000-000000000000`))).toEqual({ status: 404, rows: [] });
    // Not a staff member: refused before the handler, nothing audited.
    expect((await audited(() => as(consultant, 'POST', `/api/admin/executives/${approved.id}/revoke`, {}))).rows).toEqual([]);
  });

  it('writes in the action\'s own transaction: when the audit row cannot be written, the action does not happen', async () => {
    const pending = await createExecutive(t.app, { state: 'pending' });
    await em().execute(`ALTER TABLE audit_events ADD CONSTRAINT refuse_approvals_for_this_test CHECK (kind <> 'profile.approved') NOT VALID`);
    try {
      const { status, rows } = await audited(() => as(admin, 'POST', `/api/admin/executives/${pending.id}/approve`, {}));
      expect(status).toBe(500);
      expect(rows).toEqual([]);
    } finally {
      await em().execute('ALTER TABLE audit_events DROP CONSTRAINT refuse_approvals_for_this_test');
    }
    const [profile] = await em().execute<{ approved: boolean }[]>('SELECT approved FROM executive_profiles WHERE id = ?', [pending.id]);
    expect(profile?.approved).toBe(false);
    const [directory] = await em().execute<{ n: number }[]>('SELECT count(*)::int AS n FROM directory_entries WHERE executive_id = ?', [pending.id]);
    expect(directory?.n).toBe(0);
  });

  it('identity: the consultant role granted and revoked, and an erasure by a super admin (the id and role only)', async () => {
    const staff = await createUser(t.app, 'staff');
    const grant = await audited(() => as(admin, 'PUT', `/api/admin/users/${staff.id}/consultant`));
    expect(grant.rows).toEqual([
      expect.objectContaining({ kind: 'consultant-role.granted', target_type: 'account', target_id: staff.id, target_role: 'consultant', before: { role: 'staff' }, after: { role: 'consultant' } }),
    ]);
    const revoke = await audited(() => as(admin, 'DELETE', `/api/admin/users/${staff.id}/consultant`));
    expect(revoke.rows.map((row) => [row.kind, row.before, row.after])).toEqual([['consultant-role.revoked', { role: 'consultant' }, { role: 'staff' }]]);

    const client = await createUser(t.app, 'client', { firstName: 'Erika', lastName: 'Erasedsoon' });
    const erasure = await audited(() => as(admin, 'POST', `/api/admin/users/${client.id}/erasure`, { confirmation: 'DELETE' }));
    expect(erasure.status).toBe(202);
    expect(erasure.rows).toEqual([
      expect.objectContaining({ kind: 'account.erased', actor_id: admin.id, target_type: 'account', target_id: client.id, target_role: 'client', target_label: null, before: null, after: null }),
    ]);
    expect(JSON.stringify(erasure.rows)).not.toMatch(/Erika|Erasedsoon|@/);
  });

  it('content: status changes, edits and deletes of posts, moderation and deletes of comments', async () => {
    const post = await createPost(t.app, { status: 'submitted', form: { title: 'Audited article' } });
    const publish = await audited(() => as(admin, 'PATCH', `/api/admin/content/posts/${post.id}/status`, { status: 'published' }));
    expect(publish.rows).toEqual([
      expect.objectContaining({ kind: 'post.status-changed', target_type: 'post', target_id: post.id, target_label: 'Audited article', before: { status: 'submitted' }, after: { status: 'published' } }),
    ]);
    const edit = await audited(() => as(admin, 'PATCH', `/api/admin/content/posts/${post.id}`, { title: 'Audited article, edited', content: 'New words.' }));
    expect(edit.rows.map((row) => [row.kind, row.target_label, row.before, row.after])).toEqual([
      ['post.edited', 'Audited article, edited', { title: 'Audited article' }, { title: 'Audited article, edited', contentChanged: true }],
    ]);
    const comment = await createComment(t.app, post.slug, { status: 'pending', content: 'Words of a reader', authorName: 'Rita Reader' });
    const moderate = await audited(() => as(admin, 'PATCH', `/api/admin/content/comments/${comment.id}/status`, { status: 'approved' }));
    expect(moderate.rows.map((row) => [row.kind, row.target_type, row.target_label, row.before, row.after])).toEqual([
      ['comment.moderated', 'comment', 'Comment on “Audited article, edited”', { status: 'pending' }, { status: 'approved' }],
    ]);
    const deleteComment = await audited(() => as(admin, 'DELETE', `/api/admin/content/comments/${comment.id}`));
    expect(deleteComment.rows.map((row) => [row.kind, row.target_id, row.before])).toEqual([['comment.deleted', comment.id, { status: 'approved' }]]);
    // Neither the comment's words nor its author's name are in the trail.
    expect(JSON.stringify([...moderate.rows, ...deleteComment.rows])).not.toMatch(/Words of a reader|Rita/);
    const deletePost = await audited(() => as(admin, 'DELETE', `/api/admin/content/posts/${post.id}`));
    expect(deletePost.rows.map((row) => [row.kind, row.target_label, row.before])).toEqual([['post.deleted', 'Audited article, edited', { status: 'published' }]]);
  });

  it('community and invitations: a Slack invite per member queued, an invitation sent and sent again', async () => {
    const { memberId } = await joinCommunity(em(), { ...joinForm(), company: null, jobTitle: null, preferences: { events: true, newsletter: true, discussions: true } });
    const invites = await audited(() => as(admin, 'POST', '/api/admin/community/slack-invites', { memberIds: [memberId, '00000000-0000-4000-8000-000000000000'] }));
    expect(invites.status).toBe(202);
    expect(invites.rows.map((row) => [row.kind, row.target_type, row.target_id, row.target_label])).toEqual([['slack-invite.requested', 'community-member', memberId, null]]);

    const sent = await audited(() => as(consultant, 'POST', '/api/invitations', { firstName: 'Ivo', lastName: 'Invitee', email: uniqueEmail('audited-invitee') }));
    expect(sent.status).toBe(201);
    const invitationId = sent.rows[0]?.target_id;
    expect(sent.rows).toEqual([expect.objectContaining({ kind: 'invitation.sent', actor_id: consultant.id, actor_role: 'consultant', target_type: 'invitation', target_label: null })]);
    const resent = await audited(() => as(consultant, 'POST', `/api/invitations/${invitationId}/resend`));
    expect(resent.rows.map((row) => [row.kind, row.target_id])).toEqual([['invitation.resent', invitationId]]);
  });

  it('CSV exports: one row per download (and the security event as before), filters by name, not value', async () => {
    for (const [url, kind] of [
      ['/api/admin/clients/export', 'export.clients'],
      ['/api/admin/executives/approved/export', 'export.approved-executives'],
      ['/api/admin/community/members/export?search=Smith', 'export.community-members'],
      ['/api/admin/audit/export', 'export.audit-trail'],
    ] as const) {
      const download = await audited(() => as(admin, 'GET', url));
      expect(download.status, url).toBe(200);
      expect(download.rows, url).toEqual([expect.objectContaining({ kind, actor_id: admin.id, target_type: 'export', after: expect.objectContaining({ complete: true }) })]);
    }
    const [members] = await em().execute<{ after: { filteredBy: string[] } }[]>(`SELECT after FROM audit_events WHERE kind = 'export.community-members' ORDER BY id DESC LIMIT 1`);
    expect(members?.after.filteredBy).toEqual(['search']);
    const [security] = await em().execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM security_events WHERE kind = 'admin_export' AND user_id = ?`, [admin.id]);
    expect(security?.n).toBe(4);
  });
});

describe('the trail cannot be changed', () => {
  it('refuses an UPDATE, a DELETE and a TRUNCATE, whatever code runs them', async () => {
    const [row] = await em().execute<{ id: string }[]>(`INSERT INTO audit_events (kind, actor_role, ip) VALUES ('test.immutable', 'super-admin', '10.0.0.1') RETURNING id::text AS id`);
    await expect(em().execute(`UPDATE audit_events SET kind = 'test.rewritten' WHERE id = ?`, [row!.id])).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(em().execute(`DELETE FROM audit_events WHERE id = ?`, [row!.id])).rejects.toThrow(/append-only: DELETE refused/);
    await expect(em().execute(`TRUNCATE audit_events`)).rejects.toThrow(/append-only: TRUNCATE refused/);
    // Not even blanking the address outside an erasure.
    await expect(em().execute(`UPDATE audit_events SET ip = NULL WHERE id = ?`, [row!.id])).rejects.toThrow(/append-only/);
    const [kept] = await em().execute<{ kind: string; ip: string }[]>('SELECT kind, ip FROM audit_events WHERE id = ?', [row!.id]);
    expect(kept).toEqual({ kind: 'test.immutable', ip: '10.0.0.1' });
  });

  it("allows erasure's one exception only: in its transaction, blanking the IP and nothing else", async () => {
    const [row] = await em().execute<{ id: string }[]>(`INSERT INTO audit_events (kind, actor_role, ip) VALUES ('test.exception', 'consultant', '10.0.0.2') RETURNING id::text AS id`);
    await expect(
      em().transactional(async (tx) => {
        await tx.execute(`SELECT set_config('talentleaders.audit_erasure', 'on', true)`);
        await tx.execute(`UPDATE audit_events SET ip = NULL, actor_role = 'someone-else' WHERE id = ?`, [row!.id]);
      }),
    ).rejects.toThrow(/append-only/);
    await expect(
      em().transactional(async (tx) => {
        await tx.execute(`SELECT set_config('talentleaders.audit_erasure', 'on', true)`);
        await tx.execute(`DELETE FROM audit_events WHERE id = ?`, [row!.id]);
      }),
    ).rejects.toThrow(/append-only/);
    await em().transactional(async (tx) => {
      await tx.execute(`SELECT set_config('talentleaders.audit_erasure', 'on', true)`);
      await tx.execute(`UPDATE audit_events SET ip = NULL WHERE id = ?`, [row!.id]);
    });
    const [kept] = await em().execute<{ actor_role: string; ip: string | null }[]>('SELECT actor_role, ip FROM audit_events WHERE id = ?', [row!.id]);
    expect(kept).toEqual({ actor_role: 'consultant', ip: null });
  });

  it("erasing a staff member keeps their rows by id and role, forgets the address they acted from, and the tab says 'Former member'", async () => {
    const leaving = await stepUp(t.app, await createSignedInUser(t.app, 'super-admin', { firstName: 'Lea', lastName: 'Leaving' }));
    const target = await createExecutive(t.app, { state: 'pending' });
    expect((await as(leaving, 'POST', `/api/admin/executives/${target.id}/approve`, {})).statusCode).toBe(200);
    await erasePersonData(em(), personalData, { userId: leaving.id, email: leaving.email });
    const rows = await em().execute<AuditRow[]>('SELECT kind, actor_id::text AS actor_id, actor_role, ip FROM audit_events WHERE actor_id = ?', [leaving.id]);
    expect(rows).toEqual([{ kind: 'profile.approved', actor_id: leaving.id, actor_role: 'super-admin', ip: null }]);
    const page = (await as(admin, 'GET', `/api/admin/audit?actor=${leaving.id}`)).json();
    expect(page.events[0].actor).toEqual({ id: leaving.id, role: 'super-admin', name: 'Former member' });
  });
});

describe('the Audit tab: GET /api/admin/audit and its export', () => {
  let actorA: string;
  let actorB: string;
  beforeAll(async () => {
    actorA = (await createUser(t.app, 'super-admin', { firstName: 'Ada', lastName: 'Auditor' })).id;
    actorB = (await createUser(t.app, 'consultant', { firstName: 'Bo', lastName: 'Checker' })).id;
    // Twelve rows on known days: A approves on Nov 1-6, B invites on Nov 7-12.
    for (let day = 1; day <= 12; day++) {
      const actor = day <= 6 ? actorA : actorB;
      await em().execute(
        `INSERT INTO audit_events (at, kind, actor_id, actor_role, target_type, target_id, target_label, ip)
         VALUES (?::timestamptz, ?, ?, ?, ?, ?, ?, '10.1.1.1')`,
        [
          `2020-11-${String(day).padStart(2, '0')}T12:00:00Z`,
          day <= 6 ? 'post.deleted' : 'invitation.sent',
          actor,
          day <= 6 ? 'super-admin' : 'consultant',
          day <= 6 ? 'post' : 'invitation',
          `00000000-0000-4000-8000-0000000000${String(day).padStart(2, '0')}`,
          day <= 6 ? `Filtered post ${day} =1+1` : null,
        ],
      );
    }
  });

  const list = async (query: string) => {
    const response = await as(admin, 'GET', `/api/admin/audit?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { events: { id: string; at: string; kind: string; action: string; actor: { name: string }; target: { label: string | null } }[]; nextCursor: string | null; kinds: { kind: string }[]; actors: { id: string; name: string }[] };
  };

  it('filters by actor, kind, target and dates, newest first, with the words of each action and actor', async () => {
    const byA = await list(`actor=${actorA}`);
    expect(byA.events.map((event) => event.at.slice(0, 10))).toEqual(['2020-11-06', '2020-11-05', '2020-11-04', '2020-11-03', '2020-11-02', '2020-11-01']);
    expect(byA.events[0]).toMatchObject({ kind: 'post.deleted', action: 'Deleted a post', actor: { name: 'Ada Auditor' }, target: { label: 'Filtered post 6 =1+1' } });
    expect((await list(`kind=invitation.sent&from=2020-11-01&to=2020-11-30`)).events).toHaveLength(6);
    expect((await list(`from=2020-11-03&to=2020-11-04`)).events.map((event) => event.at.slice(0, 10))).toEqual(['2020-11-04', '2020-11-03']);
    expect((await list(`target=filtered post 2`)).events.map((event) => event.target.label)).toEqual(['Filtered post 2 =1+1']);
    expect((await list(`target=00000000-0000-4000-8000-000000000009`)).events).toHaveLength(1);
    expect((await list(`targetType=invitation&actor=${actorA}`)).events).toEqual([]);
    // A search's wildcard is a character, not a pattern.
    expect((await list(`target=%25`)).events).toEqual([]);
    const first = await list('');
    expect(first.kinds.map((kind) => kind.kind)).toEqual(expect.arrayContaining(['profile.approved', 'second-factor.enrolled']));
    expect(first.actors.map((actor) => actor.name)).toEqual(expect.arrayContaining(['Ada Auditor', 'Bo Checker']));
  });

  it('pages by keyset: every row once, newest first, until nextCursor is null', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(`from=2020-11-01&to=2020-11-30&limit=5${cursor ? `&before=${cursor}` : ''}`);
      seen.push(...page.events.map((event) => event.at.slice(0, 10)));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 12 }, (_, index) => `2020-11-${String(12 - index).padStart(2, '0')}`));
  });

  it('exports the filtered rows as CSV, formulas neutralised', async () => {
    const response = await as(admin, 'GET', `/api/admin/audit/export?actor=${actorA}&from=2020-11-02&to=2020-11-03`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...records] = parseCsv(response.body.slice(1));
    expect(header?.slice(0, 4)).toEqual(['At', 'Action', 'Kind', 'Actor']);
    expect(records.map((record) => [record[0]?.slice(0, 10), record[1], record[3], record[7]])).toEqual([
      ['2020-11-03', 'Deleted a post', 'Ada Auditor', 'Filtered post 3 =1+1'],
      ['2020-11-02', 'Deleted a post', 'Ada Auditor', 'Filtered post 2 =1+1'],
    ]);
  });

  it('answers bad filters with a readable 400, never a 500', async () => {
    for (const query of ['from=2020-13-01', 'from=2020-11-05&to=2020-11-01', 'actor=nobody', 'kind=DROP TABLE', 'before=abc', 'limit=0', 'limit=1000', 'kind=no.such-kind']) {
      for (const path of ['/api/admin/audit', '/api/admin/audit/export']) {
        const response = await as(admin, 'GET', `${path}?${query}`);
        if (path.endsWith('export') && /before|limit/.test(query)) continue;
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.headers['content-type'], `${path}?${query}`).toContain('application/problem+json');
      }
    }
    expect((await as(admin, 'GET', '/api/admin/audit?kind=no.such-kind')).json().code).toBe('unknown_audit_kind');
  });
});
