import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalData } from '../../../src/personal-data.ts';
import { erasePersonData, exportPersonData } from '../../../src/platform/personal-data/person-data.ts';
import type { DataSubject } from '../../../src/platform/personal-data/personal-data.ts';
import { FORMER_MEMBER } from '../../../src/modules/content/personal-data.ts';
import { buildIndexSnapshot } from '../../../src/modules/directory/index.ts';
import { addExecutiveToShortlist, createShortlist, postShortlistComment, saveShortlistNote, shareShortlist } from '../../../src/modules/shortlists/index.ts';
import { saveSearch } from '../../../src/modules/saved-searches/index.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createUser, signInAs, type TestUser } from '../../factories/users.factory.ts';
import { BIO_60_WORDS, createExecutive } from '../../factories/executives.factory.ts';
import { createInvitation } from '../../factories/invitations.factory.ts';
import { createComment, createPost } from '../../factories/content.factory.ts';
import { joinAsVisitor } from '../../factories/community.factory.ts';

/**
 * Decision 036, issue 30 item 6: people who have everything (a client with lists, notes, shares,
 * comments, a saved search, a membership, articles and comments, sessions, security events and
 * deliveries; an executive listed in the directory, on other clients' lists and invited; a
 * consultant who invited), each exported, then erased: a scan of every column a module covers
 * finds nothing of theirs, and everyone else's data is as it was.
 */
let t: TestApp;
const token = () => randomBytes(4).toString('hex');
/** A surname no other row holds, so a scan for it finds only the person's own rows. */
const surname = (who: string) => `Erasable${who}${token()}`;

type Person = TestUser & { surname: string };
let clara: Person;
let colin: Person;
let eve: Person;
let frank: Person;
let connie: Person;
let colinsListId: string;
let publishedSlug: string;
let publishedTitle: string;

const subject = (person: Person): DataSubject => ({ userId: person.id, email: person.email });
const em = () => t.orm.em.fork();

beforeAll(async () => {
  t = await createTestApp();
  const app = t.app;
  const domain = `acme-${token()}.example`;
  const person = async (make: () => Promise<TestUser>, name: string): Promise<Person> => ({ ...(await make()), surname: name });

  const claraName = surname('Clara');
  clara = await person(() => createUser(app, 'client', { firstName: 'Clara', lastName: claraName, email: `clara.${token()}@${domain}` }), claraName);
  const colinName = surname('Colin');
  colin = await person(() => createUser(app, 'client', { firstName: 'Colin', lastName: colinName, email: `colin.${token()}@${domain}` }), colinName);
  const eveName = surname('Eve');
  const connieName = surname('Connie');
  connie = await person(() => createUser(app, 'consultant', { firstName: 'Connie', lastName: connieName }), connieName);
  // Eve was invited by Connie before she signed up, under the address she then used.
  const eveEmail = `eve.${token()}@leaders-test.example`;
  await createInvitation(app, connie, { firstName: 'Eve', lastName: eveName, email: eveEmail });
  eve = await person(() => createExecutive(app, { user: { firstName: 'Eve', lastName: eveName, email: eveEmail }, profile: { firstName: 'Eve', lastName: eveName, email: eveEmail, bio: `About ${eveName}. ${BIO_60_WORDS}` } }), eveName);
  const frankName = surname('Frank');
  frank = await person(() => createExecutive(app, { user: { firstName: 'Frank', lastName: frankName }, profile: { firstName: 'Frank', lastName: frankName } }), frankName);
  // Connie also invited someone else.
  await createInvitation(app, connie, { firstName: 'Ivan', lastName: surname('Ivan') });

  // Clara's list with Eve and a note; Colin's list with Eve and Frank, shared with Clara, who comments on both entries.
  const claras = await createShortlist(em(), clara.id, { name: `Clara's picks ${clara.surname}`, executiveId: eve.id });
  await saveShortlistNote(em(), clara.id, claras.id, claras.entryId!, `Call ${clara.surname} back`);
  await shareShortlist(em(), clara.id, claras.id, colin.email);
  const colins = await createShortlist(em(), colin.id, { name: `Colin's list ${colin.surname}`, executiveId: eve.id });
  colinsListId = colins.id;
  await addExecutiveToShortlist(em(), colin.id, colins.id, frank.id);
  await shareShortlist(em(), colin.id, colins.id, clara.email);
  const frankEntryId = (await em().execute<{ id: string }[]>('SELECT id FROM shortlist_executives WHERE shortlist_id = ? AND executive_id = ?', [colins.id, frank.id]))[0]!.id;
  await saveShortlistNote(em(), colin.id, colins.id, frankEntryId, `Colin on Frank ${colin.surname}`);
  await postShortlistComment(em(), clara.id, colins.id, frankEntryId, `Clara likes Frank ${clara.surname}`);
  await postShortlistComment(em(), colin.id, colins.id, frankEntryId, `Colin agrees ${colin.surname}`);
  await postShortlistComment(em(), clara.id, colins.id, colins.entryId!, `Clara on Eve ${clara.surname}`);

  await saveSearch(em(), clara.id, { name: `Nordics ${clara.surname}`, filters: { q: 'people', region: 'europe' }, frequency: 'daily' });
  await joinAsVisitor(app, { firstName: 'Clara', lastName: clara.surname, email: clara.email });

  // Clara wrote a published article, submitted another, and commented under her address.
  // The published article's words are kept (decision 036): its title does not name her, its byline does.
  publishedTitle = `Onboarding that sticks ${token()}`;
  const published = await createPost(app, { author: { id: clara.id, email: clara.email }, form: { title: publishedTitle, authorName: `Clara ${clara.surname}`, authorBio: `Bio of ${clara.surname}` } });
  publishedSlug = published.slug;
  await createPost(app, { status: 'submitted', author: { id: clara.id, email: clara.email }, form: { title: `Draft by ${clara.surname}`, authorName: `Clara ${clara.surname}` } });
  await createComment(app, published.slug, { content: `Someone else's comment`, authorName: 'Robin Reader' });
  await em().execute(
    `INSERT INTO post_comments (id, post_id, content, author_name, author_email, author_id, status)
     VALUES (gen_random_uuid(), ?, ?, ?, ?, ?, 'approved')`,
    [published.id, `Clara's comment ${clara.surname}`, `Clara ${clara.surname}`, clara.email, clara.id],
  );

  // A refused action (a security event with where it came from), a delivery to her address.
  const claraSession = await signInAs(app, clara);
  const refused = await app.inject({ method: 'GET', url: '/api/admin/clients', headers: { ...claraSession.headers, 'user-agent': `Browser of ${clara.surname}` } });
  expect(refused.statusCode).toBe(403);
  await em().execute(
    `INSERT INTO deliveries (event_id, channel, recipient, job_id, status, attempts, detail, sent_at) VALUES (gen_random_uuid(), 'email', ?, 'fixture', 'sent', 1, '{}', now())`,
    [clara.email],
  );

  // What the outbox relay would have done by the time an erasure runs: every event dispatched.
  await em().execute('UPDATE outbox SET dispatched_at = now() WHERE dispatched_at IS NULL');
  // A snapshot of the directory kept with Eve in it (the erasure asks for one without her).
  await buildIndexSnapshot({ em: em(), databaseUrl: t.config.database.url, force: true });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** What of `person` a covered column still holds: `table.column` for each column with a match. */
async function traces(person: Person): Promise<string[]> {
  const needles = [person.id, person.email.toLowerCase(), person.surname.toLowerCase()];
  const found: string[] = [];
  for (const holder of personalData) {
    for (const [table, columns] of Object.entries(holder.covers)) {
      for (const column of columns) {
        for (const needle of needles) {
          const [row] =
            table === 'directory_index_snapshots'
              ? // Base64 parts of binary sections: searched in the bytes they decode to, section by section.
                await em().execute<{ n: number }[]>(
                  `SELECT count(*)::int AS n FROM (
                     SELECT string_agg(decode(data, 'base64'), ''::bytea ORDER BY part) AS bytes FROM directory_index_snapshots GROUP BY version, section
                   ) s WHERE position(convert_to(?, 'UTF8') IN s.bytes) > 0`,
                  [needle],
                )
              : await em().execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table} WHERE strpos(lower(${column}::text), ?) > 0`, [needle]);
          if ((row?.n ?? 0) > 0) found.push(`${table}.${column} holds ${needle === person.id ? 'the id' : needle === person.surname.toLowerCase() ? 'the name' : 'the address'}`);
        }
      }
    }
  }
  return [...new Set(found)];
}

describe("a person's data, exported then erased", () => {
  it('exports every item of the client, the executive and the consultant, keys in words', async () => {
    const claraExport = JSON.stringify(await exportPersonData(em(), personalData, subject(clara)));
    for (const item of [
      clara.email,
      `Clara's picks ${clara.surname}`,
      `Call ${clara.surname} back`,
      colin.email,
      `Clara likes Frank ${clara.surname}`,
      `Nordics ${clara.surname}`,
      publishedTitle,
      `Bio of ${clara.surname}`,
      `Draft by ${clara.surname}`,
      `Clara's comment ${clara.surname}`,
      `Browser of ${clara.surname}`,
      `Colin's list ${colin.surname}`,
    ]) {
      expect(claraExport, item).toContain(item);
    }
    const eveExport = await exportPersonData(em(), personalData, subject(eve));
    expect(Object.keys(eveExport)).toEqual(expect.arrayContaining(['About this document', 'Account', 'Executive profile', 'Directory listing', 'Invitations', 'Shortlists']));
    expect(Object.keys(eveExport)[1]).toBe('Account');
    expect(JSON.stringify(eveExport)).toContain(`About ${eve.surname}.`);
    expect(JSON.stringify(await exportPersonData(em(), personalData, subject(connie)))).toContain('Invitations you sent');
    // Keys are words, never column names.
    expect(claraExport).not.toMatch(/"[a-z]+_[a-z_]+":/);
  });

  it('leaves nothing of them in any covered column, and everyone else as they were', async () => {
    const before = { colin: await traces(colin), frank: await traces(frank) };
    expect(before.colin.length).toBeGreaterThan(0);
    expect(await traces(clara)).not.toEqual([]);
    // The scan reads the snapshot's decoded sections: Eve's id and name are in it before.
    expect(await traces(eve)).toEqual(expect.arrayContaining(['directory_index_snapshots.data holds the id', 'directory_index_snapshots.data holds the name']));

    for (const person of [clara, eve, connie]) await erasePersonData(em(), personalData, subject(person));
    // The snapshot build the erasure asked the worker for (the job's own call).
    const [requested] = await em().execute<{ refused: string }[]>(
      `SELECT payload->>'refusedVersion' AS refused FROM outbox WHERE type = 'DirectoryIndexSnapshotRequested' ORDER BY occurred_at DESC LIMIT 1`,
    );
    expect(requested?.refused).toBeDefined();
    await buildIndexSnapshot({ em: em(), databaseUrl: t.config.database.url, refused: BigInt(requested!.refused) });

    expect(await traces(clara)).toEqual([]);
    // The audit trail keeps the bare ids of who acted and who was acted on, never a name or an
    // address (decision 042): Connie invited as a consultant, Eve's profile was approved.
    expect(await traces(connie)).toEqual(['audit_events.actor_id holds the id']);
    // The directory's change rows keep Eve's bare id for processes catching up (decision 036).
    expect(await traces(eve)).toEqual(['directory_changes.executive_id holds the id', 'audit_events.target_id holds the id']);
    // Colin loses only what was Clara's: her list shared with him.
    expect({ colin: await traces(colin), frank: await traces(frank) }).toEqual({
      colin: before.colin.filter((trace) => trace !== 'shortlist_shares.client_id holds the id'),
      frank: before.frank,
    });
    expect(before.colin).toContain('shortlist_shares.client_id holds the id');
    expect(before.colin).toContain('shortlist_notes.note holds the name');

    // Colin keeps his list, with Frank and his own comment; Eve's entry and Clara's comments are gone.
    const colinsEntries = await em().execute<{ executive_id: string }[]>('SELECT executive_id FROM shortlist_executives WHERE shortlist_id = ?', [colinsListId]);
    expect(colinsEntries.map((entry) => entry.executive_id)).toEqual([frank.id]);
    const comments = await em().execute<{ body: string }[]>('SELECT body FROM shortlist_entry_comments');
    expect(comments.map((comment) => comment.body)).toEqual([`Colin agrees ${colin.surname}`]);
    // Clara's published article stays for its readers, under 'Former member'; her draft is gone.
    const posts = await em().execute<{ slug: string; author_name: string; author_id: string | null }[]>('SELECT slug, author_name, author_id FROM content_posts');
    expect(posts).toEqual([{ slug: publishedSlug, author_name: FORMER_MEMBER, author_id: null }]);
    expect((await em().execute<{ n: number }[]>('SELECT count(*)::int AS n FROM post_comments'))[0]!.n).toBe(1);

    // Erasing again changes nothing and fails on nothing.
    await erasePersonData(em(), personalData, subject(clara));
    expect(await traces(clara)).toEqual([]);
  });
});
