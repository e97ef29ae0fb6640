import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  articleMessages,
  contentAdminMessages as admin,
  contentEmailMessages,
  contentFieldMessages,
  hubMessages,
  submitMessages,
} from '../../src/modules/content/contracts/content-messages.contract.ts';
import { slugFromTitle } from '../../src/modules/content/contracts/content-form.contract.ts';
import { categoryId, createPost, type CreatedPost } from '../factories/content.factory.ts';
import { createUser, uniqueEmail, type TestUser } from '../factories/users.factory.ts';
import { waitFor } from '../setup/wait-for.ts';
import { DESKTOP, PHONE, currentPathAndSearch, visit, type Viewport } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { readChosenOption } from './support/in-page.ts';
import { solidPng } from './support/png.ts';
import { signIn, expectFits } from './support/sign-in.ts';

/**
 * The content hub in the browser, with a real worker and SMTP peer: a visitor submits an article
 * with an image, the super admins are e-mailed, the admin approves it and it shows on /content
 * with its image; a visitor's comment appears only once the admin approves it in the Comments
 * queue; markup typed anywhere shows as text; search and category live in the URL; the admin's
 * Edit, state moves and Delete; failures say so; every screen at 1280 and 375 px.
 */

const MARKUP = '<b>bold</b><img src=x onerror=alert(1)>';

const world = useE2eWorld({ env: { AUTH_RATE_LIMIT_MAX: '1000', CONTENT_RATE_LIMIT_MAX: '1000' }, smtp: true, worker: true });
let superAdmin: TestUser;
let client: TestUser;
let quokkaPost: CreatedPost;
let payPost: CreatedPost;
/** window.alert and friends: markup that ran would open one. */
const dialogs: string[] = [];

beforeAll(async () => {
  const app = world.server.testApp.app;
  superAdmin = await createUser(app, 'super-admin');
  client = await createUser(app, 'client');
  // Two published posts in different categories, for the search and the filter.
  quokkaPost = await createPost(app, {
    form: {
      title: 'Structured interviews a quokka would pass',
      excerpt: 'Scorecards, calibrated panels and the questions that predict performance.',
      categoryId: await categoryId(app, 'talent-acquisition'),
      tags: 'hiring, interviews, scorecards',
    },
  });
  payPost = await createPost(app, {
    form: {
      title: 'Pay bands without the drama',
      excerpt: 'How to publish salary ranges your managers can defend.',
      categoryId: await categoryId(app, 'compensation-benefits'),
      tags: 'pay',
    },
  });
}, 90_000);

afterAll(() => {
  expect(dialogs).toEqual([]);
});

async function open(viewport: Viewport = DESKTOP): Promise<Page> {
  const tracked = await world.open(viewport);
  tracked.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return tracked.page;
}

/** A request the test fails on purpose logs a console error: that one is expected. */
function forgetExpectedErrors(): void {
  world.pages.at(-1)!.errors.length = 0;
}

/** The picture really arrived and decoded (a broken image has naturalWidth 0). */
async function expectImageLoaded(image: Locator): Promise<void> {
  await image.waitFor();
  // The element as the page sees it (the test project has no DOM types).
  const naturalWidth = () => image.evaluate((element) => (element as unknown as { complete: boolean; naturalWidth: number }).naturalWidth);
  await waitFor(async () => (await naturalWidth()) > 0);
}

/** The admins' e-mail links to /admin?tab=content: the tab opens from the URL. */
async function openContentTab(page: Page): Promise<void> {
  await visit(page, '/admin?tab=content');
  expect(await page.getByRole('tab', { name: 'Content Management' }).getAttribute('aria-selected')).toBe('true');
  await page.locator(`[data-stat="${admin.statPending}"]`).waitFor();
}

async function statValue(page: Page, label: string): Promise<number> {
  return Number(await page.locator(`[data-stat="${label}"] dd`).innerText());
}

/** A post's card in the admin tab, by its title. */
function adminPost(page: Page, title: string): Locator {
  return page.getByRole('list', { name: 'Content posts' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** A text field by its label (the required '*' is hidden from the accessible name). */
function box(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: label, exact: true });
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: text }).first().waitFor();
}

describe('the content hub in the browser', () => {
  const title = `Hiring ${MARKUP} at scale`;
  const paragraphs = [`Start with the scorecard. ${MARKUP}`, 'Then calibrate the panel: see https://example.com/guide for ours.'];
  const summary = 'A short summary of how to hire senior people well.';
  const commentText = `Great read <i>really</i> ${MARKUP} https://spam.example`;
  let slug = '';

  it('a visitor submits an article with an image; the super admin is told by e-mail', async () => {
    const page = await open(DESKTOP);
    await visit(page, '/content/submit');
    for (const section of [submitMessages.sectionArticle, submitMessages.sectionAuthor, submitMessages.sectionContent, submitMessages.sectionSeo]) {
      await page.getByRole('heading', { name: section }).waitFor();
    }
    // The shared schema's messages, before anything is sent.
    await page.getByRole('button', { name: submitMessages.submit }).click();
    await page.getByText(contentFieldMessages.titleRequired).waitFor();
    await page.getByText(contentFieldMessages.authorBioRequired).waitFor();

    await box(page, submitMessages.titleLabel).fill(title);
    await box(page, submitMessages.excerptLabel).fill(summary);
    await page.getByText(submitMessages.excerptHint).waitFor();
    await page.getByText(`${summary.length} / 150-200`).waitFor();
    await page.getByRole('combobox', { name: submitMessages.categoryLabel }).click();
    await page.getByRole('option', { name: 'Leadership' }).click();
    await page.getByRole('textbox', { name: submitMessages.tagsLabel }).fill(' hiring, , culture ,onboarding ');

    // A file that is not an image is refused here, before any upload.
    await page.getByLabel(submitMessages.imageLabel).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText(contentFieldMessages.imageType).waitFor();
    await page.getByLabel(submitMessages.imageLabel).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: solidPng(64, 36, [30, 58, 95]) });
    await expectImageLoaded(page.getByRole('img', { name: 'Featured image preview' }));
    expect(await page.getByText(contentFieldMessages.imageType).count()).toBe(0);
    // Removed, then chosen again.
    await page.getByRole('button', { name: 'Remove image' }).click();
    expect(await page.getByRole('img', { name: 'Featured image preview' }).count()).toBe(0);
    await page.getByLabel(submitMessages.imageLabel).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: solidPng(64, 36, [30, 58, 95]) });
    await expectImageLoaded(page.getByRole('img', { name: 'Featured image preview' }));

    await box(page, submitMessages.authorNameLabel).fill('Dana <em>Whitfield</em>');
    await box(page, submitMessages.authorBioLabel).fill('Fractional CPO for scale-ups.');
    await box(page, submitMessages.authorEmailLabel).fill(uniqueEmail('author'));
    await box(page, submitMessages.contentLabel).fill(paragraphs.join('\n\n'));
    // The SEO section opens on demand and its fields stay optional.
    await page.getByRole('button', { name: submitMessages.sectionSeo }).click();
    await page.getByRole('textbox', { name: submitMessages.metaTitleLabel }).fill('Hiring at scale: a field guide');
    await world.screenshot(page, 'content-submit-filled-1280');

    await page.getByRole('button', { name: submitMessages.submit }).click();
    await page.getByRole('heading', { name: submitMessages.successTitle }).waitFor();
    await toast(page, submitMessages.successToast);
    await page.getByRole('link', { name: submitMessages.browseContent }).last().waitFor();

    const mail = await waitFor(async () => world.smtp.messages.find((m) => m.to === superAdmin.email && m.subject === contentEmailMessages.submittedSubject(title)));
    expect(mail.text).toContain('Dana <em>Whitfield</em>');
    expect(mail.text).toContain('Leadership');

    // Submit Another gives an empty form.
    await page.getByRole('button', { name: submitMessages.submitAnother }).click();
    expect(await box(page, submitMessages.titleLabel).inputValue()).toBe('');
    expect(await page.getByRole('img', { name: 'Featured image preview' }).count()).toBe(0);
  });

  it('the admin finds it submitted, views it as text and approves it', async () => {
    const page = await open(DESKTOP);
    await signIn(page, superAdmin);
    await openContentTab(page);
    const post = adminPost(page, title);
    expect(await post.locator('[data-status]').textContent()).toBe('submitted');
    expect(await statValue(page, admin.statPending)).toBeGreaterThanOrEqual(1);
    const publishedBefore = await statValue(page, admin.statPublished);
    expect(await post.getByRole('listitem').allInnerTexts()).toEqual(['hiring', 'culture', 'onboarding']);

    await post.getByRole('button', { name: `${admin.view}: ${title}` }).click();
    const view = page.getByRole('dialog');
    expect(await view.getByTestId('post-view-content').locator('p').allInnerTexts()).toEqual(paragraphs);
    expect(await view.locator('b').count()).toBe(0);
    await page.keyboard.press('Escape');

    await post.getByRole('button', { name: `${admin.approve}: ${title}` }).click();
    await toast(page, admin.statusChanged('published'));
    await waitFor(async () => (await post.locator('[data-status]').textContent()) === 'published');
    expect(await statValue(page, admin.statPublished)).toBe(publishedBefore + 1);
    slug = (await post.locator('[data-post]').getAttribute('data-post'))!;
    expect(slug).toBe(slugFromTitle(title));
  });

  it('it shows on /content with its image, and its page shows every field as text', async () => {
    const page = await open(DESKTOP);
    await visit(page, '/content');
    await page.getByRole('heading', { name: hubMessages.title }).waitFor();
    const card = page.locator(`[data-post="${slug}"]`);
    await card.getByRole('link', { name: title, exact: true }).waitFor();
    await expectImageLoaded(card.locator('img'));
    expect(await card.innerText()).toContain('Leadership');
    // The first two tags, then '...'.
    expect(await card.getByRole('list', { name: 'Tags' }).innerText()).toMatch(/^hiring\s+culture\s+\.\.\.\s*and more tags$/);
    expect(await page.locator('main b, main img[src="x"]').count()).toBe(0);

    await card.getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    expect(currentPathAndSearch(page)).toBe(`/content/${slug}`);
    expect(await page.getByTestId('article-content').locator('p').allInnerTexts()).toEqual(paragraphs);
    expect(await page.locator('main a[href^="https://example.com"]').count()).toBe(0);
    expect(await page.locator('main b, main img[src="x"], main em').count()).toBe(0);
    await page.getByText('Dana <em>Whitfield</em>', { exact: true }).first().waitFor();
    await page.getByText('Fractional CPO for scale-ups.').waitFor();
    await expectImageLoaded(page.getByRole('img', { name: title }));
    // Meta title given, meta description defaulted to the summary.
    expect(await page.title()).toBe('Hiring at scale: a field guide | TalentLeaders');
    expect(await page.evaluate<string>("document.querySelector('meta[property=\"og:title\"]').content")).toBe('Hiring at scale: a field guide');
    expect(await page.evaluate<string>("document.querySelector('meta[name=\"description\"]').content")).toBe(summary);
    await page.getByRole('heading', { name: articleMessages.comments(0) }).waitFor();
  });

  it('a comment appears only after the admin approves it in the Comments queue', async () => {
    const visitor = await open(DESKTOP);
    await visit(visitor, `/content/${slug}`);
    let posted = 0;
    visitor.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/comments')) posted += 1;
    });
    // A blank comment is ignored: no message, no request.
    await box(visitor, articleMessages.commentLabel).fill('   ');
    await visitor.getByRole('button', { name: articleMessages.postComment }).click();
    await box(visitor, articleMessages.nameLabel).fill('Robin Reader');
    expect(posted).toBe(0);
    expect(await visitor.getByRole('alert').count()).toBe(0);

    await visitor.getByText(articleMessages.emailHint).waitFor();
    await box(visitor, articleMessages.emailLabel).fill('robin@example.com');
    await box(visitor, articleMessages.commentLabel).fill(commentText);
    await visitor.getByRole('button', { name: articleMessages.postComment }).click();
    await toast(visitor, articleMessages.commentSubmittedTitle);
    await toast(visitor, articleMessages.commentSubmittedDescription);
    expect(await box(visitor, articleMessages.commentLabel).inputValue()).toBe('');
    await visitor.reload();
    await visitor.getByRole('heading', { name: articleMessages.comments(0) }).waitFor();
    expect(await visitor.getByText(commentText).count()).toBe(0);

    const page = await open(DESKTOP);
    await signIn(page, superAdmin);
    await openContentTab(page);
    const commentsTab = page.getByRole('tab', { name: /Comments/ });
    expect(await commentsTab.locator('[data-pending-comments]').innerText()).toMatch(/^1/);
    await commentsTab.click();
    const queued = page.getByRole('list', { name: 'Comments waiting for moderation' }).getByRole('listitem');
    await queued.first().waitFor();
    expect(await queued.count()).toBe(1);
    expect(await queued.innerText()).toContain('robin@example.com');
    expect(await queued.getByRole('link', { name: admin.onArticle(title) }).getAttribute('href')).toBe(`/content/${slug}`);
    expect(await queued.locator('p').filter({ hasText: 'Great read' }).innerText()).toBe(commentText);
    await world.screenshot(page, 'content-admin-comments-1280');
    await queued.getByRole('button', { name: `${admin.approve}: Robin Reader` }).click();
    await toast(page, admin.commentApproved);
    await page.getByText(admin.noPendingComments).waitFor();
    expect(await commentsTab.locator('[data-pending-comments]').count()).toBe(0);

    await visitor.reload();
    await visitor.getByRole('heading', { name: articleMessages.comments(1) }).waitFor();
    const shown = visitor.getByRole('list', { name: 'Comments' }).getByRole('listitem');
    expect(await shown.locator('p').allInnerTexts()).toEqual(['Robin Reader', commentText]);
    expect(await visitor.locator('main i, main b, main a[href^="https://spam"]').count()).toBe(0);
    await world.screenshot(visitor, 'content-article-1280');
  });

  it('a signed-in reader comments as User + the first 8 characters of their id', async () => {
    const page = await open(PHONE);
    await signIn(page, client);
    await visit(page, `/content/${slug}`);
    await page.getByText(articleMessages.commentingAs(`User ${client.id.slice(0, 8)}`)).waitFor();
    expect(await box(page, articleMessages.nameLabel).count()).toBe(0);
    await box(page, articleMessages.commentLabel).fill('Signed-in thoughts.');
    await page.getByRole('button', { name: articleMessages.postComment }).click();
    await toast(page, articleMessages.commentSubmittedDescription);
  });

  it('search and category live in the URL and narrow the cards', async () => {
    const page = await open(DESKTOP);
    await visit(page, '/content');
    await page.getByText(hubMessages.total(3)).waitFor();
    await page.getByRole('searchbox', { name: hubMessages.searchLabel }).fill('quokka');
    await waitFor(async () => currentPathAndSearch(page) === '/content?search=quokka');
    await page.getByText(hubMessages.total(1)).waitFor();
    await page.locator(`[data-post="${quokkaPost.slug}"]`).waitFor();
    expect(await page.locator('[data-post]').count()).toBe(1);

    await page.getByRole('combobox', { name: hubMessages.categoryLabel }).selectOption({ label: 'Compensation & Benefits' });
    await waitFor(async () => currentPathAndSearch(page) === '/content?search=quokka&category=compensation-benefits');
    await page.getByRole('heading', { name: hubMessages.noArticles }).waitFor();

    await page.getByRole('searchbox', { name: hubMessages.searchLabel }).fill('');
    await waitFor(async () => currentPathAndSearch(page) === '/content?category=compensation-benefits');
    await page.locator(`[data-post="${payPost.slug}"]`).waitFor();
    expect(await page.locator('[data-post]').count()).toBe(1);

    // The back button walks back to the search, and the box follows the URL.
    await page.goBack();
    await waitFor(async () => currentPathAndSearch(page) === '/content?search=quokka');
    expect(await page.getByRole('searchbox', { name: hubMessages.searchLabel }).inputValue()).toBe('quokka');

    // A shared link opens with its filter chosen.
    await visit(page, '/content?category=talent-acquisition');
    expect(await readChosenOption(page.getByRole('combobox', { name: hubMessages.categoryLabel }))).toBe('Talent Acquisition');
    await page.locator(`[data-post="${quokkaPost.slug}"]`).waitFor();
    expect(await page.locator('[data-post]').count()).toBe(1);
  });

  it('an unknown slug shows Article Not Found with a way back', async () => {
    const page = await open(PHONE);
    await visit(page, '/content/no-such-article');
    await page.getByRole('heading', { level: 1, name: articleMessages.notFoundTitle }).waitFor();
    await page.getByRole('link', { name: articleMessages.backToHub }).first().click();
    await page.getByRole('heading', { level: 1, name: hubMessages.title }).waitFor();
    forgetExpectedErrors(); // the 404 of the API call
  });

  it('the admin edits, unpublishes, publishes, rejects and deletes posts', async () => {
    const app = world.server.testApp.app;
    const draft = await createPost(app, { status: 'published', form: { title: 'Onboarding checklists that work' } });
    const submitted = await createPost(app, { status: 'submitted', form: { title: 'A post nobody should publish' } });
    const page = await open(DESKTOP);
    await signIn(page, superAdmin);
    await openContentTab(page);

    const edited = 'Onboarding checklists that really work';
    await adminPost(page, draft.title).getByRole('button', { name: `${admin.edit}: ${draft.title}` }).click();
    const dialog = page.getByRole('dialog', { name: admin.editTitle });
    await box(dialog, 'Title').fill(edited);
    await box(dialog, 'Content').fill('New first paragraph.\n\nNew second paragraph.');
    await dialog.getByRole('button', { name: admin.save }).click();
    await toast(page, admin.updated);
    const post = adminPost(page, edited);
    expect(await post.innerText()).toContain('New first paragraph. New second paragraph.');

    await post.getByRole('button', { name: `${admin.unpublish}: ${edited}` }).click();
    await toast(page, admin.statusChanged('draft'));
    await waitFor(async () => (await post.locator('[data-status]').textContent()) === 'draft');
    await post.getByRole('button', { name: `${admin.publish}: ${edited}` }).click();
    await toast(page, admin.statusChanged('published'));
    await waitFor(async () => (await post.locator('[data-status]').textContent()) === 'published');

    const rejected = adminPost(page, submitted.title);
    await rejected.getByRole('button', { name: `${admin.reject}: ${submitted.title}` }).click();
    await toast(page, admin.statusChanged('rejected'));
    await waitFor(async () => (await rejected.locator('[data-status]').textContent()) === 'rejected');
    // A rejected post has no moves left (section 4).
    expect(await rejected.getByRole('button', { name: new RegExp(`^(${admin.approve}|${admin.publish}|${admin.unpublish}):`) }).count()).toBe(0);

    await rejected.getByRole('button', { name: `${admin.delete}: ${submitted.title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: admin.deleteConfirmTitle });
    await confirm.getByText(admin.deleteConfirmDescription(submitted.title)).waitFor();
    await confirm.getByRole('button', { name: admin.cancel }).click();
    expect(await rejected.count()).toBe(1);
    await rejected.getByRole('button', { name: `${admin.delete}: ${submitted.title}` }).click();
    await confirm.getByRole('button', { name: admin.delete }).click();
    await toast(page, admin.deleted);
    await waitFor(async () => (await rejected.count()) === 0);
  });

  it('failures say so and keep what was typed', async () => {
    const page = await open(DESKTOP);
    await signIn(page, superAdmin);
    const problem = { status: 500, contentType: 'application/problem+json', body: '{"title":"Internal Server Error","status":500}' };
    await page.route('**/api/admin/content/posts/*/status', (route) => route.fulfill(problem));
    await openContentTab(page);
    const target = adminPost(page, payPost.title);
    await target.getByRole('button', { name: `${admin.unpublish}: ${payPost.title}` }).click();
    await toast(page, admin.statusFailed);
    expect(await target.locator('[data-status]').textContent()).toBe('published');

    await page.route('**/api/content/submissions', (route) => route.fulfill(problem));
    await visit(page, '/content/submit');
    await box(page, submitMessages.titleLabel).fill('A title');
    await box(page, submitMessages.excerptLabel).fill('A summary.');
    await box(page, submitMessages.authorNameLabel).fill('Ann Author');
    await box(page, submitMessages.authorBioLabel).fill('A bio.');
    await box(page, submitMessages.contentLabel).fill('Some content.');
    await page.getByRole('button', { name: submitMessages.submit }).click();
    await toast(page, submitMessages.failed);
    expect(await box(page, submitMessages.titleLabel).inputValue()).toBe('A title');

    // A 400 problem's field messages land beside their fields.
    await page.unroute('**/api/content/submissions');
    const refused = { code: 'validation_failed', status: 400, detail: 'Invalid submission', errors: { content: [contentFieldMessages.tooLong] } };
    await page.route('**/api/content/submissions', (route) => route.fulfill({ status: 400, contentType: 'application/problem+json', body: JSON.stringify(refused) }));
    await page.getByRole('button', { name: submitMessages.submit }).click();
    await page.getByRole('alert').filter({ hasText: contentFieldMessages.tooLong }).waitFor();
    expect(await box(page, submitMessages.contentLabel).getAttribute('aria-invalid')).toBe('true');

    await page.route('**/api/content/posts/*/comments', (route) => (route.request().method() === 'POST' ? route.fulfill(problem) : route.fallback()));
    await visit(page, `/content/${quokkaPost.slug}`);
    await box(page, articleMessages.commentLabel).fill('Will this fail?');
    await page.getByRole('button', { name: articleMessages.postComment }).click();
    await toast(page, articleMessages.commentFailed);
    expect(await box(page, articleMessages.commentLabel).inputValue()).toBe('Will this fail?');
    forgetExpectedErrors();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`every content screen fits and passes axe at ${viewport.width} px`, async () => {
      const page = await open(viewport);
      await visit(page, '/content');
      await page.locator('[data-post] img').first().waitFor();
      await expectFits(page, viewport);
      await world.screenshot(page, `content-hub-${viewport.width}`);

      await visit(page, `/content/${slug}`);
      await page.getByRole('heading', { name: articleMessages.comments(1) }).waitFor();
      await expectFits(page, viewport);
      await world.screenshot(page, `content-article-${viewport.width}`);

      await visit(page, '/content/submit');
      await expectFits(page, viewport);
      await world.screenshot(page, `content-submit-${viewport.width}`);

      await signIn(page, superAdmin);
      await openContentTab(page);
      await expectFits(page, viewport);
      await world.screenshot(page, `content-admin-${viewport.width}`);
    });
  }

  it('pages through the hub 12 at a time, the page in the URL', async () => {
    const app = world.server.testApp.app;
    for (let i = 0; i < 10; i += 1) await createPost(app, { form: { title: `Filler article number ${i + 1}` } });
    const page = await open(DESKTOP);
    const total = ((await (await page.request.get('/api/content/posts')).json()) as { total: number }).total;
    expect(total).toBeGreaterThan(12);
    await visit(page, '/content');
    await page.getByText(hubMessages.total(total)).waitFor();
    expect(await page.locator('[data-post]').count()).toBe(12);
    await page.getByRole('button', { name: 'Next' }).click();
    await waitFor(async () => currentPathAndSearch(page) === '/content?page=2');
    await page.getByText('Page 2 of 2').waitFor();
    await waitFor(async () => (await page.locator('[data-post]').count()) === total - 12);
    // A new search starts again at page 1.
    await page.getByRole('searchbox', { name: hubMessages.searchLabel }).fill('filler');
    await waitFor(async () => currentPathAndSearch(page) === '/content?search=filler');
    await page.getByText(hubMessages.total(10)).waitFor();
  });
});
