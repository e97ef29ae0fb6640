import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortlistMessages } from '../../../src/modules/shortlists/contracts/shortlist-messages.contract.ts';
import type { ShortlistExecutivesResponse } from '../../../src/modules/shortlists/contracts/shortlists.contract.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createSignedInUser, csrfHeaders, type SignedInUser } from '../../factories/users.factory.ts';
import { createExecutive } from '../../factories/executives.factory.ts';
import { newShortlist } from './shortlist-fixtures.ts';

/** Lists and notes belong to their owner alone: every other caller is refused, and ids are never confirmed. */
describe('shortlist ownership and access', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let intruder: SignedInUser;
  let list: { id: string; entryId: string; executiveId: string };
  let intruderList: { id: string; entryId: string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createSignedInUser(t.app, 'client');
    intruder = await createSignedInUser(t.app, 'client');
    const created = await newShortlist(t.app, owner.id, { name: 'Private', withExecutive: true });
    list = { id: created.id, entryId: created.entryId!, executiveId: created.executiveId! };
    await t.app.inject({
      method: 'PUT',
      url: `/api/shortlists/${list.id}/executives/${list.entryId}/note`,
      headers: owner.headers,
      payload: { note: 'Only mine' },
    });
    const other = await newShortlist(t.app, intruder.id, { name: 'Intruder', withExecutive: true });
    intruderList = { id: other.id, entryId: other.entryId! };
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every route that names a list or an entry, aimed at `target`. */
  const requests = (target: { id: string; entryId: string }, executiveId: string) => [
    { method: 'GET' as const, url: `/api/shortlists/${target.id}/executives` },
    { method: 'DELETE' as const, url: `/api/shortlists/${target.id}` },
    { method: 'POST' as const, url: `/api/shortlists/${target.id}/executives`, payload: { executiveId } },
    { method: 'DELETE' as const, url: `/api/shortlists/${target.id}/executives/${target.entryId}` },
    { method: 'PUT' as const, url: `/api/shortlists/${target.id}/executives/${target.entryId}/note`, payload: { note: 'Mine now' } },
  ];

  it("answers 404 to another client for every route on the owner's list, entry and note", async () => {
    const fresh = (await createExecutive(t.app)).id;
    for (const request of requests(list, fresh)) {
      const res = await t.app.inject({ ...request, headers: intruder.headers });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(res.json().detail).toBe(shortlistMessages.shortlistNotFound);
    }
    // The same answer as for an id that does not exist at all.
    for (const request of requests({ id: randomUUID(), entryId: randomUUID() }, fresh)) {
      const res = await t.app.inject({ ...request, headers: intruder.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(shortlistMessages.shortlistNotFound);
    }
  });

  it("answers 404 for an entry of another list, even the caller's own other list", async () => {
    const ownOther = await newShortlist(t.app, owner.id, { withExecutive: true });
    for (const entryId of [intruderList.entryId, ownOther.entryId!]) {
      for (const request of requests({ id: list.id, entryId }, list.executiveId).slice(3)) {
        const res = await t.app.inject({ ...request, headers: owner.headers });
        expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(res.json().detail).toBe(shortlistMessages.entryNotFound);
      }
    }
  });

  it("leaves the owner's list, entry and note untouched after the attempts", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shortlists/${list.id}/executives`, headers: owner.headers });
    const body = res.json<ShortlistExecutivesResponse>();
    expect(body.shortlist.name).toBe('Private');
    expect(body.entries.map((entry) => [entry.id, entry.note])).toEqual([[list.entryId, 'Only mine']]);
    const intruderLists = await t.app.inject({ method: 'GET', url: '/api/shortlists', headers: intruder.headers });
    expect(intruderLists.json().shortlists.map((l: { id: string }) => l.id)).toEqual([intruderList.id]);
  });

  it('refuses executives, consultants and super admins (403, logged) and visitors (401)', async () => {
    const callers = await Promise.all(
      (['executive', 'consultant', 'super-admin'] as const).map((role) => createSignedInUser(t.app, role)),
    );
    const all = [
      { method: 'GET' as const, url: '/api/shortlists' },
      { method: 'POST' as const, url: '/api/shortlists', payload: { name: 'Nope' } },
      ...requests(list, list.executiveId),
    ];
    for (const request of all) {
      for (const caller of callers) {
        const res = await t.app.inject({ ...request, headers: caller.headers });
        expect(res.statusCode, `${request.method} ${request.url} as ${caller.role}`).toBe(403);
      }
      const visitor = await t.app.inject({ ...request, headers: csrfHeaders });
      expect(visitor.statusCode, `${request.method} ${request.url} as visitor`).toBe(401);
    }
    const [logged] = await t.orm.em
      .fork()
      .execute<{ n: number }[]>("SELECT count(*)::int AS n FROM security_events WHERE route LIKE '/api/shortlists%'");
    expect(logged!.n).toBe(all.length * callers.length);
    // Nothing changed for the owner.
    const res = await t.app.inject({ method: 'GET', url: '/api/shortlists', headers: owner.headers });
    expect(res.json().shortlists.map((l: { name: string; executiveCount: number }) => [l.name, l.executiveCount])).toContainEqual([
      'Private',
      1,
    ]);
  });
});
