import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  completionFieldMessages,
  completionMessages,
  dashboardMessages,
  invitationFieldMessages,
} from '../../src/modules/invitations/contracts/invitation-messages.contract.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/platform/auth/auth-constants.ts';
import { createUser, uniqueEmail, type TestUser } from '../factories/users.factory.ts';
import type { ReceivedMessage } from '../setup/smtp-peer.ts';
import { waitFor } from '../setup/wait-for.ts';
import { findSeriousAxeViolations } from './support/axe.ts';
import { DESKTOP, PHONE, visit, type Viewport } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { signIn as signInThroughApi } from './support/sign-in.ts';

/**
 * Invitations in the browser (issue 11): the built app, the real API, a worker in-process and a
 * real SMTP peer, so the invitation e-mail is delivered by the worker and its link is the one the
 * invitee would click.
 */

const INVITE_SUBJECT = /invited you to join TalentLeaders$/;
const PASSWORD = 'Invited-Pass1';

const world = useE2eWorld({
  env: { AUTH_RATE_LIMIT_MAX: '1000', INVITATION_RATE_LIMIT_MAX: '1000' },
  smtp: true,
  worker: true,
  // Refusals the tests provoke on purpose (the 409 of an open invitation, the 404 of a bad link, the
  // lost claim) show up as the browser's "Failed to load resource" line.
  consoleErrorsAllowed: /Failed to load resource: the server responded with a status of (404|409)/,
});
let consultant: TestUser;

beforeAll(async () => {
  consultant = await createUser(world.server.testApp.app, 'consultant', { firstName: 'Constance', lastName: 'Consultant' });
});

async function open(viewport: Viewport = DESKTOP): Promise<Page> {
  return (await world.open(viewport)).page;
}

async function signIn(page: Page, user: TestUser): Promise<void> {
  await signInThroughApi(page, user);
}

async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toasts = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: title });
  await (description ? toasts.filter({ hasText: description }) : toasts).first().waitFor();
}

async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

async function expectAccessible(page: Page, viewport: Viewport): Promise<void> {
  expect(await findSeriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate<number>("document.querySelector('main').scrollWidth")).toBeLessThanOrEqual(viewport.width);
}

/** A select by its label; the dashboard's optional fields say so after the label. */
function select(page: Page, field: string): Locator {
  return page.getByRole('combobox', { name: new RegExp(`^${field}( \\(optional\\))?$`) });
}

async function choose(page: Page, field: string, option: string): Promise<void> {
  await select(page, field).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function group(page: Page, name: string): Locator {
  return page.getByRole('group', { name: new RegExp(`^${name}`) });
}

async function tick(page: Page, groupName: string, ...options: string[]): Promise<void> {
  for (const option of options) await group(page, groupName).getByRole('checkbox', { name: option, exact: true }).click();
}

function tab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${name}`) });
}

async function expectTab(page: Page, name: string): Promise<void> {
  await page.locator('[role="tab"][aria-selected="true"]', { hasText: name }).waitFor();
}

/** The invitation's row: the table on a wide screen, the card on a phone. */
function row(page: Page, email: string): Locator {
  return page.locator(`[data-invitation="${email}"]:visible`);
}

async function invitationMail(email: string, index = 0): Promise<ReceivedMessage> {
  return waitFor(async () => world.smtp.messages.filter((m) => m.to === email && INVITE_SUBJECT.test(m.subject))[index]);
}

function linkIn(message: ReceivedMessage): string {
  const link = /https?:\/\/\S+\/auth\/complete-profile\?token=[A-Za-z0-9_-]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no link in: ${message.text}`);
  return link;
}

/** Basic Info, then straight to the last tab, and send. */
async function quickInvite(page: Page, firstName: string, lastName: string, email: string): Promise<void> {
  await tab(page, 'Basic Info').click();
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await tab(page, 'Contact Info').click();
  await page.getByRole('button', { name: dashboardMessages.sendInvitation, exact: true }).click();
}

describe('consultant invitations', () => {
  const inviteeEmail = uniqueEmail('ada');
  let firstLink = '';

  it('the consultant invites an executive through the four tabs; the worker delivers the e-mail', async () => {
    const page = await open();
    await signIn(page, consultant);
    await visit(page, '/consultant-dashboard');
    await page.getByRole('heading', { name: dashboardMessages.inviteTitle }).waitFor();
    await page.getByText(dashboardMessages.noInvitations).waitFor();
    await expectAccessible(page, DESKTOP);

    // Previous is disabled on the first tab; 'Send Invitation' is only on the last.
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: dashboardMessages.sendInvitation, exact: true }).count()).toBe(0);
    for (const next of ['Professional Info', 'Location', 'Contact Info']) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expectTab(page, next);
    }
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(false);

    // Sending the empty form jumps to the first tab with an error and shows every message there.
    await page.getByRole('button', { name: dashboardMessages.sendInvitation, exact: true }).click();
    await expectTab(page, 'Basic Info');
    await page.getByText(invitationFieldMessages.firstNameMin).waitFor();
    await page.getByText(invitationFieldMessages.lastNameMin).waitFor();
    await page.getByText(invitationFieldMessages.emailInvalid).waitFor();
    expect(await page.evaluate<string | undefined>('document.activeElement?.id')).toBe('invite-firstName');
    await expectAccessible(page, DESKTOP);

    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(inviteeEmail);
    // The messages follow the values once corrected.
    await page.getByText(invitationFieldMessages.emailInvalid).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Next' }).click();

    await expectTab(page, 'Professional Info');
    await choose(page, 'Role', 'VP Talent');
    await choose(page, 'Years of Experience', '10+ years');
    await choose(page, 'Availability', 'Part-time');
    await page.getByLabel('Bio').fill('Builds talent teams that scale, from first recruiter to a global people function.');
    await tick(page, 'Price per day', '€500-1000');
    await page.getByRole('button', { name: 'Next' }).click();

    // The location cascade: a new country clears the cities; a new region clears both.
    await expectTab(page, 'Location');
    await choose(page, 'Region', 'Europe');
    await choose(page, 'Country', 'France');
    await tick(page, 'Cities', 'Paris');
    await choose(page, 'Country', 'Germany');
    expect(await group(page, 'Cities').getByRole('checkbox', { checked: true }).count()).toBe(0);
    await choose(page, 'Region', 'Remote');
    expect(await select(page, 'Country').count()).toBe(0);
    await choose(page, 'Region', 'Europe');
    expect(await select(page, 'Country').textContent()).toContain('Select a country');
    await choose(page, 'Country', 'Germany');
    await tick(page, 'Cities', 'Berlin', 'Munich', 'Hamburg');
    await tick(page, 'Cities', 'Hamburg');
    expect(await group(page, 'Cities').getByRole('checkbox', { checked: true }).count()).toBe(2);
    await world.screenshot(page, 'invite-location-desktop');
    await page.getByRole('button', { name: 'Next' }).click();

    await expectTab(page, 'Contact Info');
    await page.getByLabel('Phone').fill('+49 30 1234567');
    await page.getByLabel('LinkedIn URL').fill('linkedin profile');
    await page.getByRole('button', { name: dashboardMessages.sendInvitation, exact: true }).click();
    await page.getByText(invitationFieldMessages.linkedinUrlInvalid).waitFor();
    await expectTab(page, 'Contact Info');
    await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/ada-lovelace');
    await page.getByRole('button', { name: dashboardMessages.sendInvitation, exact: true }).click();

    await expectToast(page, dashboardMessages.sentToastTitle, dashboardMessages.sentToRecipient(inviteeEmail));
    // The form resets to its first tab.
    await expectTab(page, 'Basic Info');
    expect(await page.getByLabel('First Name').inputValue()).toBe('');

    // The row arrives queued, and the table refreshes itself until the worker has sent it.
    const sent = row(page, inviteeEmail);
    await sent.waitFor();
    expect(await sent.textContent()).toContain('Pending');
    expect(await sent.textContent()).toContain('in 7 days');
    await sent.locator('[data-delivery="sent"]').waitFor();
    await sent.getByRole('button', { name: `Resend invitation to ${inviteeEmail}` }).waitFor();
    await expectAccessible(page, DESKTOP);
    await world.screenshot(page, 'consultant-dashboard-desktop');

    const mail = await invitationMail(inviteeEmail);
    expect(mail.subject).toBe('Constance invited you to join TalentLeaders');
    expect(mail.text).toContain('Hello Ada');
    firstLink = linkIn(mail);
    expect(new URL(firstLink).origin).toBe(world.server.baseUrl);
  });

  it('the invitee completes the account from the link, signs in and finds the profile pre-filled', async () => {
    expect(firstLink).not.toBe('');
    const page = await open(PHONE);
    await page.goto(firstLink);
    await page.getByRole('heading', { name: 'Welcome, Ada Lovelace!' }).waitFor();
    await page.getByText(inviteeEmail).waitFor();
    await expectAccessible(page, PHONE);
    await world.screenshot(page, 'complete-profile-phone');

    await page.getByRole('button', { name: completionMessages.submit }).click();
    await page.getByText(completionFieldMessages.passwordMin).waitFor();
    await page.getByText(completionFieldMessages.confirmPasswordMin).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: completionMessages.submit }).click();
    const mismatch = page.locator('#confirmPassword-error');
    await mismatch.waitFor();
    expect(await mismatch.textContent()).toBe(completionFieldMessages.passwordsDiffer);

    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: completionMessages.submit }).click();
    await expectToast(page, completionMessages.createdTitle);
    await expectPath(page, '/auth/login/executive');

    // Into the login form itself: the completion form (with a Password field) may still be on
    // screen under the new URL while the login route's chunk loads.
    const login = page.getByRole('form', { name: 'Executive Login' });
    await login.getByLabel('Email', { exact: true }).fill(inviteeEmail);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expectPath(page, '/profile/edit');
    // The consultant's draft is stored but was never submitted: the invitee still creates and submits it.
    await page.getByRole('heading', { name: 'Create Your Profile' }).waitFor();
    await page.getByRole('button', { name: 'Submit Profile' }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Ada');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Lovelace');
    expect(await page.getByRole('combobox', { name: 'Role', exact: true }).textContent()).toContain('VP Talent');
    expect(await page.getByRole('combobox', { name: 'Availability', exact: true }).textContent()).toContain('Part-time');
    expect(await page.getByRole('combobox', { name: 'Country', exact: true }).textContent()).toContain('Germany');
    for (const city of ['Berlin', 'Munich']) {
      expect(await group(page, 'Cities').getByRole('checkbox', { name: city, exact: true }).getAttribute('aria-checked')).toBe('true');
    }
    expect(await page.getByLabel('Phone').inputValue()).toBe('+49 30 1234567');
    expect(await page.getByLabel('LinkedIn URL').inputValue()).toBe('https://www.linkedin.com/in/ada-lovelace');
    expect(await page.getByLabel('Bio').inputValue()).toContain('Builds talent teams');
    await world.screenshot(page, 'invited-profile-edit-phone');
  });

  it('the consultant sees Claimed, the consultant is told by e-mail, and the old link says already claimed', async () => {
    const page = await open();
    await signIn(page, consultant);
    await visit(page, '/consultant-dashboard');
    const claimed = row(page, inviteeEmail);
    await claimed.waitFor();
    expect(await claimed.textContent()).toContain('Claimed');
    expect(await claimed.textContent()).toContain('claimed just now');
    expect(await claimed.getByRole('button', { name: /Resend/ }).count()).toBe(0);
    await waitFor(async () => world.smtp.messages.find((m) => m.to === consultant.email && m.subject.startsWith('Ada Lovelace accepted')));

    const again = await open(PHONE);
    await again.goto(firstLink);
    await again.getByRole('heading', { name: completionMessages.errorTitle }).waitFor();
    await again.getByText(completionMessages.claimed, { exact: true }).waitFor();
    await again.getByRole('link', { name: completionMessages.goToLogin }).click();
    await expectPath(again, '/auth/login/executive');
  });

  it('an address with an open invitation offers Resend; the claim that loses a race says already claimed', async () => {
    const email = uniqueEmail('grace');
    const page = await open();
    await signIn(page, consultant);
    await visit(page, '/consultant-dashboard');
    await page.getByRole('heading', { name: dashboardMessages.inviteTitle }).waitFor();
    await quickInvite(page, 'Grace', 'Hopper', email);
    await expectToast(page, dashboardMessages.sentToastTitle);
    await row(page, email).locator('[data-delivery="sent"]').waitFor();
    await invitationMail(email);

    await quickInvite(page, 'Grace', 'Hopper', email);
    await expectToast(page, dashboardMessages.sendFailedTitle, dashboardMessages.invitationOpen);
    await page.getByRole('alert').filter({ hasText: dashboardMessages.invitationOpen }).waitFor();
    await page.getByRole('button', { name: `Resend to ${email}` }).click();
    await expectToast(page, dashboardMessages.sentToastShortTitle, dashboardMessages.resent(email));
    expect(await page.locator(`tr[data-invitation="${email}"]`).count()).toBe(1);

    // Only the newest e-mail's link works.
    const newest = linkIn(await invitationMail(email, 1));
    const invitee = await open(PHONE);
    await invitee.goto(newest);
    await invitee.getByRole('heading', { name: 'Welcome, Grace Hopper!' }).waitFor();
    // Someone else claims the link first (a second tab, a double submit): this form loses.
    const token = new URL(newest).searchParams.get('token');
    const winner = await invitee.request.post('/api/invitations/claim', {
      data: { token, password: PASSWORD, confirmPassword: PASSWORD },
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(winner.status()).toBe(201);
    await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await invitee.getByLabel('Confirm Password').fill(PASSWORD);
    await invitee.getByRole('button', { name: completionMessages.submit }).click();
    await invitee.getByRole('heading', { name: completionMessages.errorTitle }).waitFor();
    await invitee.getByText(completionMessages.claimed, { exact: true }).waitFor();
    // The consultant's notice of that claim is out before the next test tells the SMTP peer to refuse.
    await waitFor(async () => world.smtp.messages.find((m) => m.to === consultant.email && m.subject.startsWith('Grace Hopper accepted')));
  });

  it('a failed delivery shows on the row and in the red banner, with the domain-verification text', async () => {
    const email = uniqueEmail('failed');
    world.smtp.rejectRecipient(email, 550, 'You need to verify a domain before sending to this recipient');
    const page = await open(PHONE);
    await signIn(page, consultant);
    await visit(page, '/consultant-dashboard');
    await page.getByRole('heading', { name: dashboardMessages.inviteTitle }).waitFor();
    await quickInvite(page, 'Failed', 'Delivery', email);
    await expectToast(page, dashboardMessages.sentToastTitle);

    const failed = row(page, email);
    await failed.locator('[data-delivery="failed"]').waitFor();
    expect(await failed.textContent()).toContain('verify a domain');
    const banner = page.getByRole('alert').filter({ hasText: dashboardMessages.emailFailed });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(`${dashboardMessages.emailFailed}${dashboardMessages.contactDirectly}`);
    expect(await banner.textContent()).toContain(dashboardMessages.domainVerification);
    expect(await banner.textContent()).toContain(email);
    await expectAccessible(page, PHONE);
    await world.screenshot(page, 'consultant-dashboard-failed-phone');

    // Resend is the retry: the next delivery goes through and the banner goes away.
    await failed.getByRole('button', { name: `Resend invitation to ${email}` }).click();
    await failed.locator('[data-delivery="sent"]').waitFor();
    await banner.waitFor({ state: 'detached' });
    await invitationMail(email);
  });

  it('a super admin sees every invitation with its consultant', async () => {
    const admin = await createUser(world.server.testApp.app, 'super-admin');
    const page = await open();
    await signIn(page, admin);
    await visit(page, '/consultant-dashboard');
    await page.getByRole('columnheader', { name: 'Consultant' }).waitFor();
    expect(await row(page, inviteeEmail).textContent()).toContain(consultant.email);
  });

  it('a link without a token, or with an unknown one, shows the Invitation Error card', async () => {
    const page = await open(PHONE);
    await visit(page, '/auth/complete-profile');
    await page.getByText(completionMessages.missingToken, { exact: true }).waitFor();
    await visit(page, '/auth/complete-profile?token=not-a-real-token');
    await page.getByRole('heading', { name: completionMessages.errorTitle }).waitFor();
    await page.getByText(completionMessages.noData, { exact: true }).waitFor();
    await expectAccessible(page, PHONE);
    await world.screenshot(page, 'complete-profile-error-phone');
  });
});
