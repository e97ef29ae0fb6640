import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import { articleForm, categoryId } from '../../factories/content.factory.ts';
import { createSignedInUser, csrfHeaders, uniqueEmail, type SignedInUser } from '../../factories/users.factory.ts';
import { contentEmailMessages } from '../../../src/modules/content/contracts/content-messages.contract.ts';
import type { SubmitArticleInput } from '../../../src/modules/content/contracts/content-form.contract.ts';

/** Submission or publication → outbox → relay → job → SMTP peer, with the real worker. */
describe('content e-mails', () => {
  let h: Harness;
  let admins: SignedInUser[];
  beforeAll(async () => {
    h = await startHarness({ worker: true, smtp: true });
    admins = [await createSignedInUser(h.app, 'super-admin'), await createSignedInUser(h.app, 'super-admin')];
  });
  afterAll(async () => {
    await h?.close();
  });

  const submit = async (form: Partial<SubmitArticleInput>, headers: Record<string, string> = csrfHeaders) => {
    const res = await h.app.inject({ method: 'POST', url: '/api/content/submissions', headers, payload: articleForm(form) });
    expect(res.statusCode).toBe(201);
    const [row] = await h.orm.em.fork().execute<{ id: string; slug: string }[]>('SELECT id, slug FROM content_posts WHERE title = ?', [form.title]);
    return row!;
  };
  const publish = (id: string) =>
    h.app.inject({ method: 'PATCH', url: `/api/admin/content/posts/${id}/status`, headers: admins[0]!.headers, payload: { status: 'published' } });

  it('tells every super admin once about a submission: title, author, category and the admin tab link', async () => {
    const leadership = await categoryId(h.app, 'leadership');
    await submit({ title: 'Leading <Remote> Teams', authorName: 'Robin Author', categoryId: leadership });
    for (const admin of admins) await h.mailbox.waitForMessage(admin.email, (m) => m.subject.includes('Leading <Remote> Teams'));
    await h.settle();
    for (const admin of admins) {
      const messages = h.mailbox.to(admin.email, (m) => m.subject.includes('Leading <Remote> Teams'));
      expect(messages).toHaveLength(1);
      expect(messages[0]!.subject).toBe(contentEmailMessages.submittedSubject('Leading <Remote> Teams'));
      expect(messages[0]!.text).toContain('Author: Robin Author');
      expect(messages[0]!.text).toContain('Category: Leadership');
      expect(messages[0]!.text).toContain(`${h.config.http.publicUrl}/admin?tab=content`);
      expect(messages[0]!.html).toContain('Leading &lt;Remote&gt; Teams');
    }
  });

  it('tells the author once when the article is published, at the typed address', async () => {
    const authorEmail = uniqueEmail('author');
    const post = await submit({ title: 'Published Soon', authorName: 'Sam Writer', authorEmail });
    expect((await publish(post.id)).statusCode).toBe(200);
    const message = await h.mailbox.waitForMessage(authorEmail);
    expect(message.subject).toBe(contentEmailMessages.publishedSubject('Published Soon'));
    expect(message.text).toContain('Hello Sam Writer');
    expect(message.text).toContain(`${h.config.http.publicUrl}/content/${post.slug}`);
    await h.settle();
    expect(h.mailbox.to(authorEmail)).toHaveLength(1);
  });

  it("uses a signed-in author's account e-mail, and sends nothing when no e-mail is known", async () => {
    const executive = await createSignedInUser(h.app, 'executive');
    const mine = await submit({ title: 'Written While Signed In' }, executive.headers);
    const anonymous = await submit({ title: 'Anonymous Author', authorEmail: null });
    expect((await publish(mine.id)).statusCode).toBe(200);
    expect((await publish(anonymous.id)).statusCode).toBe(200);
    await h.mailbox.waitForMessage(executive.email, (m) => m.subject.includes('Written While Signed In'));
    await h.settle();
    expect(h.mailbox.messages.filter((m) => m.subject.includes('Anonymous Author') && m.subject.startsWith('Your article'))).toEqual([]);
  });
});
