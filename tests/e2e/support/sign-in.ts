import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCESS_COOKIE, CSRF_HEADER, CSRF_HEADER_VALUE, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../../../src/platform/auth/auth-constants.ts';
import { freshTotpCode, signInAs, type TestUser } from '../../factories/users.factory.ts';
import { findSeriousAxeViolations } from './axe.ts';
import { baseUrlOf, type Viewport } from './browser.ts';
import { appServing } from './web-app.ts';

/**
 * Signs in through the API in the page's context: the session cookies land in the browser. A user
 * with a second factor (the factories' super admins and consultants) gets the session the factory
 * makes (verified by the factor, as integration tests' staff are: decision 043) put into the
 * browser's cookies: the server accepts each 30 s code once, so signing the same admin in a few
 * times over a file would otherwise wait for the next code each time. The second factor's own
 * flows are tested at the login form (second-factor.test.ts, identity.test.ts).
 */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password' | 'totpSecret'> & Partial<TestUser>): Promise<void> {
  const baseUrl = baseUrlOf(page);
  const app = baseUrl ? appServing(baseUrl) : undefined;
  if (user.totpSecret && user.id && user.role && app && baseUrl) {
    const session = await signInAs(app.app, user as TestUser);
    const { hostname } = new URL(baseUrl);
    await page.context().addCookies([
      { name: ACCESS_COOKIE, value: session.accessToken, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
      { name: REFRESH_COOKIE, value: session.refreshToken, domain: hostname, path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'Lax' },
    ]);
    return;
  }
  const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
  const response = await page.request.post('/api/auth/sign-in', { data: { email: user.email, password: user.password }, headers });
  if (response.status() === 202 && user.totpSecret) {
    const { pendingToken } = (await response.json()) as { pendingToken: string };
    const second = await page.request.post('/api/auth/sign-in/second-factor', { data: { pendingToken, code: await freshTotpCode(user) }, headers });
    expect(second.status(), await second.text()).toBe(200);
    return;
  }
  expect(response.status()).toBe(200);
}

/**
 * Answers the step-up dialog a sensitive action opens (decision 045) with the next code from the
 * user's authenticator, as the person would.
 */
export async function confirmStepUp(page: Page, user: Pick<TestUser, 'email' | 'totpSecret'>): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.waitFor();
  await dialog.getByLabel('Code').fill(await freshTotpCode(user));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The screen passes axe (serious, critical) and its main region is no wider than the viewport. */
export async function expectFits(page: Page, viewport: Viewport): Promise<void> {
  expect(await findSeriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate<number>("document.querySelector('main').scrollWidth")).toBeLessThanOrEqual(viewport.width);
}
