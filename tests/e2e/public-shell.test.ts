import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, currentPathAndSearch, openPage, visit, waitForPage, type Viewport } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { readActiveElementLabel, readComputedStyle, readScrollY } from './support/in-page.ts';

const world = useE2eWorld();

async function open(viewport: Viewport = DESKTOP): Promise<Page> {
  return (await world.open(viewport)).page;
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

/** The options of the home form's native select labelled `label`, as the user reads them. */
function optionsOf(page: Page, label: string): Promise<string[]> {
  return page.getByLabel(label, { exact: true }).locator('option').allTextContents();
}

async function searchFromHome(page: Page, choices: [label: string, option: string][]): Promise<string> {
  await visit(page, '/');
  // The selects are enabled once the reference data (GET /api/reference) has arrived.
  await page.locator('#home-role:not([disabled])').waitFor();
  for (const [label, option] of choices) await choose(page, label, option);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.pathname === '/browse');
  await waitForPage(page);
  return currentPathAndSearch(page);
}

describe('home search form', () => {
  it('goes to /browse with no parameters when nothing is chosen', async () => {
    const page = await open();
    expect(await searchFromHome(page, [])).toBe('/browse');
  });

  it('adds only the chosen parameters', async () => {
    const page = await open();
    expect(await searchFromHome(page, [['Role', 'VP Talent']])).toBe('/browse?role=vp-talent');
    expect(await searchFromHome(page, [['Location', 'Germany']])).toBe('/browse?location=germany');
    expect(await searchFromHome(page, [['Availability', 'Retainer (Monthly commitment)']])).toBe(
      '/browse?availability=retainer',
    );
    expect(await searchFromHome(page, [['Role', 'Chief People Officer'], ['Availability', 'Fractional (Ongoing part-time)']])).toBe(
      '/browse?role=cpo&availability=fractional',
    );
  });

  it('carries role, location and availability when all three are chosen', async () => {
    const page = await open(PHONE);
    const url = await searchFromHome(page, [
      ['Role', 'Chief Human Resources Officer'],
      ['Location', 'West Coast'],
      ['Availability', 'Contract (Project-based)'],
    ]);
    expect(url).toBe('/browse?role=chro&location=west-coast&availability=contract');
  });

  it('offers six roles, every European country, the four North America areas and remote', async () => {
    const page = await open();
    await visit(page, '/');
    await page.locator('#home-role:not([disabled])').waitFor();
    expect(await optionsOf(page, 'Role')).toEqual([
      'Any role',
      'VP Talent',
      'VP Human Resources',
      'Chief People Officer',
      'Chief Human Resources Officer',
      'Talent Acquisition Leader',
      'Talent Acquisition Consultant',
    ]);
    const locations = await optionsOf(page, 'Location');
    expect(locations).toHaveLength(1 + 19 + 4 + 1);
    expect(locations).toEqual(expect.arrayContaining(['Austria', 'United Kingdom', 'East Coast', 'Canada', 'Remote']));
    expect(await optionsOf(page, 'Availability')).toHaveLength(1 + 4);
  });
});

describe('home page', () => {
  it('links each featured role card to /browse with the lower-cased label', async () => {
    const page = await open();
    await visit(page, '/');
    const cards = page.getByTestId('featured-role');
    const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/browse?role=vp%20talent',
      '/browse?role=vp%20hr',
      '/browse?role=cpo',
      '/browse?role=chro',
      '/browse?role=talent%20leader',
      '/browse?role=talent%20consultant',
    ]);
    await cards.filter({ hasText: 'Talent Consultant' }).click();
    await page.waitForURL((url) => url.pathname === '/browse');
    expect(currentPathAndSearch(page)).toBe('/browse?role=talent%20consultant');
  });

  it('shows the explainer, the four reasons, the closing call to action and both buttons', async () => {
    const page = await open();
    await visit(page, '/');
    for (const heading of ['How it works', 'Why hire a fractional leader?', 'Featured roles']) {
      await expect.poll(() => page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    }
    for (const text of ['Search and filter', 'View profiles', 'Connect directly', 'Instant expertise', 'Cost-effective', 'Flexible engagement', 'Accelerated growth']) {
      expect(await page.getByRole('heading', { name: text, exact: true }).count()).toBe(1);
    }
    const hrefs = await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain('/browse');
    expect(hrefs).toContain('/auth/signup/executive');
    // Nobody is signed in: no floating Consultant Dashboard link.
    expect(await page.getByRole('link', { name: 'Consultant Dashboard' }).count()).toBe(0);
  });

  it('shows the start-up screen for 500 ms, then the server-rendered page beneath it, with no script run', async () => {
    const page = await open();
    // When the screen's CSS animation ended (it hides the screen), in ms from navigation start.
    await page.addInitScript(`document.addEventListener('animationend', (event) => {
      if (event.target.id === 'startup-screen') document.documentElement.dataset.screenEndedAt = String(performance.now());
    }, true);`);
    // Every script arrives empty: the page must stand on the server's HTML and the stylesheet alone (decision 047).
    await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto('/how-it-works', { waitUntil: 'commit' });
    const screen = page.locator('#startup-screen');
    await screen.waitFor({ state: 'visible' });
    await screen.waitFor({ state: 'hidden' });
    const endedAt = Number(await page.locator('html').getAttribute('data-screen-ended-at'));
    const firstPaint = await page.evaluate<number>(`performance.getEntriesByName('first-paint')[0]?.startTime ?? 0`);
    // 500 ms from when the screen is styled, which is a frame or so before the first paint shows it.
    expect(endedAt - firstPaint).toBeGreaterThanOrEqual(450);
    expect(endedAt - firstPaint).toBeLessThan(1000);
    expect(await page.locator('main h1').first().isVisible()).toBe(true);
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
  });
});

describe('header', () => {
  it('shows the public links and the login and sign-up pair to a signed-out visitor', async () => {
    const page = await open();
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = await nav.getByRole('link').evaluateAll((items) =>
      items.map((item) => [item.textContent?.trim(), item.getAttribute('href')]),
    );
    expect(links).toEqual([
      ['Home', '/'],
      ['Find Talent Leaders', '/browse'],
      ['How It Works', '/how-it-works'],
      ['Content Hub', '/content'],
      ['Community', '/join-community'],
    ]);
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/auth/login');
    expect(await banner.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/auth/signup');
    for (const hidden of ['Shortlists', 'Profile', 'Admin', 'Consultant Dashboard']) {
      expect(await banner.getByRole('link', { name: hidden, exact: true }).count()).toBe(0);
    }
    expect(await banner.getByRole('button', { name: /Account menu/ }).count()).toBe(0);
    // The header stays on screen while the page scrolls.
    expect(await readComputedStyle(banner, 'position')).toBe('sticky');
  });

  it('moves focus to the notifications region when F8 is pressed', async () => {
    const page = await open();
    await visit(page, '/');
    await page.keyboard.press('F8');
    await expect.poll(() => readActiveElementLabel(page)).toBe('OL Notifications (F8)');
  });

  it('focuses the notifications region on F8 pressed before its code has arrived', async () => {
    const page = await open();
    // The region's chunk loads as the browser idles (deferred-toaster.tsx): hold it back until F8.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/toaster-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await visit(page, '/');
    await page.keyboard.press('F8');
    release();
    await expect.poll(() => readActiveElementLabel(page)).toBe('OL Notifications (F8)');
  });

  it('collapses into a menu on a phone that opens, navigates and closes', async () => {
    const page = await open(PHONE);
    await visit(page, '/');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link', { name: 'Log In' }).isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'How It Works' }).click();
    await page.waitForURL((url) => url.pathname === '/how-it-works');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    // The address changes before the page's lazy chunk renders: wait for its heading, not the old one.
    await page.getByRole('heading', { level: 1, name: 'How TalentLeaders works' }).waitFor();
  });
});

describe('footer and routes', () => {
  it('has the spec columns, a social link and the copyright, and every link resolves to a page', async () => {
    const page = await open();
    await visit(page, '/');
    const footer = page.getByRole('contentinfo');
    const links = await footer.getByRole('link').evaluateAll((items) =>
      items.map((item) => [item.textContent?.trim() ?? '', item.getAttribute('href') ?? '']),
    );
    const byLabel = Object.fromEntries(links);
    expect(byLabel).toMatchObject({
      'Find Executives': '/browse',
      'How It Works': '/how-it-works',
      Register: '/auth/signup/client',
      'Create Profile': '/auth/signup/executive',
      Login: '/auth/login/executive',
      'Terms of Service': '/terms',
      'Privacy Policy': '/privacy',
    });
    expect(links.some(([, href]) => href.startsWith('https://www.linkedin.com/'))).toBe(true);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} TalentLeaders`);

    for (const [label, href] of links.filter(([, href]) => href.startsWith('/'))) {
      await visit(page, href);
      expect(await page.locator('main h1').first().textContent(), `${label} → ${href}`).not.toBe('Page not found');
    }
  });

  it('registers every route of the spec route tables', async () => {
    const page = await open();
    const routes = [
      '/browse', '/how-it-works', '/content', '/content/submit', '/join-community', '/auth',
      '/auth/signup', '/auth/signup/client', '/auth/signup/executive', '/auth/login', '/auth/login/executive',
      '/auth/login/client', '/auth/login/consultant', '/auth/confirm-email', '/auth/forgot-password',
      '/auth/reset-password-confirm-email', '/auth/reset-password', '/profile',
      '/profile/edit', '/shortlists', '/consultant-dashboard', '/admin', '/terms', '/privacy',
    ];
    for (const route of routes) {
      await visit(page, route);
      expect(await page.locator('main h1').first().textContent(), route).not.toBe('Page not found');
    }
    // An unknown executive id, invitation token or article slug makes the API answer 404, which
    // Chromium logs as a console error: expected here, so this page's console is not collected.
    const untracked = await openPage(world.browser, world.server.baseUrl);
    for (const route of ['/executives/0b7c3a52-5d1e-4a3f-9d07-9b1b5c0f4e21', '/auth/complete-profile?token=abc']) {
      await visit(untracked.page, route);
      expect(await untracked.page.locator('main h1').first().textContent(), route).not.toBe('Page not found');
    }
    await visit(untracked.page, '/content/some-article');
    expect(await untracked.page.locator('main h1').first().textContent()).toBe('Article Not Found');
    await untracked.close();
  });

  it('redirects unknown sign-up types and other auth paths to /auth/signup', async () => {
    const page = await open();
    for (const route of ['/auth/signup/astronaut', '/auth/whatever']) {
      await visit(page, route);
      expect(currentPathAndSearch(page)).toBe('/auth/signup');
    }
    await visit(page, '/auth/login/astronaut');
    expect(currentPathAndSearch(page)).toBe('/auth/signup');
  });

  it('shows a not-found page with a link home for unknown paths', async () => {
    const page = await open();
    await visit(page, '/no/such/page');
    expect(await page.locator('main h1').textContent()).toBe('Page not found');
    expect(await page.title()).toBe('Page not found | TalentLeaders');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('scrolls to the top when the path changes', async () => {
    const page = await open();
    await visit(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded();
    expect(await readScrollY(page)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL((url) => url.pathname === '/privacy');
    await expect.poll(() => readScrollY(page)).toBe(0);
  });
});
