import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../src/platform/auth/auth-constants.ts';
import type { TestUser } from '../../factories/users.factory.ts';
import { findSeriousAxeViolations } from './axe.ts';
import type { Viewport } from './browser.ts';

/** Signs in through the API in the page's context: the session cookies land in the browser. */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in', {
    data: { email: user.email, password: user.password },
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  expect(response.status()).toBe(200);
}

/** The screen passes axe (serious, critical) and its main region is no wider than the viewport. */
export async function expectFits(page: Page, viewport: Viewport): Promise<void> {
  expect(await findSeriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate<number>("document.querySelector('main').scrollWidth")).toBeLessThanOrEqual(viewport.width);
}
