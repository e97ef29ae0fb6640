import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { authMessages } from '../../src/modules/identity/contracts/auth-messages.contract.ts';
import type { UserType } from '../../src/modules/identity/contracts/user-types.contract.ts';
import { createUser, freshTotpCode, uniqueEmail, type FactoryRole, type TestUser } from '../factories/users.factory.ts';
import type { ReceivedMessage } from '../setup/smtp-peer.ts';
import { waitFor } from '../setup/wait-for.ts';
import { findSeriousAxeViolations } from './support/axe.ts';
import { DESKTOP, PHONE, currentPathAndSearch, visit, type Viewport } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { readActiveElementOutline } from './support/in-page.ts';

/**
 * Identity in the browser: the built app, the real API, a worker in-process and a real SMTP peer,
 * so the confirmation and reset links are the ones a user would click.
 */

const world = useE2eWorld({
  env: { AUTH_RATE_LIMIT_MAX: '1000' },
  smtp: true,
  worker: true,
  // Refusals the tests provoke on purpose (the sign-out call they cut, the 429s and 500s they inject)
  // show up as the browser's "Failed to load resource" line.
  consoleErrorsAllowed: /Failed to load resource: (the server responded with a status of (400|401|403|429|500)|net::ERR_CONNECTION_REFUSED)/,
});

async function open(viewport: Viewport = DESKTOP): Promise<Page> {
  return (await world.open(viewport)).page;
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = toasts(page).getByRole('listitem').filter({ hasText: title }).first();
  await toast.waitFor();
  if (description) expect(await toast.textContent()).toContain(description);
}

async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

async function mailTo(email: string, subject: string, after = 0): Promise<ReceivedMessage> {
  return waitFor(async () => world.smtp.messages.filter((m) => m.to === email && m.subject === subject)[after]);
}

function linkIn(message: ReceivedMessage): string {
  const link = /https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no link in: ${message.text}`);
  return link;
}

async function signInThroughForm(page: Page, userType: UserType, email: string, password: string) {
  await visit(page, `/auth/login/${userType}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Sign-in's second step: the code from the authenticator app. */
async function enterCode(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function signedIn(role: FactoryRole, viewport: Viewport = DESKTOP): Promise<{ page: Page; user: TestUser }> {
  const user = await createUser(world.server.testApp.app, role);
  const page = await open(viewport);
  const loginType = role === 'client' || role === 'executive' ? role : 'consultant';
  await signInThroughForm(page, loginType, user.email, user.password);
  // Super admins and consultants come with a second factor: the code from their app, second.
  if (user.totpSecret) await enterCode(page, await freshTotpCode(user));
  await expectToast(page, 'Welcome back!');
  return { page, user };
}

describe('client journey', () => {
  it('signs up (refusing a personal address), confirms by e-mail, signs in and signs out', async () => {
    const page = await open(PHONE);
    await visit(page, '/auth/signup');
    await page.getByRole('link', { name: /^Client/ }).click();
    await expectPath(page, '/auth/signup/client');

    // Empty submit: every rule of spec part 1 section 5 speaks, and the page stays accessible.
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'First name must be at least 2 characters.',
      'Last name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Password must be at least 8 characters.',
      'Company name must be at least 2 characters.',
      'Job title must be at least 2 characters.',
      'Please select your planned hires.',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await findSeriousAxeViolations(page)).toEqual([]);

    const email = uniqueEmail('e2e-client');
    await page.getByLabel('First name').fill('Clara');
    await page.getByLabel('Last name').fill('Client');
    await page.getByLabel('Work email', { exact: true }).fill('clara.client@gmail.com');
    await page.getByLabel('Password', { exact: true }).fill('Client-pass1');
    await page.getByLabel('Company name').fill('Acme Robotics');
    await page.getByLabel('Job title').fill('Chief People Officer');
    await page.getByLabel('How many HR hires do you plan in the next 12 months?').click();
    await page.getByRole('option', { name: '5-10', exact: true }).click();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Please use a work email address, not a personal one.', { exact: true }).waitFor();
    expect(await page.getByLabel('Work email', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Work email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Sign up successful', 'Please check your email for verification instructions.');
    await expectPath(page, '/auth/confirm-email');
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const rows = await world.server.testApp.orm.em
      .fork()
      .execute<{ signup_metadata: Record<string, unknown> }[]>('SELECT signup_metadata FROM users WHERE email = ?', [email]);
    expect(rows[0]?.signup_metadata).toMatchObject({ planned_hires: '5-10', use_ai: true, company_name: 'Acme Robotics' });

    const confirmation = await mailTo(email, 'Confirm your TalentLeaders e-mail address');
    await page.goto(linkIn(confirmation));
    await page.getByText('Your email address has been confirmed. You can now log in.').waitFor();
    expect(currentPathAndSearch(page)).toBe('/auth/login/client?confirmed=true');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Client-pass1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectToast(page, 'Welcome back!', 'You have successfully signed in.');
    await expectPath(page, '/');
    const menu = page.getByRole('button', { name: 'Account menu: Client' });
    await menu.waitFor();

    // A signed-in client has no business on the client login page.
    await page.goto('/auth/login/client');
    await expectPath(page, '/');
    await menu.waitFor();

    await menu.click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expectToast(page, 'Signed out', 'You have been signed out successfully.');
    await expectPath(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Log In' }).waitFor();
  });

  it("says 'Sign in failed' for a wrong password", async () => {
    const user = await createUser(world.server.testApp.app, 'client');
    const page = await open();
    // Keyboard only: type, Tab to the password (with a visible focus ring), Enter submits.
    await visit(page, '/auth/login/client');
    await page.getByLabel('Email', { exact: true }).focus();
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string | null>('document.activeElement?.id ?? null')).toBe('password');
    const outline = await readActiveElementOutline(page);
    expect(outline.style).not.toBe('none');
    await page.keyboard.type('Wrong-pass1');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Sign in failed', 'Failed to sign in. Please check your credentials.');
    expect(currentPathAndSearch(page)).toBe('/auth/login/client');
  });
});

describe('executive journey', () => {
  it('signs up, is refused until confirmed (with a resend), confirms and lands on /profile/edit', async () => {
    const page = await open();
    const email = uniqueEmail('e2e-exec');
    await visit(page, '/auth/signup/executive');
    await page.getByLabel('First name').fill('Erin');
    await page.getByLabel('Last name').fill('Executive');
    // Executives may use any valid address.
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Exec-pass12');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Sign up successful');
    await expectPath(page, '/auth/confirm-email');
    await page.getByRole('link', { name: 'Return to Login' }).click();
    await expectPath(page, '/auth/login/executive');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Exec-pass12');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectToast(page, 'Sign in failed', 'Please check your email to verify your account before logging in');
    await mailTo(email, 'Confirm your TalentLeaders e-mail address');
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expectToast(page, 'Confirmation email sent');
    const second = await mailTo(email, 'Confirm your TalentLeaders e-mail address', 1);

    await page.goto(linkIn(second));
    expect(currentPathAndSearch(page)).toBe('/auth/login/executive?confirmed=true');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Exec-pass12');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectToast(page, 'Welcome back!');
    await expectPath(page, '/profile/edit');
    await page.getByRole('button', { name: 'Account menu: Executive' }).waitFor();

    // And an auth page sends a signed-in executive back to the profile form.
    await page.goto('/auth/signup');
    await expectPath(page, '/profile/edit');
  });

  it('offers a new link when a confirmation link is spent', async () => {
    const page = await open();
    await page.goto('/api/auth/confirm-email?token=not-a-real-token');
    expect(currentPathAndSearch(page)).toBe('/auth/login?confirmation=invalid');
    await page.getByText('This confirmation link is invalid or has expired.', { exact: false }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expectToast(page, 'Confirmation email sent');
  });
});

describe('page guards', () => {
  it("sends a visitor from /consultant-dashboard to /auth with 'Authentication required'", async () => {
    const page = await open();
    await visit(page, '/consultant-dashboard');
    await expectPath(page, '/auth');
    await expectToast(page, 'Authentication required', 'Please sign in to access this page');
  });

  it("sends a client from /consultant-dashboard to /profile with 'Access denied'", async () => {
    const { page } = await signedIn('client', PHONE);
    await expectPath(page, '/');
    await visit(page, '/consultant-dashboard');
    await expectPath(page, '/profile');
    await expectToast(page, 'Access denied', 'This page is only available to consultants and administrators');
  });

  it('lets a consultant in after sign-in, and a super admin too', async () => {
    const { page } = await signedIn('consultant');
    await expectPath(page, '/consultant-dashboard');
    await page.getByRole('heading', { name: 'Consultant Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Account menu: Consultant' }).waitFor();

    const admin = await signedIn('super-admin');
    await expectPath(admin.page, '/admin');
    await visit(admin.page, '/consultant-dashboard');
    await admin.page.getByRole('heading', { name: 'Consultant Dashboard' }).waitFor();
  });

  it('keeps /shortlists for clients: visitors go to the client login, executives to /profile', async () => {
    const page = await open();
    await visit(page, '/shortlists');
    await expectPath(page, '/auth/login/client');
    await expectToast(page, 'Authentication required');

    const executive = await signedIn('executive');
    await visit(executive.page, '/shortlists');
    await expectPath(executive.page, '/profile');
    await expectToast(executive.page, 'Access denied', "You don't have permission to access this page");

    const client = await signedIn('client');
    await visit(client.page, '/shortlists');
    expect(new URL(client.page.url()).pathname).toBe('/shortlists');
  });
});

describe('session', () => {
  it('stays signed in when the 15-minute access cookie is gone (refresh on start)', async () => {
    const { page } = await signedIn('client');
    await page.context().clearCookies({ name: 'tl_access' });
    await visit(page, '/');
    await page.getByRole('button', { name: 'Account menu: Client' }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === 'tl_access')).toBe(true);
  });

  it("clears the local session with 'Force sign out' when the server cannot be reached", async () => {
    const { page } = await signedIn('executive');
    await page.route('**/api/auth/sign-out', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Account menu: Executive' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expectToast(page, 'Force sign out', 'You have been force-signed out due to an error.');
    await expectPath(page, '/');
    await page.getByRole('link', { name: 'Sign Up' }).waitFor();
  });
});

describe('password reset', () => {
  it("mails a link whose form sets the new password and ends on /auth/login with 'Password updated'", async () => {
    const user = await createUser(world.server.testApp.app, 'client');
    const page = await open(PHONE);
    await visit(page, '/auth/login/client');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/auth/forgot-password');
    // The address goes into the forgot-password form itself: while its route's chunk loads, the
    // login page (with an Email field of its own) is still on screen under the new URL.
    const forgotForm = page.getByRole('form', { name: 'Forgot password' });
    await forgotForm.getByLabel('Email', { exact: true }).fill(user.email);
    await forgotForm.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, 'Password reset email sent', 'Please check your email for a link to reset your password.');
    await expectPath(page, '/auth/reset-password-confirm-email');
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();

    const link = linkIn(await mailTo(user.email, 'Reset your TalentLeaders password'));
    expect(link.startsWith(`${world.server.baseUrl}/auth/reset-password?token=`)).toBe(true);
    await visit(page, link);
    await page.getByLabel('New password', { exact: true }).fill('newpassword');
    await page.getByLabel('Confirm new password', { exact: true }).fill('different');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password must contain at least one uppercase letter.').waitFor();
    await page.getByText("Passwords don't match").waitFor();
    expect(await findSeriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('New password', { exact: true }).fill('Brand-new-pass9');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Brand-new-pass9');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Password updated', 'Your password has been successfully updated.');
    await expectPath(page, '/auth/login');

    await signInThroughForm(page, 'client', user.email, 'Brand-new-pass9');
    await expectToast(page, 'Welcome back!');

    // The link works once.
    const again = await open();
    await visit(again, link);
    await again.getByLabel('New password', { exact: true }).fill('Another-pass9');
    await again.getByLabel('Confirm new password', { exact: true }).fill('Another-pass9');
    await again.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(again, 'Password update failed', 'This password reset link is invalid or has expired.');
  });
});

describe('failure messages', () => {
  /** A bare 500 with no problem body: the web must fall back to the spec's generic text. */
  async function failWith500(page: Page, path: string): Promise<void> {
    await page.route(`**${path}`, (route) => route.fulfill({ status: 500, body: '' }));
  }

  async function fillExecutiveSignUp(page: Page): Promise<void> {
    await page.getByLabel('First name').fill('Fay');
    await page.getByLabel('Last name').fill('Failure');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('e2e-fail'));
    await page.getByLabel('Password', { exact: true }).fill('Exec-pass12');
  }

  it("says 'Sign up failed' with the server's message, and the generic text when the server gives none", async () => {
    const page = await open();
    await visit(page, '/auth/signup/executive');
    // A refusal the server explains (here its rate limit) is shown in its own words.
    await page.route('**/api/auth/sign-up/executive', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Too Many Requests', status: 429, detail: authMessages.tooManyRequests }),
      }),
    );
    await fillExecutiveSignUp(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, authMessages.signUpFailedTitle, authMessages.tooManyRequests);
    const alert = page.getByRole('main').getByRole('alert').filter({ hasText: authMessages.signUpFailedTitle });
    expect(await alert.textContent()).toContain(authMessages.tooManyRequests);
    expect(currentPathAndSearch(page)).toBe('/auth/signup/executive');

    await page.unroute('**/api/auth/sign-up/executive');
    await failWith500(page, '/api/auth/sign-up/executive');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, authMessages.signUpFailedTitle, authMessages.signUpFailed);
    await alert.filter({ hasText: authMessages.signUpFailed }).waitFor();
    expect(currentPathAndSearch(page)).toBe('/auth/signup/executive');
  });

  it("says 'Password reset failed' when the reset e-mail cannot be requested", async () => {
    const page = await open();
    await visit(page, '/auth/forgot-password');
    await failWith500(page, '/api/auth/password/forgot');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('e2e-forgot'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, authMessages.passwordResetFailedTitle, authMessages.passwordResetFailed);
    expect(currentPathAndSearch(page)).toBe('/auth/forgot-password');
  });

  it("says 'Password update failed' with the generic text when the server gives no reason", async () => {
    const page = await open();
    await visit(page, '/auth/reset-password?token=a-token-the-server-never-sees');
    await failWith500(page, '/api/auth/password/reset');
    await page.getByLabel('New password', { exact: true }).fill('Brand-new-pass9');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Brand-new-pass9');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, authMessages.passwordUpdateFailedTitle, authMessages.passwordUpdateFailed);
    expect(new URL(page.url()).pathname).toBe('/auth/reset-password');
  });
});
