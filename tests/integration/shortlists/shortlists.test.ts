import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../src/modules/reference/index.ts';
import { reviewProfile } from '../../../src/modules/profiles/index.ts';
import { shortlistFieldMessages, shortlistMessages } from '../../../src/modules/shortlists/contracts/shortlist-messages.contract.ts';
import type {
  ListShortlistsResponse,
  ShortlistExecutivesResponse,
} from '../../../src/modules/shortlists/contracts/shortlists.contract.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createSignedInUser, type SignedInUser } from '../../factories/users.factory.ts';
import { createExecutive, referenceOf } from '../../factories/executives.factory.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { OPERATOR_ACTOR } from '../../../src/platform/audit/audit-trail.ts';

describe('shortlists', () => {
  let t: TestApp;
  let client: SignedInUser;
  let reference: ReferenceData;

  beforeAll(async () => {
    t = await createTestApp();
    client = await createSignedInUser(t.app, 'client');
    reference = await referenceOf(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as: SignedInUser = client) =>
    t.app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });

  async function createList(name: string, as: SignedInUser = client): Promise<string> {
    const res = await call('POST', '/api/shortlists', { name }, as);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }
  const lists = async (as: SignedInUser = client, query = '') =>
    (await call('GET', `/api/shortlists${query}`, undefined, as)).json<ListShortlistsResponse>().shortlists;
  const entriesOf = async (listId: string) => {
    const res = await call('GET', `/api/shortlists/${listId}/executives`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ShortlistExecutivesResponse>();
  };
  const addTo = (listId: string, executiveId: string) => call('POST', `/api/shortlists/${listId}/executives`, { executiveId });

  it('creates lists (name trimmed) and lists the own ones newest first with their counts', async () => {
    const owner = await createSignedInUser(t.app, 'client');
    const first = await createList('  Q1 hiring  ', owner);
    const second = await createList('Board search', owner);
    const res = await call('POST', `/api/shortlists/${second}/executives`, { executiveId: (await createExecutive(t.app)).id }, owner);
    expect(res.statusCode).toBe(201);

    const found = await lists(owner);
    expect(found.map((list) => [list.id, list.name, list.executiveCount])).toEqual([
      [second, 'Board search', 1],
      [first, 'Q1 hiring', 0],
    ]);
    expect(Date.parse(found[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(found[1]!.createdAt));
    // Another client's lists are not in the answer.
    expect((await lists()).some((list) => list.id === first || list.id === second)).toBe(false);
  });

  it('refuses a blank or too long name with the field message', async () => {
    for (const name of ['', '   ', undefined]) {
      const res = await call('POST', '/api/shortlists', name === undefined ? {} : { name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        detail: shortlistFieldMessages.nameRequired,
        errors: { name: [shortlistFieldMessages.nameRequired] },
      });
    }
    const long = await call('POST', '/api/shortlists', { name: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ name: [shortlistFieldMessages.nameTooLong] });
    expect((await call('POST', '/api/shortlists', { name: 'x'.repeat(100) })).statusCode).toBe(201);
  });

  it('deletes a list with its entries and notes', async () => {
    const listId = await createList('To delete');
    const added = await addTo(listId, (await createExecutive(t.app)).id);
    const entryId = added.json<{ id: string }>().id;
    await call('PUT', `/api/shortlists/${listId}/executives/${entryId}/note`, { note: 'Strong candidate' });

    const res = await call('DELETE', `/api/shortlists/${listId}`);
    expect(res.statusCode).toBe(204);
    expect((await lists()).some((list) => list.id === listId)).toBe(false);
    const [left] = await t.orm.em.fork().execute<{ entries: number; notes: number }[]>(
      `SELECT (SELECT count(*)::int FROM shortlist_executives WHERE shortlist_id = ?) AS entries,
              (SELECT count(*)::int FROM shortlist_notes WHERE shortlist_executive_id = ?) AS notes`,
      [listId, entryId],
    );
    expect(left).toEqual({ entries: 0, notes: 0 });
    const again = await call('DELETE', `/api/shortlists/${listId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(shortlistMessages.shortlistNotFound);
  });

  it('adding an executive twice never duplicates: the second add answers 200 with the same entry', async () => {
    const listId = await createList('Twice');
    const executiveId = (await createExecutive(t.app)).id;
    const first = await addTo(listId, executiveId);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(String), added: true });
    const second = await addTo(listId, executiveId);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ id: first.json().id, added: false });
    // Simultaneous adds also make one entry (the unique constraint decides).
    const together = await Promise.all([1, 2, 3].map(() => addTo(listId, executiveId)));
    expect(together.map((res) => res.json().id)).toEqual([first.json().id, first.json().id, first.json().id]);

    const { entries } = await entriesOf(listId);
    expect(entries).toHaveLength(1);
    // The same executive may sit on another list of the same client.
    expect((await addTo(await createList('Other'), executiveId)).statusCode).toBe(201);
    // The add dialog learns which lists already hold the executive.
    const marked = await lists(client, `?executiveId=${executiveId}`);
    expect(marked.find((list) => list.id === listId)?.containsExecutive).toBe(true);
    expect(marked.filter((list) => list.containsExecutive)).toHaveLength(2);
    expect((await lists()).every((list) => !list.containsExecutive)).toBe(true);
  });

  it("answers 404 'Executive not found' for an unknown or unapproved executive", async () => {
    const listId = await createList('Unknown');
    const pending = (await createExecutive(t.app, { state: 'pending' })).id;
    for (const executiveId of [randomUUID(), pending, client.id]) {
      const res = await addTo(listId, executiveId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: shortlistMessages.executiveNotFound, code: 'executive_not_found' });
    }
    const invalid = await addTo(listId, 'not-a-uuid');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ executiveId: [shortlistFieldMessages.executiveIdInvalid] });
    expect((await entriesOf(listId)).entries).toEqual([]);
  });

  it("'Create & Add' makes the list with the executive on it, or nothing at all", async () => {
    const executiveId = (await createExecutive(t.app)).id;
    const res = await call('POST', '/api/shortlists', { name: 'From profile', executiveId });
    expect(res.statusCode).toBe(201);
    const { id, entryId } = res.json<{ id: string; entryId: string }>();
    expect((await entriesOf(id)).entries.map((entry) => [entry.id, entry.executiveId])).toEqual([[entryId, executiveId]]);

    const before = (await lists()).length;
    const refused = await call('POST', '/api/shortlists', { name: 'Ghost', executiveId: randomUUID() });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe(shortlistMessages.executiveNotFound);
    expect(await lists()).toHaveLength(before);
  });

  it('lists the entries newest first with the card data, every industry and the notes', async () => {
    const listId = await createList('Cards');
    const industries = reference.industries.slice(0, 5);
    const older = (
      await createExecutive(t.app, { profile: { firstName: 'Olga', lastName: 'Older', industries: industries.map((i) => i.id) } })
    ).id;
    const newer = (await createExecutive(t.app, { profile: { firstName: 'Nina', lastName: 'Newer' } })).id;
    const olderEntry = (await addTo(listId, older)).json<{ id: string }>().id;
    await addTo(listId, newer);

    const body = await entriesOf(listId);
    expect(body.shortlist).toMatchObject({ id: listId, name: 'Cards' });
    expect(body.entries.map((entry) => entry.executiveId)).toEqual([newer, older]);
    const card = body.entries.find((entry) => entry.id === olderEntry)!;
    const germany = reference.regions.find((r) => r.slug === 'europe')!.countries.find((c) => c.slug === 'germany')!;
    expect(card).toMatchObject({
      executiveId: older,
      available: true,
      note: null,
      noteUpdatedAt: null,
      executive: {
        name: 'Olga Older',
        firstName: 'Olga',
        lastName: 'Older',
        title: reference.roles[0]!.label,
        displayLocation: `${germany.label}, ${germany.cities[0]!.label}`,
        availability: 'Part-time',
        industries: industries.map((i) => i.label),
        yearsExperience: 12,
        currencySymbol: '€',
      },
    });
    expect(card.executive!.priceRange).toMatch(/^€\d/);
    // A shortlist never carries contact details or the bio.
    expect(JSON.stringify(body)).not.toMatch(/acme-test\.example|linkedin|\+49|word1/);
  });

  it('keeps an executive who is no longer approved, marked unavailable with no profile data', async () => {
    const listId = await createList('Revoked');
    const executiveId = (await createExecutive(t.app, { profile: { firstName: 'Rita', lastName: 'Revoked' } })).id;
    await addTo(listId, executiveId);
    await reviewProfile(t.orm.em.fork(), executiveId, 'revoke', null, OPERATOR_ACTOR);

    const [entry] = (await entriesOf(listId)).entries;
    expect(entry).toMatchObject({ executiveId, available: false, executive: null });
    expect(JSON.stringify(entry)).not.toContain('Rita');
    // Adding them again is refused while they are not approved.
    expect((await addTo(await createList('Later'), executiveId)).statusCode).toBe(404);
  });

  it('creates and updates the private note, moving updated_at', async () => {
    const listId = await createList('Notes');
    const entryId = (await addTo(listId, (await createExecutive(t.app)).id)).json<{ id: string }>().id;
    const url = `/api/shortlists/${listId}/executives/${entryId}/note`;

    const created = await call('PUT', url, { note: '  Great references.  ' });
    expect(created.statusCode).toBe(200);
    const noteId = created.json<{ id: string }>().id;
    const [first] = (await entriesOf(listId)).entries;
    expect(first).toMatchObject({ note: 'Great references.', noteUpdatedAt: expect.any(String) });

    // updated_at has millisecond precision: let the clock pass the first stamp before saving again.
    await waitFor(async () => Date.now() > Date.parse(first!.noteUpdatedAt!));
    const updated = await call('PUT', url, { note: 'Call on Monday.' });
    expect(updated.json()).toEqual({ id: noteId });
    const [second] = (await entriesOf(listId)).entries;
    expect(second!.note).toBe('Call on Monday.');
    expect(Date.parse(second!.noteUpdatedAt!)).toBeGreaterThan(Date.parse(first!.noteUpdatedAt!));
    const [{ notes }] = (await t.orm.em
      .fork()
      .execute<{ notes: number }[]>('SELECT count(*)::int AS notes FROM shortlist_notes WHERE shortlist_executive_id = ?', [
        entryId,
      ])) as [{ notes: number }];
    expect(notes).toBe(1);

    const tooLong = await call('PUT', url, { note: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ note: [shortlistFieldMessages.noteTooLong] });
    expect((await call('PUT', url, { note: '' })).statusCode).toBe(200);
    expect((await entriesOf(listId)).entries[0]!.note).toBe('');
  });

  it('removes an executive from a list with the note', async () => {
    const listId = await createList('Remove');
    const keep = (await createExecutive(t.app)).id;
    const entryId = (await addTo(listId, (await createExecutive(t.app)).id)).json<{ id: string }>().id;
    await addTo(listId, keep);
    await call('PUT', `/api/shortlists/${listId}/executives/${entryId}/note`, { note: 'Remove me' });

    const res = await call('DELETE', `/api/shortlists/${listId}/executives/${entryId}`);
    expect(res.statusCode).toBe(204);
    expect((await entriesOf(listId)).entries.map((entry) => entry.executiveId)).toEqual([keep]);
    const again = await call('DELETE', `/api/shortlists/${listId}/executives/${entryId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(shortlistMessages.entryNotFound);
    const notes = await t.orm.em.fork().execute('SELECT 1 FROM shortlist_notes WHERE shortlist_executive_id = ?', [entryId]);
    expect(notes).toEqual([]);
  });
});
