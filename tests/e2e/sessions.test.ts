import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { guardMessages } from '../../src/modules/identity/contracts/auth-messages.contract.ts';
import { securityMessages } from '../../src/modules/identity/contracts/account-sessions.contract.ts';
import { createUser } from '../factories/users.factory.ts';
import { waitFor } from '../setup/wait-for.ts';
import { DESKTOP, PHONE, launchBrowser, openPage, visit, type TrackedPage, type Viewport } from './support/browser.ts';
import { startWebApp, type RunningWebApp } from './support/web-app.ts';
import { expectFits, signIn } from './support/sign-in.ts';

/**
 * Issue 31 item 4 in Chromium: a client signed in in two browser contexts sees both sessions on the
 * Security page (reached from the Account page), ends the other one from the page, and the other
 * context is signed out on its next navigation.
 */
let server: RunningWebApp;
let browser: Browser;
const pages: TrackedPage[] = [];

beforeAll(async () => {
  server = await startWebApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  // The ended context asks for its session and a refresh once more: both answer 401, as they must.
  const expected = /status of 401 \(Unauthorized\) \(http:\/\/[^)]+\/api\/(auth\/refresh|account\/sessions|session)\)/;
  const errors = pages.flatMap((tracked) => tracked.errors).filter((error) => !expected.test(error));
  expect(errors, `console errors:\n${errors.join('\n')}`).toEqual([]);
  await browser?.close();
  await server?.close();
});

async function open(viewport: Viewport = DESKTOP): Promise<Page> {
  const tracked = await openPage(browser, server.baseUrl, viewport);
  pages.push(tracked);
  return tracked.page;
}

describe('sessions on the Security page', () => {
  it('a client ends the session of their other browser, which is signed out on its next navigation', async () => {
    const client = await createUser(server.testApp.app, 'client', { firstName: 'Sasha' });
    const laptop = await open(DESKTOP);
    await signIn(laptop, client);
    await visit(laptop, '/account');
    const phone = await open(PHONE);
    await signIn(phone, client);

    // From the Account page to Security, at 375 px.
    await visit(phone, '/account');
    await phone.getByRole('link', { name: 'Sessions and password' }).click();
    await phone.waitForURL((url) => url.pathname === '/account/security');
    await phone.getByRole('heading', { level: 2, name: securityMessages.sessionsTitle }).waitFor();
    const rows = phone.getByTestId('account-session');
    await waitFor(async () => (await rows.count()) === 2, 10_000);
    expect(await rows.filter({ hasText: securityMessages.thisDevice }).count()).toBe(1);
    expect(await rows.first().textContent()).toContain(securityMessages.thisDevice);
    expect(await rows.first().textContent()).toMatch(/Chrome on Linux/);
    await expectFits(phone, PHONE);

    // End the other one (the laptop's) by keyboard: its button, Enter.
    const end = phone.getByRole('button', { name: new RegExp(`^${securityMessages.endSession}:`) });
    expect(await end.count()).toBe(1);
    await end.focus();
    await phone.keyboard.press('Enter');
    await phone.getByText(securityMessages.sessionEndedTitle).first().waitFor();
    await waitFor(async () => (await rows.count()) === 1, 10_000);
    expect(await phone.getByText(securityMessages.noOtherSessions).count()).toBeGreaterThan(0);

    // The laptop's next navigation: signed out, sent to sign in.
    await laptop.goto('/shortlists');
    await laptop.waitForURL((url) => url.pathname.startsWith('/auth'), { timeout: 10_000 });
    await laptop.getByText(guardMessages.authenticationRequiredTitle).first().waitFor();
    const session = await laptop.request.get('/api/session');
    expect((await session.json()).user).toBeNull();

    // The phone is still signed in.
    await visit(phone, '/account/security');
    await phone.getByTestId('account-session').first().waitFor();
  });
});
