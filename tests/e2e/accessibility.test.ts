import { describe, expect, it } from 'vitest';
import { findSeriousAxeViolations } from './support/axe.ts';
import { DESKTOP, PHONE, openPage, visit, waitForStartUpScreenGone } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { findKeyboardFocusProblems } from './support/keyboard-focus.ts';
import { readActiveElementOutline, readActiveElementText, readDocumentWidth } from './support/in-page.ts';

const PAGES = ['/', '/how-it-works', '/terms', '/privacy', '/browse', '/no-such-page'];
// The content hub (an empty one here: tests/e2e/content.test.ts checks it with articles) and the community.
PAGES.push('/content', '/content/submit', '/join-community');
// The identity screens (tests/e2e/identity.test.ts checks their error states too).
PAGES.push(
  '/auth',
  '/auth/login',
  '/auth/login?confirmation=invalid',
  '/auth/login/client?confirmed=true',
  '/auth/signup',
  '/auth/signup/client',
  '/auth/signup/executive',
  '/auth/confirm-email',
  '/auth/forgot-password',
  '/auth/reset-password-confirm-email',
  '/auth/reset-password?token=from-the-email',
);

// Each test opens its page with openPage (not world.open), checks its console errors as it needs and closes it.
const world = useE2eWorld();

// Each page in a context of its own, so the pages are checked a few at a time (Vitest's
// maxConcurrency): most of a check is waiting for the page to settle.
describe.concurrent.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('accessibility at %s width', (_name, viewport) => {
  it.each(PAGES)('%s has no serious or critical axe violations, landmarks, one h1, keyboard focus and no console errors', async (pathname) => {
    const { page, errors, networkQuiet, close } = await openPage(world.browser, world.server.baseUrl, viewport);
    await visit(page, pathname);
    // The home selects fill in from /api/reference; check the settled page, the start-up screen gone.
    await networkQuiet();
    await waitForStartUpScreenGone(page);
    expect(await findSeriousAxeViolations(page)).toEqual([]);
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.locator('h1').count()).toBe(1);
    // Nothing may be wider than the screen (no sideways scrolling at 375 px).
    expect(await readDocumentWidth(page)).toBeLessThanOrEqual(viewport.width);
    // Every control reachable by Tab and showing a focus ring (the signed-in screens: phone-overflow-<role>.test.ts).
    expect((await findKeyboardFocusProblems(page)).problems).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

it('keeps the open phone menu accessible', async () => {
  const { page, errors, close } = await openPage(world.browser, world.server.baseUrl, PHONE);
  await visit(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await findSeriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await close();
});

it('shows a visible focus ring when moving through the page with the keyboard', async () => {
  const { page, close } = await openPage(world.browser, world.server.baseUrl, DESKTOP);
  await visit(page, '/');
  await page.keyboard.press('Tab');
  expect(await readActiveElementText(page)).toBe('Skip to main content');
  await page.keyboard.press('Tab');
  const outline = await readActiveElementOutline(page);
  expect(outline.style).not.toBe('none');
  expect(outline.width).not.toBe('0px');
  await close();
});
