import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { adminMessages, profileMessages, profileStatusBanners } from '../../src/modules/profiles/contracts/profile-messages.contract.ts';
import { createUser, type FactoryRole, type TestUser } from '../factories/users.factory.ts';
import { createExecutive } from '../factories/executives.factory.ts';
import { waitFor } from '../setup/wait-for.ts';
import { findSeriousAxeViolations } from './support/axe.ts';
import { DESKTOP, PHONE, visit, waitForPage, type Viewport } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { signIn } from './support/sign-in.ts';

/**
 * Executive profiles and vetting in the browser: the whole form, drafts, the leave prompt, the
 * profile view and the admin dashboard, against the built app and the real API.
 */

const world = useE2eWorld({
  env: { AUTH_RATE_LIMIT_MAX: '1000' },
  // The admin probe of a non-admin, the refused calls and the 500s the failure tests inject are
  // expected "Failed to load resource" lines.
  consoleErrorsAllowed: /Failed to load resource: the server responded with a status of (401|403|500)/,
});

async function open(viewport: Viewport = DESKTOP): Promise<Page> {
  return (await world.open(viewport)).page;
}

function account(role: FactoryRole, firstName = 'Test', lastName = 'User'): Promise<TestUser> {
  return createUser(world.server.testApp.app, role, { firstName, lastName });
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: text }).first().waitFor();
}

async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

async function expectAccessible(page: Page, viewport: Viewport): Promise<void> {
  expect(await findSeriousAxeViolations(page)).toEqual([]);
  // The page's own content never scrolls sideways (the shared header is checked by accessibility.test.ts).
  expect(await page.evaluate<number>("document.querySelector('main').scrollWidth")).toBeLessThanOrEqual(viewport.width);
}

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function tick(page: Page, group: string, ...options: string[]): Promise<void> {
  const fieldset = page.getByRole('group', { name: new RegExp(`^${group}`) });
  for (const option of options) await fieldset.getByRole('checkbox', { name: option, exact: true }).click();
}

const BIO = Array.from(
  { length: 6 },
  () => 'I build talent teams that scale with the business, from first recruiter to global people function.',
).join(' ');

async function fillWholeForm(page: Page): Promise<void> {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await choose(page, 'Role', 'VP Talent');
  await choose(page, 'Years of experience', '10+ years');
  await choose(page, 'Availability', 'Part-time');
  await choose(page, 'Region', 'Europe');
  await choose(page, 'Country', 'Germany');
  await tick(page, 'Cities', 'Berlin', 'Munich');
  await page.getByLabel('Email').fill('ada@lovelace.example');
  await page.getByLabel('Phone').fill('+49 30 1234567');
  await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/ada');
  await page.getByLabel('CV URL').fill('https://cv.example.com/ada.pdf');
  await page.getByLabel('Bio').fill(BIO);
  await tick(page, 'Industries', 'Technology & SaaS');
  await tick(page, 'HR technologies and tools', 'Greenhouse');
  await tick(page, 'Languages', 'English', 'German');
  await tick(page, 'Markets', 'Europe');
  await tick(page, 'Company sizes', 'Startup (1-10)');
  await tick(page, 'VC stages', 'Seed');
  await tick(page, 'Revenue journeys', '$1-5M');
  await tick(page, 'Price per day', '€500-1000');
}

describe('executive profile and vetting', () => {
  let executive: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    executive = await account('executive', 'Ada', 'Lovelace');
    admin = await account('super-admin', 'Grace', 'Admin');
  });

  it('an executive fills the whole form, is asked before leaving it dirty, saves and sees the pending banner', async () => {
    const page = await open();
    await signIn(page, executive);
    await visit(page, '/profile/edit');
    await page.getByRole('heading', { name: 'Create Your Profile' }).waitFor();
    await expectAccessible(page, DESKTOP);

    // Messages come from the shared contract.
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await page.getByText('Role is required.').waitFor();
    await page.getByText('Bio must be at least 50 words.').waitFor();
    await page.getByText('Please select at least one industry you have experience in.').waitFor();

    await fillWholeForm(page);
    expect(await page.getByTestId('bio-word-count').textContent()).toContain('96 words');
    // The location cascade: a new country clears the cities.
    await choose(page, 'Country', 'France');
    expect(await page.getByRole('group', { name: /^Cities/ }).getByRole('checkbox', { checked: true }).count()).toBe(0);
    await choose(page, 'Country', 'Germany');
    await tick(page, 'Cities', 'Berlin');
    await expectAccessible(page, DESKTOP);
    await world.screenshot(page, 'profile-edit-desktop');

    // In-app navigation away from a dirty form asks first; staying keeps everything.
    await page.getByRole('banner').getByRole('link', { name: 'How It Works' }).first().click();
    const dialog = page.getByRole('alertdialog', { name: profileMessages.unsavedChangesTitle });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(profileMessages.unsavedChangesConfirm);
    await world.screenshot(page, 'profile-edit-unsaved-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: profileMessages.unsavedChangesStay }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/profile/edit');
    expect(await page.getByLabel('First name').inputValue()).toBe('Ada');

    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await expectToast(page, profileMessages.submitted);
    await expectPath(page, '/profile');
    await page.getByText(profileStatusBanners.pending).waitFor();
    await page.getByText('Berlin').first().waitFor();
    await page.getByText('ada@lovelace.example').waitFor();
    // The bio preview shows 40 words until 'Read more'.
    await page.getByRole('button', { name: 'Read more' }).click();
    await page.getByRole('button', { name: 'Read less' }).waitFor();
    await expectAccessible(page, DESKTOP);
    await world.screenshot(page, 'profile-view-pending-desktop');
    // The draft is gone after a successful save.
    expect(await page.evaluate<string | null>(`localStorage.getItem('executive_profile_draft_${executive.id}')`)).toBeNull();
  });

  it('the admin approves from /admin, and the executive sees the approved banner', async () => {
    const page = await open();
    await signIn(page, admin);
    await visit(page, '/admin');
    await page.getByRole('tab', { name: 'Executive Approval' }).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
    await row.getByRole('button', { name: 'Preview Ada Lovelace' }).click();
    const preview = page.getByRole('dialog', { name: 'Ada Lovelace' });
    await preview.getByText('+49 30 1234567').waitFor();
    await expectAccessible(page, DESKTOP);
    await world.screenshot(page, 'admin-preview-desktop');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: 'Approve Ada Lovelace' }).click();
    await expectToast(page, adminMessages.approved);
    await row.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Approved Executives' }).click();
    await page.getByRole('button', { name: 'Revoke approval of Ada Lovelace' }).waitFor();
    await page.getByRole('tab', { name: 'Client Management' }).click();
    await expectAccessible(page, DESKTOP);
    await world.screenshot(page, 'admin-desktop');

    const own = await open();
    await signIn(own, executive);
    await visit(own, '/profile');
    await own.getByText(profileStatusBanners.approved).waitFor();

    // Revoke with a reason: the executive sees the revoked banner and the feedback.
    await page.getByRole('tab', { name: 'Approved Executives' }).click();
    await page.getByRole('button', { name: 'Revoke approval of Ada Lovelace' }).click();
    const decision = page.getByRole('dialog', { name: /Revoke approval/ });
    await decision.getByLabel('Reason (optional)').fill('Please add your most recent role.');
    await expectAccessible(page, DESKTOP);
    await decision.getByRole('button', { name: 'Revoke approval' }).click();
    await expectToast(page, adminMessages.revoked);
    await page.getByText('No approved executives yet.').waitFor();
    await own.reload();
    await own.getByText(profileStatusBanners.revoked).waitFor();
    await own.getByText('Please add your most recent role.').waitFor();
  });

  it('offers an unsaved draft after a reload and restores it', async () => {
    const newcomer = await account('executive', 'Mary', 'Somerville');
    const page = await open(PHONE);
    await signIn(page, newcomer);
    await visit(page, '/profile/edit');
    await page.getByLabel('Phone').fill('+44 20 7946 0000');
    await page.getByLabel('Bio').fill('A draft bio that is not finished yet');
    // Saved 800 ms after the last change.
    const draftKey = `executive_profile_draft_${newcomer.id}`;
    const raw = await waitFor(async () => (await page.evaluate<string | null>(`localStorage.getItem('${draftKey}')`)) ?? undefined);
    const stored = JSON.parse(raw) as {
      data: { phone: string };
      timestamp: string;
      expires: number;
    };
    expect(stored.data.phone).toBe('+44 20 7946 0000');
    expect(stored.expires - Date.parse(stored.timestamp)).toBe(7 * 24 * 60 * 60 * 1000);

    await page.reload();
    await waitForPage(page);
    await page.getByText(/We found an unsaved draft from just now/).waitFor();
    await expectAccessible(page, PHONE);
    await world.screenshot(page, 'profile-edit-draft-phone', { fullPage: false });
    expect(await page.getByLabel('Phone').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Restore draft' }).click();
    expect(await page.getByLabel('Phone').inputValue()).toBe('+44 20 7946 0000');
    expect(await page.getByLabel('Bio').inputValue()).toBe('A draft bio that is not finished yet');
    expect(await page.getByTestId('bio-word-count').textContent()).toContain('8 words');
  });
});

describe('who may open the profile and admin pages', () => {
  it('sends a visitor away from /profile/edit with the Access Denied toast', async () => {
    const page = await open();
    await page.goto('/profile/edit');
    await expectToast(page, profileMessages.editAccessDenied);
    await expectPath(page, '/auth/login');
  });

  it('shows clients a dashboard on /profile and keeps them out of /profile/edit', async () => {
    const client = await account('client', 'Carl', 'Client');
    const page = await open(PHONE);
    await signIn(page, client);
    await visit(page, '/profile');
    await page.getByRole('link', { name: /Find Talent Leaders/ }).last().waitFor();
    await page.getByRole('link', { name: /Your Shortlists/ }).waitFor();
    await expectAccessible(page, PHONE);
    await world.screenshot(page, 'profile-client-phone');
    await page.goto('/profile/edit');
    await expectToast(page, profileMessages.editAccessDenied);
    // Sent to /auth/login, whose auth-area rule then sends a signed-in client home.
    await expectPath(page, '/');
  });

  it('shows visitors Access Denied on /admin', async () => {
    const page = await open(PHONE);
    await visit(page, '/admin');
    await page.getByRole('heading', { name: adminMessages.accessDeniedPage }).waitFor();
    await expectAccessible(page, PHONE);
  });

  it('turns a signed-in non-admin away from /admin with the Security Alert, and logs the attempt', async () => {
    const consultant = await account('consultant');
    const page = await open();
    await signIn(page, consultant);
    await page.goto('/admin');
    await expectToast(page, adminMessages.unauthorizedAccess);
    await expectPath(page, '/profile');
    const rows = await world.server.testApp.orm.em
      .fork()
      .getConnection()
      .execute<{ route: string }[]>('SELECT route FROM security_events WHERE user_id = ?', [consultant.id]);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('lays the admin dashboard out on a phone without sideways scrolling', async () => {
    const admin = await account('super-admin');
    await account('client', 'Phone', 'Client');
    const page = await open(PHONE);
    await signIn(page, admin);
    await visit(page, '/admin');
    await page.getByRole('tab', { name: 'Client Management' }).click();
    await page.getByRole('list', { name: 'Clients' }).getByText('Acme Test').first().waitFor();
    await expectAccessible(page, PHONE);
    await world.screenshot(page, 'admin-clients-phone');
  });
});

/** Answers every matching request with a bare 500 (no problem body), the way a crashed proxy would. */
async function failWith500(page: Page, pattern: string | RegExp, method?: string): Promise<void> {
  await page.route(pattern, (route: Route) =>
    !method || route.request().method() === method ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
}

describe('rejecting, and what the admin sees when the API fails', () => {
  let admin: TestUser;

  beforeAll(async () => {
    admin = await account('super-admin', 'Rita', 'Reviewer');
  });

  it('rejects a pending executive with a reason, and the executive sees the rejected banner with it', async () => {
    const executive = await createExecutive(world.server.testApp.app, { state: 'pending', profile: { firstName: 'Rosalind', lastName: 'Franklin' } });
    const page = await open();
    await signIn(page, admin);
    await visit(page, '/admin');
    const row = page.getByRole('listitem').filter({ hasText: 'Rosalind Franklin' });
    await row.getByRole('button', { name: 'Reject Rosalind Franklin' }).click();
    const decision = page.getByRole('dialog', { name: /Reject profile/ });
    await decision.getByLabel('Reason (optional)').fill('Please describe your last two roles in the bio.');
    await decision.getByRole('button', { name: 'Reject', exact: true }).click();
    await expectToast(page, adminMessages.rejected);
    await row.waitFor({ state: 'detached' });

    const own = await open();
    await signIn(own, executive);
    await visit(own, '/profile');
    await own.getByText(profileStatusBanners.rejected).waitFor();
    await own.getByText('Please describe your last two roles in the bio.').waitFor();
  });

  it('names the list that failed to load: pending, approved and clients', async () => {
    const page = await open();
    await signIn(page, admin);
    await failWith500(page, '**/api/admin/executives/pending');
    await failWith500(page, '**/api/admin/executives/approved');
    await failWith500(page, '**/api/admin/clients');
    await visit(page, '/admin');
    await expectToast(page, adminMessages.loadPendingFailed);
    await page.getByRole('main').getByRole('alert').filter({ hasText: adminMessages.loadPendingFailed }).waitFor();
    await page.getByRole('tab', { name: 'Approved Executives' }).click();
    await expectToast(page, adminMessages.loadApprovedFailed);
    await page.getByRole('tab', { name: 'Client Management' }).click();
    await expectToast(page, adminMessages.loadClientsFailed);
    await page.getByRole('main').getByRole('alert').filter({ hasText: adminMessages.loadClientsFailed }).waitFor();
    // Each failure toast carries the generic retry text.
    const failed = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: adminMessages.loadClientsFailed });
    expect(await failed.first().textContent()).toContain(adminMessages.requestFailed);
  });

  it('says so when a preview, an approval, a rejection or a revocation fails, and changes nothing', async () => {
    await createExecutive(world.server.testApp.app, { state: 'pending', profile: { firstName: 'Lise', lastName: 'Meitner' } });
    await createExecutive(world.server.testApp.app, { state: 'approved', profile: { firstName: 'Emmy', lastName: 'Noether' } });
    const page = await open();
    await signIn(page, admin);
    // The preview: /api/admin/executives/<id>, not the lists beside it.
    await failWith500(page, /\/api\/admin\/executives\/[0-9a-f-]{36}$/);
    await failWith500(page, '**/api/admin/executives/*/approve');
    await failWith500(page, '**/api/admin/executives/*/reject');
    await failWith500(page, '**/api/admin/executives/*/revoke');
    await visit(page, '/admin');
    const row = page.getByRole('listitem').filter({ hasText: 'Lise Meitner' });

    // An open dialog hides the rest of the page (toasts included) from the accessibility tree, so
    // each toast is looked for once its dialog is closed.
    await row.getByRole('button', { name: 'Preview Lise Meitner' }).click();
    await page.getByRole('dialog').getByRole('alert').filter({ hasText: adminMessages.loadDetailsFailed }).waitFor();
    // Not Escape: that dismisses the newest layer, which is the toast.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expectToast(page, adminMessages.loadDetailsFailed);

    await row.getByRole('button', { name: 'Approve Lise Meitner' }).click();
    await expectToast(page, adminMessages.updateApprovalFailed);

    await row.getByRole('button', { name: 'Reject Lise Meitner' }).click();
    const rejection = page.getByRole('dialog', { name: /Reject profile/ });
    await rejection.getByRole('button', { name: 'Reject', exact: true }).click();
    await rejection.getByRole('button', { name: 'Reject', exact: true }).waitFor();
    await rejection.getByRole('button', { name: 'Cancel' }).click();
    await rejection.waitFor({ state: 'hidden' });
    const toasts = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await waitForCount(toasts.filter({ hasText: adminMessages.updateApprovalFailed }), 2);
    await row.waitFor();

    await page.getByRole('tab', { name: 'Approved Executives' }).click();
    await page.getByRole('button', { name: 'Revoke approval of Emmy Noether' }).click();
    const revocation = page.getByRole('dialog', { name: /Revoke approval/ });
    await revocation.getByRole('button', { name: 'Revoke approval' }).click();
    await revocation.getByRole('button', { name: 'Revoke approval' }).waitFor();
    await revocation.getByRole('button', { name: 'Cancel' }).click();
    await revocation.waitFor({ state: 'hidden' });
    await expectToast(page, adminMessages.revokeFailed);
    expect(await toasts.filter({ hasText: adminMessages.revokeFailed }).first().textContent()).toContain(adminMessages.requestFailed);
    await page.getByRole('button', { name: 'Revoke approval of Emmy Noether' }).waitFor();
  });

  it("says 'Access Denied' when the admin role is taken away while the dashboard is open", async () => {
    const former = await account('super-admin', 'Fiona', 'Former');
    const page = await open();
    await signIn(page, former);
    await visit(page, '/admin');
    await page.getByRole('tab', { name: 'Executive Approval' }).waitFor();
    await world.server.testApp.orm.em.fork().getConnection().execute('DELETE FROM admin_users WHERE id = ?', [former.id]);
    await page.getByRole('tab', { name: 'Client Management' }).click();
    await expectToast(page, adminMessages.accessDeniedPanel);
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: adminMessages.accessDeniedPanel });
    expect(await toast.first().textContent()).toContain(adminMessages.accessDeniedTitle);
  });
});

async function waitForCount(locator: Locator, count: number): Promise<void> {
  await waitFor(async () => ((await locator.count()) >= count ? true : undefined));
}

describe('saving, deleting and failing on the own profile', () => {
  it('shows a brand-new executive the incomplete banner', async () => {
    const newcomer = await account('executive', 'Nora', 'Newcomer');
    const page = await open();
    await signIn(page, newcomer);
    await visit(page, '/profile');
    await page.getByText(profileStatusBanners.incomplete).waitFor();
  });

  it("leaves a dirty form with 'Leave Without Saving'", async () => {
    const newcomer = await account('executive', 'Lea', 'Leaver');
    const page = await open();
    await signIn(page, newcomer);
    await visit(page, '/profile/edit');
    await page.getByLabel('Phone').fill('+33 1 23 45 67 89');
    await page.getByRole('banner').getByRole('link', { name: 'How It Works' }).first().click();
    const dialog = page.getByRole('alertdialog', { name: profileMessages.unsavedChangesTitle });
    await dialog.getByRole('button', { name: profileMessages.unsavedChangesLeave }).click();
    await expectPath(page, '/how-it-works');
  });

  it('says updated on a second save, and reports failed saves, deletes and loads', async () => {
    const executive = await createExecutive(world.server.testApp.app, { state: 'pending', profile: { firstName: 'Marie', lastName: 'Curie' } });
    const page = await open();
    await signIn(page, executive);
    await visit(page, '/profile/edit');
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await page.getByLabel('Phone').fill('+33 1 98 76 54 32');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, profileMessages.updated);
    await expectPath(page, '/profile');
    await page.getByText('+33 1 98 76 54 32').waitFor();

    // A failed save keeps the form and says so.
    await failWith500(page, '**/api/profile', 'PUT');
    await visit(page, '/profile/edit');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, profileMessages.saveFailed);
    expect(new URL(page.url()).pathname).toBe('/profile/edit');
    await page.unroute('**/api/profile');

    // A failed delete keeps the profile.
    await failWith500(page, '**/api/profile', 'DELETE');
    await page.getByRole('button', { name: 'Delete profile' }).click();
    let confirm = page.getByRole('alertdialog', { name: profileMessages.deleteConfirmTitle });
    await confirm.getByRole('button', { name: 'Delete profile' }).click();
    await expectToast(page, profileMessages.deleteFailed);
    await page.unroute('**/api/profile');

    // Loading failures, on the view and on the form.
    await failWith500(page, '**/api/profile', 'GET');
    await page.goto('/profile');
    await expectToast(page, profileMessages.loadFailed);
    await page.getByRole('main').getByRole('alert').filter({ hasText: profileMessages.loadFailed }).waitFor();
    await page.goto('/profile/edit');
    await expectToast(page, profileMessages.loadFailed);
    await page.getByRole('main').getByRole('alert').filter({ hasText: profileMessages.loadFailed }).waitFor();
    await page.unroute('**/api/profile');

    await visit(page, '/profile/edit');
    await page.getByRole('button', { name: 'Delete profile' }).click();
    confirm = page.getByRole('alertdialog', { name: profileMessages.deleteConfirmTitle });
    await confirm.getByRole('button', { name: 'Delete profile' }).click();
    await expectToast(page, profileMessages.deleted);
    await expectPath(page, '/');
  });

  it('asks to log in again when the session is gone at save time', async () => {
    const executive = await createExecutive(world.server.testApp.app, { state: 'pending', profile: { firstName: 'Hedy', lastName: 'Lamarr' } });
    const page = await open();
    await signIn(page, executive);
    await visit(page, '/profile/edit');
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    // Signed out elsewhere: both session cookies are gone, so the API answers 401 and the refresh fails too.
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, profileMessages.saveNotSignedIn);
  });
});
