import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { passkeyMessages } from '../../src/modules/identity/contracts/passkeys.contract.ts';
import { createUser } from '../factories/users.factory.ts';
import { findSeriousAxeViolations } from './support/axe.ts';
import { DESKTOP, PHONE, visit, type Viewport } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { expectFits } from './support/sign-in.ts';

/**
 * Passkeys in Chromium (issue 31 item 2, decision 044), with a virtual authenticator through the
 * DevTools protocol's WebAuthn domain (a platform authenticator that holds discoverable
 * credentials, verifies the user and answers at once): a client adds a passkey on the two-step
 * sign-in screen, signs out, and signs in with the passkey alone, no address typed; then the same
 * passkey as the second step after the password; a new consultant enrols with a passkey instead of
 * an authenticator app; an unknown passkey is refused in words. WebAuthn needs an RP ID that is a domain, so the
 * pages are opened at http://localhost:<port> (the server listens on 127.0.0.1; decision 044 says
 * why localhost is the RP ID and a trusted origin there).
 */

const world = useE2eWorld({
  env: { AUTH_RATE_LIMIT_MAX: '1000' },
  // The refusals provoked on purpose: an unknown passkey (401), and new recovery codes asking for a
  // fresh factor before they are made (403 step_up_required, decision 045).
  consoleErrorsAllowed: /status of 401|status of 403 \(Forbidden\) \(http:\/\/[^)]+\/api\/account\/second-factor\/recovery-codes\)/,
  screenshots: true,
});

/** A page at localhost with a virtual authenticator of its own. */
async function open(viewport: Viewport = DESKTOP): Promise<{ page: Page; cdp: CDPSession; authenticatorId: string }> {
  const tracked = await world.open(viewport, { baseUrl: world.server.baseUrl.replace('//127.0.0.1', '//localhost') });
  const cdp = await tracked.context.newCDPSession(tracked.page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { page: tracked.page, cdp, authenticatorId };
}

async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

async function logInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await visit(page, '/auth/login/client');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu: Client' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.getByRole('button', { name: 'Account menu: Client' }).waitFor({ state: 'detached' });
}

describe('passkeys in the browser', () => {
  it('adds a passkey on the account screen, then signs in with it alone and as the second step', async () => {
    const client = await createUser(world.server.testApp.app, 'client', { firstName: 'Pia', lastName: 'Passkey' });
    const { page, cdp, authenticatorId } = await open(PHONE);
    await logInWithPassword(page, client.email, client.password);
    await expectPath(page, '/');

    await visit(page, '/account/second-factor');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByText('You have no passkeys yet.').waitFor();
    await expectFits(page, PHONE);
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    // The first second factor: ten recovery codes, shown once.
    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expectPath(page, '/');

    // Listed with a name from the browser, renamed with the keyboard.
    await visit(page, '/account/second-factor');
    const passkey = page.getByTestId('passkey');
    await passkey.getByText('Chrome on Linux').waitFor();
    await page.getByText('With 1 passkey. You have 10 unused recovery codes.').waitFor();
    await passkey.getByRole('button', { name: 'Rename Chrome on Linux' }).click();
    const name = page.getByLabel('Passkey name');
    expect(await page.evaluate<string | undefined>('document.activeElement?.id')).toMatch(/^passkey-name-/);
    await name.fill('Test laptop');
    await name.press('Enter');
    await passkey.getByText('Test laptop', { exact: true }).waitFor();
    expect(await findSeriousAxeViolations(page)).toEqual([]);

    // Signed out, then in with the passkey alone: no address typed.
    await logOut(page);
    await visit(page, '/auth/login/client');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expectPath(page, '/');
    await page.getByRole('button', { name: 'Account menu: Client' }).waitFor();
    const [row] = await world.server.testApp.orm.em
      .fork()
      .execute<{ second_factor: string }[]>('SELECT second_factor FROM sessions WHERE user_id = ? ORDER BY created_at DESC LIMIT 1', [client.id]);
    expect(row?.second_factor).toBe('passkey');

    // The password now asks for the passkey as its second step.
    await logOut(page);
    await logInWithPassword(page, client.email, client.password);
    const usePasskey = page.getByRole('button', { name: 'Continue with your passkey' });
    await usePasskey.waitFor();
    expect(await page.evaluate<string | undefined>('document.activeElement?.textContent ?? undefined')).toContain('Continue with your passkey');
    await usePasskey.click();
    await expectPath(page, '/');
    await page.getByRole('button', { name: 'Account menu: Client' }).waitFor();
  });

  it('lets a new consultant enrol with a passkey instead of an app, then reach the dashboard', async () => {
    const consultant = await createUser(world.server.testApp.app, 'consultant', { secondFactor: false, firstName: 'Kai', lastName: 'Keyholder' });
    const { page } = await open(PHONE);
    await visit(page, '/auth/login/consultant');
    await page.getByLabel('Email', { exact: true }).fill(consultant.email);
    await page.getByLabel('Password', { exact: true }).fill(consultant.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectPath(page, '/account/second-factor');
    // Either an app or a passkey.
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).waitFor();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expectPath(page, '/consultant-dashboard');
    await page.getByRole('heading', { name: 'Consultant Dashboard' }).waitFor();

    // New recovery codes ask for a fresh factor (decision 045): the passkey gives it in the dialog.
    await visit(page, '/account/second-factor');
    await page.getByRole('button', { name: 'Make new recovery codes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByRole('button', { name: 'Use a passkey' }).waitFor();
    await expectFits(page, PHONE);
    await world.screenshot(page, 'step-up-passkey-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Use a passkey' }).click();
    await dialog.waitFor({ state: 'detached' });
    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
  });

  it('says clearly that a passkey the browser holds for this site is not registered here', async () => {
    const { page, cdp, authenticatorId } = await open();
    // A passkey for localhost that no account has (made elsewhere, or its account reset by an operator).
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId,
      credential: {
        credentialId: randomBytes(16).toString('base64'),
        isResidentCredential: true,
        rpId: 'localhost',
        privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
        userHandle: randomBytes(16).toString('base64'),
        signCount: 0,
      },
    });
    await visit(page, '/auth/login/client');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Passkey sign-in failed' });
    await alert.getByText(passkeyMessages.unknownCredential).waitFor();
    await expectPath(page, '/auth/login/client');
    expect(await findSeriousAxeViolations(page)).toEqual([]);
  });
});
