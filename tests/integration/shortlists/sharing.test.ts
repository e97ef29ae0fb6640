import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHORTLIST_SHARE_MAX,
  shortlistFieldMessages,
  shortlistMessages,
  shortlistShareMessages,
} from '../../../src/modules/shortlists/contracts/shortlist-messages.contract.ts';
import type { ShortlistExecutivesResponse } from '../../../src/modules/shortlists/contracts/shortlists.contract.ts';
import type {
  ListSharedShortlistsResponse,
  ListShortlistSharesResponse,
  SharedShortlistResponse,
} from '../../../src/modules/shortlists/contracts/shortlist-sharing.contract.ts';
import type { ShortlistComment } from '../../../src/modules/shortlists/contracts/shortlist-comments.contract.ts';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import { createSignedInUser, createUser, type SignedInUser } from '../../factories/users.factory.ts';
import { createExecutive } from '../../factories/executives.factory.ts';
import { newShortlist } from './shortlist-fixtures.ts';

/**
 * Shortlists shared with colleagues (decision 022): only confirmed clients at the owner's domain,
 * read-only for them, the owner's notes never in their answers, one comment thread both see,
 * revocation at once, and the e-mail through the real outbox → worker → SMTP path.
 */
describe('shortlists shared with colleagues', () => {
  let t: Harness;
  let domain: string;
  let owner: SignedInUser;
  let colleague: SignedInUser;
  let list: { id: string; entryId: string; executiveId: string };

  const at = (name: string, host = domain) => `${name}-${randomBytes(3).toString('hex')}@${host}`;
  const inject = (
    user: SignedInUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse> => t.app.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload }) });
  const share = (email: string, listId = list.id) => inject(owner, 'POST', `/api/shortlists/${listId}/shares`, { email });

  beforeAll(async () => {
    t = await startHarness({ worker: true, smtp: true });
    domain = `acme-${randomBytes(4).toString('hex')}.example`;
    owner = await createSignedInUser(t.app, 'client', { email: at('olivia'), firstName: 'Olivia', lastName: 'Owner' });
    colleague = await createSignedInUser(t.app, 'client', { email: at('colin'), firstName: 'Colin', lastName: 'Colleague' });
    const created = await newShortlist(t.app, owner.id, { name: 'Q1 People lead', withExecutive: true });
    list = { id: created.id, entryId: created.entryId!, executiveId: created.executiveId! };
    const note = await inject(owner, 'PUT', `/api/shortlists/${list.id}/executives/${list.entryId}/note`, { note: 'Secret: too pricey' });
    expect(note.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses anyone but a confirmed client at the same domain, with one message for all of them', async () => {
    const refusal = shortlistShareMessages.notColleague(domain);
    const otherCompanyClient = await createUser(t.app, 'client', { email: at('eve', 'elsewhere.example') });
    const executiveAtDomain = await createUser(t.app, 'executive', { email: at('exec') });
    const unconfirmedClient = await createUser(t.app, 'client', { email: at('late'), confirmed: false });
    for (const email of [otherCompanyClient.email, at('nobody'), at('nobody', 'elsewhere.example'), executiveAtDomain.email, unconfirmedClient.email]) {
      const res = await share(email);
      expect(res.statusCode, email).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe(refusal);
    }
    const self = await share(owner.email.toUpperCase());
    expect(self.statusCode).toBe(422);
    expect(self.json().detail).toBe(shortlistShareMessages.shareWithSelf);
    const invalid = await share('not-an-address');
    expect(invalid.statusCode).toBe(400);
    expect(JSON.stringify(invalid.json())).toContain(shortlistFieldMessages.emailInvalid);
    expect((await inject(owner, 'GET', `/api/shortlists/${list.id}/shares`)).json<ListShortlistSharesResponse>().colleagues).toEqual([]);
  });

  it('shares with a colleague once, lists them for the owner, and e-mails them a link to the list', async () => {
    const res = await share(`  ${colleague.email.toUpperCase()} `);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ clientId: colleague.id, name: 'Colin Colleague', email: colleague.email });

    const again = await share(colleague.email);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(shortlistShareMessages.alreadyShared);

    const colleagues = (await inject(owner, 'GET', `/api/shortlists/${list.id}/shares`)).json<ListShortlistSharesResponse>();
    expect(colleagues.colleagues.map((c) => c.clientId)).toEqual([colleague.id]);

    const message = await t.mailbox.waitForMessage(colleague.email);
    expect(message.subject).toBe('Olivia Owner shared the shortlist "Q1 People lead" with you');
    expect(message.text).toContain('Hello Colin');
    expect(message.text).toContain(`${t.config.http.publicUrl}/shortlists?shared=${list.id}`);
    expect(message.headers.get('x-template')).toBe('shortlist-shared');
  });

  it("shows the colleague the list and its entries, never the owner's private note", async () => {
    const shared = (await inject(colleague, 'GET', '/api/shortlists/shared')).json<ListSharedShortlistsResponse>();
    expect(shared.shortlists).toEqual([
      expect.objectContaining({ id: list.id, name: 'Q1 People lead', ownerName: 'Olivia Owner', executiveCount: 1 }),
    ]);
    const res = await inject(colleague, 'GET', `/api/shortlists/shared/${list.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<SharedShortlistResponse>();
    expect(body.shortlist).toMatchObject({ id: list.id, ownerName: 'Olivia Owner' });
    expect(body.entries.map((e) => [e.id, e.executiveId, e.available])).toEqual([[list.entryId, list.executiveId, true]]);
    expect(res.body).not.toContain('Secret');
    expect(Object.keys(body.entries[0]!)).not.toContain('note');
    // The owner's own list stays the owner's: a colleague is not an owner.
    expect((await inject(owner, 'GET', '/api/shortlists/shared')).json<ListSharedShortlistsResponse>().shortlists).toEqual([]);
    expect((await inject(owner, 'GET', `/api/shortlists/shared/${list.id}`)).statusCode).toBe(404);
  });

  it('lets the colleague change nothing on the list: entries, notes, shares, deletion', async () => {
    const other = (await createExecutive(t.app, { state: 'approved' })).id;
    const attempts: [Parameters<typeof inject>[1], string, Record<string, unknown>?][] = [
      ['GET', `/api/shortlists/${list.id}/executives`],
      ['POST', `/api/shortlists/${list.id}/executives`, { executiveId: other }],
      ['DELETE', `/api/shortlists/${list.id}/executives/${list.entryId}`],
      ['PUT', `/api/shortlists/${list.id}/executives/${list.entryId}/note`, { note: 'Mine now' }],
      ['GET', `/api/shortlists/${list.id}/shares`],
      ['POST', `/api/shortlists/${list.id}/shares`, { email: colleague.email }],
      ['DELETE', `/api/shortlists/${list.id}/shares/${colleague.id}`],
      ['DELETE', `/api/shortlists/${list.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await inject(colleague, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().detail).toBe(shortlistMessages.shortlistNotFound);
    }
    const owners = (await inject(owner, 'GET', `/api/shortlists/${list.id}/executives`)).json<ShortlistExecutivesResponse>();
    expect(owners.entries.map((e) => [e.id, e.note])).toEqual([[list.entryId, 'Secret: too pricey']]);
  });

  it('keeps one comment thread per entry that both see, with author and time; blank and long ones are refused', async () => {
    const url = `/api/shortlists/${list.id}/executives/${list.entryId}/comments`;
    const first = await inject(colleague, 'POST', url, { text: '  Strong on scale-ups.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json<ShortlistComment>()).toMatchObject({ authorName: 'Colin Colleague', text: 'Strong on scale-ups.', mine: true });
    expect((await inject(owner, 'POST', url, { text: 'Agreed, booking a call.' })).statusCode).toBe(201);

    for (const text of ['', '   ', 'x'.repeat(2001)]) {
      const res = await inject(colleague, 'POST', url, { text });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(
        text.length > 2000 ? shortlistFieldMessages.commentTooLong : shortlistFieldMessages.commentRequired,
      );
    }

    const seenByColleague = (await inject(colleague, 'GET', `/api/shortlists/shared/${list.id}`)).json<SharedShortlistResponse>();
    const seenByOwner = (await inject(owner, 'GET', `/api/shortlists/${list.id}/executives`)).json<ShortlistExecutivesResponse>();
    const thread = (comments: ShortlistComment[]) => comments.map((c) => [c.authorName, c.text, c.mine]);
    expect(thread(seenByColleague.entries[0]!.comments)).toEqual([
      ['Colin Colleague', 'Strong on scale-ups.', true],
      ['Olivia Owner', 'Agreed, booking a call.', false],
    ]);
    expect(thread(seenByOwner.entries[0]!.comments)).toEqual([
      ['Colin Colleague', 'Strong on scale-ups.', false],
      ['Olivia Owner', 'Agreed, booking a call.', true],
    ]);
    for (const comment of seenByOwner.entries[0]!.comments) expect(Date.parse(comment.createdAt)).not.toBeNaN();
    // The private note is still apart from the thread.
    expect(seenByOwner.entries[0]!.note).toBe('Secret: too pricey');

    // Someone else at the company, not shared with, cannot read or write the thread.
    const outsider = await createSignedInUser(t.app, 'client', { email: at('otto') });
    expect((await inject(outsider, 'POST', url, { text: 'Hi' })).statusCode).toBe(404);
    expect((await inject(outsider, 'GET', `/api/shortlists/shared/${list.id}`)).statusCode).toBe(404);
    // An entry of another list under this list's id is not this list's.
    const elsewhere = await newShortlist(t.app, owner.id, { withExecutive: true });
    const wrongEntry = await inject(colleague, 'POST', `/api/shortlists/${list.id}/executives/${elsewhere.entryId}/comments`, { text: 'Hi' });
    expect(wrongEntry.statusCode).toBe(404);
    expect(wrongEntry.json().detail).toBe(shortlistMessages.entryNotFound);
  });

  it("revoking cuts the colleague's access at once; their past comments stay", async () => {
    const res = await inject(owner, 'DELETE', `/api/shortlists/${list.id}/shares/${colleague.id}`);
    expect(res.statusCode).toBe(204);
    expect((await inject(colleague, 'GET', `/api/shortlists/shared/${list.id}`)).statusCode).toBe(404);
    expect((await inject(colleague, 'GET', '/api/shortlists/shared')).json<ListSharedShortlistsResponse>().shortlists).toEqual([]);
    const comment = await inject(colleague, 'POST', `/api/shortlists/${list.id}/executives/${list.entryId}/comments`, { text: 'Still here?' });
    expect(comment.statusCode).toBe(404);
    const again = await inject(owner, 'DELETE', `/api/shortlists/${list.id}/shares/${colleague.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(shortlistShareMessages.shareNotFound);
    expect((await inject(owner, 'DELETE', `/api/shortlists/${list.id}/shares/${randomUUID()}`)).statusCode).toBe(404);

    const owners = (await inject(owner, 'GET', `/api/shortlists/${list.id}/executives`)).json<ShortlistExecutivesResponse>();
    expect(owners.entries[0]!.comments.map((c) => c.authorName)).toContain('Colin Colleague');
  });

  it(`shares a list with at most ${SHORTLIST_SHARE_MAX} colleagues`, async () => {
    const capped = await newShortlist(t.app, owner.id, { name: 'Crowded' });
    for (let i = 0; i < SHORTLIST_SHARE_MAX; i += 1) {
      const mate = await createUser(t.app, 'client', { email: at(`mate${i}`) });
      expect((await share(mate.email, capped.id)).statusCode).toBe(201);
    }
    const one = await createUser(t.app, 'client', { email: at('one-too-many') });
    const res = await share(one.email, capped.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(shortlistShareMessages.tooManyColleagues(SHORTLIST_SHARE_MAX));
  });
});
