import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_TOTP_SECRETS, ensureDemoAccounts, totpCode } from '../../src/modules/identity/index.ts';
import { createUser } from '../factories/users.factory.ts';
import { findSeriousAxeViolations } from './support/axe.ts';
import { DESKTOP, PHONE, visit, type Viewport } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { expectFits } from './support/sign-in.ts';

/**
 * Two-step sign-in in Chromium (issue 31 items 1 and 3, decision 043): a new consultant is made to
 * set up an authenticator app before anything else, with codes computed here from the secret the
 * screen shows; the demo admin signs in with the password and then a code; a client adds one from
 * the Account page and then needs it to sign in.
 */

const world = useE2eWorld({
  env: { AUTH_RATE_LIMIT_MAX: '1000' },
  // The refusals the tests provoke on purpose: a wrong code (401), the consultant's pages before enrolment (403).
  consoleErrorsAllowed: /Failed to load resource: the server responded with a status of (400|401|403)/,
});

async function open(viewport: Viewport = DESKTOP): Promise<Page> {
  return (await world.open(viewport)).page;
}

async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

async function logIn(page: Page, loginType: 'client' | 'consultant', email: string, password: string): Promise<void> {
  await visit(page, `/auth/login/${loginType}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Sets up the authenticator app from the enrolment screen; returns the secret it showed and the recovery codes. */
async function enrolOnScreen(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const qrCode = page.getByRole('img', { name: 'QR code to add TalentLeaders to your authenticator app' });
  await qrCode.waitFor();
  expect(await qrCode.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // A wrong code is said beside the field.
  const right = await totpCode(secret);
  await page.getByLabel('Code from the app').fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await page.getByText('That code is not right, or it was already used.', { exact: false }).waitFor();
  await page.getByLabel('Code from the app').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes };
}

describe('two-step sign-in in the browser', () => {
  it('makes a new consultant set up an authenticator app before anything else, then lets them reach the dashboard', async () => {
    const consultant = await createUser(world.server.testApp.app, 'consultant', { secondFactor: false, firstName: 'Nina', lastName: 'Newcomer' });
    const page = await open(PHONE);
    await logIn(page, 'consultant', consultant.email, consultant.password);
    await expectPath(page, '/account/second-factor');
    await page.getByText('Super admins and consultants must set up two-step sign-in before using anything else.').waitFor();
    await expectFits(page, PHONE);

    // Nothing else opens: the app brings them back to the enrolment screen.
    await visit(page, '/consultant-dashboard');
    await expectPath(page, '/account/second-factor');

    const { recoveryCodes } = await enrolOnScreen(page);
    expect(recoveryCodes.every((code) => /^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/.test(code))).toBe(true);
    expect(await findSeriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expectPath(page, '/consultant-dashboard');
    await page.getByRole('heading', { name: 'Consultant Dashboard' }).waitFor();
  });

  it('signs the demo admin in with the password, then a code from the URI make dev prints', async () => {
    await ensureDemoAccounts(world.server.testApp.orm.em.fork(), world.server.testApp.config.secrets.totpEncryptionKey);
    const secret = DEMO_TOTP_SECRETS['admin@example.com']!;
    const page = await open();
    await logIn(page, 'consultant', 'admin@example.com', DEMO_PASSWORD);
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    // The code field has the focus: the next thing to type.
    expect(await page.evaluate<string | undefined>('document.activeElement?.id')).toBe('second-factor-code');
    expect(await findSeriousAxeViolations(page)).toEqual([]);
    const right = await totpCode(secret);
    await code.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right, or it was already used.', { exact: false }).waitFor();
    await code.fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectPath(page, '/admin');
    await page.getByRole('button', { name: /Account menu/ }).waitFor();
  });

  it('lets a client add one from the Account page; their next sign-in asks for a code, or takes a recovery code once', async () => {
    const client = await createUser(world.server.testApp.app, 'client');
    const page = await open(PHONE);
    await logIn(page, 'client', client.email, client.password);
    await expectPath(page, '/');
    await visit(page, '/account');
    await page.getByRole('link', { name: 'Manage two-step sign-in' }).click();
    await expectPath(page, '/account/second-factor');
    const { recoveryCodes } = await enrolOnScreen(page);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expectPath(page, '/');

    const other = await open(PHONE);
    await logIn(other, 'client', client.email, client.password);
    await other.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await other.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await other.getByRole('button', { name: 'Verify' }).click();
    await expectPath(other, '/');
    await visit(other, '/account/second-factor');
    await other.getByText('You have 9 unused recovery codes.', { exact: false }).waitFor();
    await expectFits(other, PHONE);
  });
});
