import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { guardMessages } from '../../src/modules/identity/contracts/auth-messages.contract.ts';
import { securityMessages } from '../../src/modules/identity/contracts/account-sessions.contract.ts';
import { createUser } from '../factories/users.factory.ts';
import { waitFor } from '../setup/wait-for.ts';
import { DESKTOP, PHONE, visit, type Viewport } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { expectFits, signIn } from './support/sign-in.ts';

/**
 * Issue 31 item 4 in Chromium: a client signed in in two browser contexts sees both sessions on the
 * Security page (reached from the Account page), ends the other one from the page, and the other
 * context is signed out on its next navigation.
 */
const world = useE2eWorld({
  env: { AUTH_RATE_LIMIT_MAX: '1000' },
  // The ended context asks for its session and a refresh once more: both answer 401, as they must.
  consoleErrorsAllowed: /status of 401 \(Unauthorized\) \(http:\/\/[^)]+\/api\/(auth\/refresh|account\/sessions|session)\)/,
});

async function open(viewport: Viewport = DESKTOP): Promise<Page> {
  return (await world.open(viewport)).page;
}

describe('sessions on the Security page', () => {
  it('a client ends the session of their other browser, which is signed out on its next navigation', async () => {
    const client = await createUser(world.server.testApp.app, 'client', { firstName: 'Sasha' });
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
