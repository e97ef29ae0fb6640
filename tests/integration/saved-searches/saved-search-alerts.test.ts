import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import type { ReceivedMessage } from '../../setup/smtp-peer.ts';
import { createSignedInUser, type SignedInUser } from '../../factories/users.factory.ts';
import { createExecutive, referenceOf } from '../../factories/executives.factory.ts';
import { createSavedSearch, uniqueSurname } from '../../factories/saved-searches.factory.ts';
import { requestSearchAlerts } from '../../../src/modules/saved-searches/index.ts';
import type { SavedSearchFilters, SavedSearchFrequency } from '../../../src/modules/saved-searches/contracts/saved-searches.contract.ts';
import type { SearchDirectoryResponse } from '../../../src/modules/directory/index.ts';
import { reviewProfile } from '../../../src/modules/profiles/index.ts';
import { OPERATOR_ACTOR } from '../../../src/platform/audit/audit-trail.ts';

const DIGEST = (m: ReceivedMessage) => m.headers.get('x-template') === 'saved-search-digest';
const executiveIdsIn = (text: string) => [...new Set([...text.matchAll(/\/executives\/([0-9a-f-]{36})/g)].map((match) => match[1]!))].sort();

/**
 * The alert runs with the worker and a real SMTP peer: a digest lists exactly what the directory
 * search returns for the same filters among the executives approved since, nothing is sent when
 * nothing is new, one period never mails twice, and the one-click unsubscribe works from the
 * received e-mail's own headers.
 */
describe('saved-search alerts (worker + SMTP peer)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ worker: true, smtp: true });
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    await h.settle();
  });

  const runAlerts = async (frequency: SavedSearchFrequency = 'daily') => {
    await requestSearchAlerts(h.orm.em.fork(), frequency);
    await h.settle();
  };
  const digestsTo = (client: SignedInUser) => h.mailbox.to(client.email, DIGEST);

  /** A surname shared by this test's executives, so the search sees only them (plus Germany, to split them). */
  async function twoExecutives(surname: string) {
    const reference = await referenceOf(h.app);
    const europe = reference.regions.find((r) => r.slug === 'europe')!;
    const france = europe.countries.find((c) => c.slug === 'france')!;
    return {
      matching: () => createExecutive(h.app, { profile: { firstName: 'Mira', lastName: surname } }),
      notMatching: () => createExecutive(h.app, { profile: { firstName: 'Noah', lastName: surname, country: france.id, city: [france.cities[0]!.id] } }),
    };
  }

  it('lists exactly what GET /api/directory returns for the same filters, among those approved since the search was saved', async () => {
    const surname = uniqueSurname();
    const people = await twoExecutives(surname);
    const before = await people.matching(); // approved before the search existed: not news
    const client = await createSignedInUser(h.app, 'client');
    const filters: SavedSearchFilters = { q: surname, country: 'germany' };
    await createSavedSearch(h.app, client.id, { name: 'Germany surname search', filters });
    const matching = await people.matching();
    const other = await people.notMatching();

    await runAlerts();
    const [digest] = digestsTo(client);
    expect(digestsTo(client)).toHaveLength(1);

    const query = new URLSearchParams(filters as Record<string, string>).toString();
    const search = (await h.app.inject({ method: 'GET', url: `/api/directory?${query}`, headers: client.headers })).json() as SearchDirectoryResponse;
    const searchIds = search.results.map((card) => card.id);
    expect(searchIds.sort()).toEqual([before.id, matching.id].sort());
    expect(searchIds).not.toContain(other.id);
    const newSinceSaved = searchIds.filter((id) => id !== before.id).sort();
    expect(executiveIdsIn(digest!.text)).toEqual(newSinceSaved);
    expect(executiveIdsIn(digest!.html)).toEqual(newSinceSaved);
    // What the client may see: the name, title and location, grouped under the search's name.
    expect(digest!.text).toContain('Germany surname search (1 new Talent Leader)');
    expect(digest!.text).toContain(`Mira ${surname}`);
    expect(digest!.text).toContain('Germany');
  });

  it('counts a re-approval as new: an executive approved before the search, revoked, then approved again', async () => {
    const surname = uniqueSurname();
    const executive = await createExecutive(h.app, { profile: { lastName: surname } });
    const client = await createSignedInUser(h.app, 'client');
    await createSavedSearch(h.app, client.id, { filters: { q: surname } });
    await reviewProfile(h.orm.em.fork(), executive.id, 'revoke', 'Out of date', OPERATOR_ACTOR);
    await reviewProfile(h.orm.em.fork(), executive.id, 'approve', null, OPERATOR_ACTOR);
    await runAlerts();
    expect(digestsTo(client).map((m) => executiveIdsIn(m.text))).toEqual([[executive.id]]);
  });

  it('sends nothing when nothing new matches', async () => {
    const client = await createSignedInUser(h.app, 'client');
    await createSavedSearch(h.app, client.id, { filters: { q: uniqueSurname() } });
    await runAlerts();
    expect(digestsTo(client)).toHaveLength(0);
  });

  it('groups one digest per client by saved search, and only runs the searches of its frequency', async () => {
    const surname = uniqueSurname();
    const client = await createSignedInUser(h.app, 'client');
    await createSavedSearch(h.app, client.id, { name: 'Daily A', filters: { q: surname } });
    await createSavedSearch(h.app, client.id, { name: 'Daily B', filters: { q: surname, country: 'germany' } });
    await createSavedSearch(h.app, client.id, { name: 'Weekly C', filters: { q: surname }, frequency: 'weekly' });
    const executive = await createExecutive(h.app, { profile: { lastName: surname } });
    await runAlerts('daily');
    const digests = digestsTo(client);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain('Daily A (1 new Talent Leader)');
    expect(digests[0]!.text).toContain('Daily B (1 new Talent Leader)');
    expect(digests[0]!.text).not.toContain('Weekly C');
    expect(executiveIdsIn(digests[0]!.text)).toEqual([executive.id]);
  });

  it('never mails twice for one period: a second run, and a run that lost its stamps, send nothing more', async () => {
    const surname = uniqueSurname();
    const client = await createSignedInUser(h.app, 'client');
    const saved = await createSavedSearch(h.app, client.id, { filters: { q: surname } });
    await createExecutive(h.app, { profile: { lastName: surname } });
    await runAlerts();
    expect(digestsTo(client)).toHaveLength(1);

    await runAlerts();
    expect(digestsTo(client)).toHaveLength(1);

    // As if the worker died after sending and before stamping the search: the delivery keyed by
    // client and period still stops a second e-mail.
    await h.orm.em.fork().execute('UPDATE saved_searches SET last_period_key = NULL, last_alerted_at = NULL WHERE id = ?', [saved.id]);
    await runAlerts();
    expect(digestsTo(client)).toHaveLength(1);
    const [row] = await h.orm.em.fork().execute<{ last_period_key: string }[]>('SELECT last_period_key FROM saved_searches WHERE id = ?', [saved.id]);
    expect(row!.last_period_key).toBe(`daily:${new Date().toISOString().slice(0, 10)}`);
  });

  it("unsubscribes in one click with the received e-mail's List-Unsubscribe headers; a tampered token is refused", async () => {
    const surname = uniqueSurname();
    const client = await createSignedInUser(h.app, 'client');
    const saved = await createSavedSearch(h.app, client.id, { filters: { q: surname }, frequency: 'weekly' });
    await createExecutive(h.app, { profile: { lastName: surname } });
    await runAlerts('weekly');
    const [digest] = digestsTo(client);
    expect(digest).toBeDefined();

    const raw = (name: string) => {
      const line = digest!.headerLines.find((header) => header.key === name);
      return line?.line.slice(line.line.indexOf(':') + 1).trim();
    };
    expect(raw('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/^<(.+)>$/.exec(raw('list-unsubscribe') ?? '')![1]!);
    expect(url.pathname).toBe('/api/saved-searches/unsubscribe');

    // A tampered token: 400, nothing changes.
    const tampered = `${url.searchParams.get('token')!.slice(0, -2)}xx`;
    const refused = await h.app.inject({
      method: 'POST',
      url: `${url.pathname}?token=${encodeURIComponent(tampered)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(refused.statusCode).toBe(400);

    // What a mail client sends: no session, no CSRF header, the form body of RFC 8058.
    const oneClick = () =>
      h.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const done = await oneClick();
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ unsubscribed: 1 });
    expect((await oneClick()).json()).toEqual({ unsubscribed: 0 });
    const list = (await h.app.inject({ method: 'GET', url: '/api/saved-searches', headers: client.headers })).json();
    expect(list.savedSearches.find((s: { id: string }) => s.id === saved.id)).toMatchObject({ alerts: false });

    // A browser opening the link is sent to the confirmation page; it never unsubscribes by itself.
    const opened = await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(/^\/saved-searches\/unsubscribe\?token=/);

    // Unsubscribed: a new match next period sends nothing.
    await h.orm.em.fork().execute('UPDATE saved_searches SET last_period_key = NULL WHERE id = ?', [saved.id]);
    await createExecutive(h.app, { profile: { lastName: surname } });
    await runAlerts('weekly');
    expect(digestsTo(client)).toHaveLength(1);
  });
});
