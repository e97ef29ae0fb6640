import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import { dataExportMessages } from '../../../src/modules/identity/contracts/data-export.contract.ts';
import { createShortlist, saveShortlistNote } from '../../../src/modules/shortlists/index.ts';
import { createPost } from '../../factories/content.factory.ts';
import { createExecutive } from '../../factories/executives.factory.ts';
import { createSignedInUser, csrfHeaders } from '../../factories/users.factory.ts';

/**
 * Issue 30 item 3, decision 040: a person asks for a copy of their data; the worker assembles one
 * readable JSON document with their uploaded files in a zip and mails a single-use link valid for
 * 24 hours; at most one copy a day; the link answers 410 once used or expired.
 */
let h: Harness;

const ask = (headers: Record<string, string>) => h.app.inject({ method: 'POST', url: '/api/account/data-export', headers });
const download = (url: string) => h.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
const linkIn = (text: string) => /https?:\/\/\S+\/api\/account\/data-export\/download\?token=[\w-]+/.exec(text)?.[0];

beforeAll(async () => {
  h = await startHarness({ worker: true, smtp: true });
});
afterAll(async () => {
  await h?.close();
});

describe('download my data', () => {
  it("mails a link to one zip holding the client's private notes and uploaded files, once a day, single-use", async () => {
    const client = await createSignedInUser(h.app, 'client', { firstName: 'Orla' });
    await createShortlist(h.orm.em.fork(), client.id, { name: 'Orla’s shortlist' });
    const other = await createExecutive(h.app);
    const withEntry = await createShortlist(h.orm.em.fork(), client.id, { name: 'Second', executiveId: other.id });
    await saveShortlistNote(h.orm.em.fork(), client.id, withEntry.id, withEntry.entryId!, 'Private: strong on works councils');
    // An article of hers with an uploaded lead image on disk.
    const image = `content/${randomUUID()}.webp`;
    mkdirSync(path.join(h.config.uploadsDir, 'content'), { recursive: true });
    writeFileSync(path.join(h.config.uploadsDir, image), Buffer.from('RIFF-fake-webp-bytes'));
    await createPost(h.app, { author: { id: client.id, email: client.email }, form: { featuredImageUrl: `/uploads/${image}` } });

    const asked = await ask(client.headers);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: dataExportMessages.requested });
    // One a day: the second answer says when, without making a second copy.
    const again = await ask(client.headers);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'data_export_limit', detail: dataExportMessages.onceADay });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    const message = await h.mailbox.waitForMessage(client.email, (m) => m.subject === 'Your TalentLeaders data is ready to download');
    const url = linkIn(message.text);
    expect(url, message.text).toBeDefined();

    const zip = await download(url!);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename="talentleaders-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const names = Object.keys(files);
    const documentName = names.find((name) => name.endsWith('/your-data.json'))!;
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/README\.txt$/), documentName, expect.stringMatching(new RegExp(`uploads/${image}$`))]));
    const document = JSON.parse(strFromU8(files[documentName]!)) as Record<string, unknown>;
    expect(Object.keys(document).slice(0, 2)).toEqual(['About this document', 'Account']);
    expect(JSON.stringify(document)).toContain('Private: strong on works councils');
    expect(JSON.stringify(document)).toContain('Orla’s shortlist');
    expect(strFromU8(files[names.find((name) => name.endsWith(image))!]!)).toBe('RIFF-fake-webp-bytes');

    // Used once: gone, and the archive with it.
    const second = await download(url!);
    expect(second.statusCode).toBe(410);
    expect(second.headers['content-type']).toContain('application/problem+json');
    expect(second.json()).toMatchObject({ code: 'data_export_link_gone', detail: dataExportMessages.linkGone });
    const [kept] = await h.orm.em.fork().execute<{ n: number }[]>('SELECT count(*)::int AS n FROM personal_data_exports WHERE archive IS NOT NULL');
    expect(kept!.n).toBe(0);
    await h.settle();
    expect(h.mailbox.to(client.email)).toHaveLength(1);
  });

  it('answers 410 for an expired link, 404 for one never made, and 401 to a visitor asking', async () => {
    const executive = await createSignedInUser(h.app, 'executive');
    expect((await ask(executive.headers)).statusCode).toBe(202);
    const message = await h.mailbox.waitForMessage(executive.email, (m) => m.subject.startsWith('Your TalentLeaders data'));
    await h.orm.em.fork().execute(`UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ? AND purpose = 'data_export'`, [executive.id]);
    expect((await download(linkIn(message.text)!)).statusCode).toBe(410);
    expect((await h.app.inject({ method: 'GET', url: '/api/account/data-export/download?token=never-made' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'POST', url: '/api/account/data-export', headers: csrfHeaders })).statusCode).toBe(401);
  });
});
