import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../src/platform/auth/auth-constants.ts';
import { freshTotpCode, type TestUser } from '../../factories/users.factory.ts';
import { findSeriousAxeViolations } from './axe.ts';
import type { Viewport } from './browser.ts';

/**
 * Signs in through the API in the page's context: the session cookies land in the browser. A user
 * with a second factor (the factories' super admins and consultants) gives the code from their
 * secret after the password, as they would at the login form.
 */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password' | 'totpSecret'>): Promise<void> {
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

/** The screen passes axe (serious, critical) and its main region is no wider than the viewport. */
export async function expectFits(page: Page, viewport: Viewport): Promise<void> {
  expect(await findSeriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate<number>("document.querySelector('main').scrollWidth")).toBeLessThanOrEqual(viewport.width);
}
