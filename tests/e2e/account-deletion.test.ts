import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accountDeletionMessages } from '../../src/modules/identity/contracts/account-deletion.contract.ts';
import { dataExportMessages } from '../../src/modules/identity/contracts/data-export.contract.ts';
import { createShortlist, saveShortlistNote, shareShortlist } from '../../src/modules/shortlists/index.ts';
import { createUser, type TestUser } from '../factories/users.factory.ts';
import { createExecutive } from '../factories/executives.factory.ts';
import { waitFor } from '../setup/wait-for.ts';
import { DESKTOP, PHONE, visit, type Viewport } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { confirmStepUp, expectFits, signIn } from './support/sign-in.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/platform/auth/auth-constants.ts';

/**
 * Issue 30 item 2 in Chromium, with a real worker and SMTP peer: a client deletes their account
 * from the Account page (reached from the account menu), is signed out, cannot sign in again, and
 * the list they shared is gone from a colleague's view; an executive deletes theirs and is gone
 * from /browse and /compare at once.
 */
const world = useE2eWorld({
  env: { AUTH_RATE_LIMIT_MAX: '1000' },
  smtp: true,
  worker: true,
  // Chromium logs the answers this file asks for: the wrong password typed on purpose (400), the
  // deleted client's shared list asked for again (404) and the erasure that first asks the admin for
  // a fresh code (403 step_up_required). Anything else fails the file.
  consoleErrorsAllowed:
    /status of (400 \(Bad Request\) \(http:\/\/[^)]+\/api\/account\/deletion|404 \(Not Found\) \(http:\/\/[^)]+\/api\/shortlists\/shared\/[0-9a-f-]+|403 \(Forbidden\) \(http:\/\/[^)]+\/api\/admin\/users\/[0-9a-f-]+\/erasure)\)/,
});

async function open(viewport: Viewport = DESKTOP): Promise<Page> {
  return (await world.open(viewport)).page;
}

/** Opens the Account page from the account menu, fills the form and deletes the account. */
async function deleteAccountThroughThePage(page: Page, user: TestUser, viewport: Viewport): Promise<void> {
  await visit(page, '/');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await page.waitForURL((url) => url.pathname === '/account');
  await page.getByRole('heading', { level: 2, name: accountDeletionMessages.title }).waitFor();
  expect(await page.locator('main').textContent()).toContain(user.email);
  await expectFits(page, viewport);
  await world.screenshot(page, `account-${viewport.width}`);

  // A wrong word is refused by the form itself; a wrong password by the server, on the field.
  await page.getByLabel('Your password').fill('not-the-password');
  await page.getByLabel('Type DELETE to confirm').fill('delete');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByText(accountDeletionMessages.confirmationMismatch).waitFor();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByText(accountDeletionMessages.wrongPassword).first().waitFor();

  await page.getByLabel('Your password').fill(user.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText(accountDeletionMessages.deletedTitle).first().waitFor();
  // Signed out: the header offers sign-in again.
  await page.getByRole('link', { name: /^(Sign In|Log In|Login)$/i }).first().waitFor();
}

async function signInStatus(page: Page, user: TestUser): Promise<number> {
  const response = await page.request.post('/api/auth/sign-in', {
    data: { email: user.email, password: user.password },
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  return response.status();
}

describe('deleting my account in the browser', () => {
  it("a client deletes their account: signed out, cannot sign in, and their shared list leaves a colleague's view", async () => {
    const app = world.server.testApp.app;
    const domain = `acme-e2e-${Date.now()}.example`;
    const client = await createUser(app, 'client', { firstName: 'Delia', email: `delia@${domain}` });
    const colleague = await createUser(app, 'client', { firstName: 'Colm', email: `colm@${domain}` });
    const list = await createShortlist(app.deps.orm.em.fork(), client.id, { name: 'Delia’s Nordics picks' });
    await shareShortlist(app.deps.orm.em.fork(), client.id, list.id, colleague.email);

    const colleaguePage = await open();
    await signIn(colleaguePage, colleague);
    await visit(colleaguePage, `/shortlists?shared=${list.id}`);
    await colleaguePage.getByText('Delia’s Nordics picks').first().waitFor();

    const page = await open(PHONE);
    await signIn(page, client);
    await deleteAccountThroughThePage(page, client, PHONE);
    expect(await signInStatus(page, client)).toBe(401);

    await visit(colleaguePage, `/shortlists?shared=${list.id}`);
    await colleaguePage.getByRole('heading', { level: 1 }).waitFor();
    await waitFor(async () => !((await colleaguePage.locator('main').textContent()) ?? '').includes('Delia’s Nordics picks'), 10_000);
    await visit(colleaguePage, '/shortlists');
    expect(await colleaguePage.locator('main').textContent()).not.toContain('Delia’s Nordics picks');

    // The confirmation reaches the address, then the account is erased.
    await waitFor(async () => world.smtp.messages.some((message) => message.to.includes(client.email) && message.subject === 'Your TalentLeaders account has been deleted'), 20_000);
    await waitFor(async () => (await app.deps.orm.em.fork().execute('SELECT 1 FROM users WHERE id = ?', [client.id])).length === 0, 20_000);
  });

  it('an executive deletes their account and is gone from /browse and /compare at once', async () => {
    const app = world.server.testApp.app;
    const surname = `Vanishing${Date.now()}`;
    const executive = await createExecutive(app, { user: { firstName: 'Evander', lastName: surname }, profile: { firstName: 'Evander', lastName: surname } });
    // A client looks (they see names; a visitor's cards show initials).
    const visitor = await open();
    await signIn(visitor, await createUser(app, 'client'));
    await visit(visitor, `/browse?q=${surname}`);
    await visitor.getByTestId('executive-card').filter({ hasText: surname }).first().waitFor();
    await visit(visitor, `/compare?ids=${executive.id}`);
    await visitor.getByText(surname).first().waitFor();

    const page = await open();
    await signIn(page, executive);
    await deleteAccountThroughThePage(page, executive, DESKTOP);

    await visit(visitor, `/browse?q=${surname}`);
    await visitor.getByRole('heading', { name: /^0 Talent Leaders Found$|^No/ }).first().waitFor();
    expect(await visitor.getByTestId('executive-card').count()).toBe(0);
    await visit(visitor, `/compare?ids=${executive.id}`);
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await waitFor(async () => (await visitor.locator('[aria-busy="true"]').count()) === 0, 10_000);
    expect(await visitor.locator('main').textContent()).not.toContain(surname);
  });

  it("a super admin erases a client's account from Client Management, on a request received by e-mail", async () => {
    const app = world.server.testApp.app;
    // A second super admin, so the test's own accounts never make anyone the last one.
    const admin = await createUser(app, 'super-admin');
    await createUser(app, 'super-admin');
    const client = await createUser(app, 'client', { firstName: 'Rhea', email: `rhea.${Date.now()}@acme-e2e.example` });
    const page = await open();
    await signIn(page, admin);
    await visit(page, '/admin');
    await page.getByRole('tab', { name: /Client Management/i }).click();
    await page.getByRole('button', { name: `Erase the account of ${client.email}` }).first().click();
    const dialog = page.getByRole('dialog', { name: /Erase/ });
    await dialog.getByText(client.email).first().waitFor();
    await dialog.getByRole('button', { name: 'Erase account' }).click();
    await dialog.getByText(accountDeletionMessages.confirmationMismatch).waitFor();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Erase account' }).click();
    // An erasure asks for a fresh code first (decision 045), then goes on by itself.
    await confirmStepUp(page, admin);
    await page.getByText(accountDeletionMessages.erasedByAdminTitle).first().waitFor();
    await waitFor(async () => (await page.getByRole('button', { name: `Erase the account of ${client.email}` }).count()) === 0, 10_000);
    await waitFor(async () => world.smtp.messages.some((message) => message.to.includes(client.email) && message.text.includes('As you asked us by e-mail')), 20_000);
  });
});

describe('downloading my data in the browser', () => {
  it("a client asks on the Account page; the e-mailed link downloads one zip whose document holds their private notes; the link then answers 410", async () => {
    const app = world.server.testApp.app;
    const client = await createUser(app, 'client', { firstName: 'Nora' });
    const executive = await createExecutive(app);
    const list = await createShortlist(app.deps.orm.em.fork(), client.id, { name: 'Nora’s list', executiveId: executive.id });
    await saveShortlistNote(app.deps.orm.em.fork(), client.id, list.id, list.entryId!, 'Private: call after the board meeting');

    const page = await open(PHONE);
    await signIn(page, client);
    await visit(page, '/account');
    await page.getByRole('button', { name: dataExportMessages.title }).click();
    await page.getByText(dataExportMessages.requested).first().waitFor();
    await world.screenshot(page, 'account-data-requested-375');
    // Once a day: the button is spent on this page, and the API says so to a second ask.
    expect(await page.getByRole('button', { name: dataExportMessages.title }).isDisabled()).toBe(true);

    await waitFor(async () => world.smtp.messages.some((message) => message.to.includes(client.email) && message.subject === 'Your TalentLeaders data is ready to download'), 20_000);
    const message = world.smtp.messages.find((m) => m.to.includes(client.email) && m.subject === 'Your TalentLeaders data is ready to download')!;
    const link = /https?:\/\/\S+\/api\/account\/data-export\/download\?token=[\w-]+/.exec(message.text)?.[0];
    expect(link, message.text).toBeDefined();

    // The browser follows the link: a download, not a page.
    const fresh = await open();
    const [download] = await Promise.all([fresh.waitForEvent('download'), fresh.goto(link!).catch(() => undefined)]);
    expect(download.suggestedFilename()).toMatch(/^talentleaders-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = readFileSync((await download.path())!);
    const files = unzipSync(new Uint8Array(bytes));
    const documentName = Object.keys(files).find((name) => name.endsWith('/your-data.json'))!;
    expect(strFromU8(files[documentName]!)).toContain('Private: call after the board meeting');

    const again = await fresh.request.get(link!);
    expect(again.status()).toBe(410);
  });
});
