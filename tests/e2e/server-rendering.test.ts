import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCESS_COOKIE, SIGNED_IN_HINT_COOKIE } from '../../src/platform/auth/auth-constants.ts';
import { createPost } from '../factories/content.factory.ts';
import { createExecutive } from '../factories/executives.factory.ts';
import { createUser } from '../factories/users.factory.ts';
import { waitFor } from '../setup/wait-for.ts';
import { APP_READY, openPage } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { signIn } from './support/sign-in.ts';

/**
 * The first screen in the server's HTML (decision 047, issue 32 item 2): a visitor's public page
 * arrives rendered, with the API answers it was made from, and the browser takes it over without
 * redrawing it or asking for those answers again.
 */

const STATE_ELEMENT = 'id="tl-server-state"';
const ARTICLE_WORDS = 'A fractional leader earns trust in the first fortnight by listening before changing anything.';

// Pages are opened with openPage, not world.open: a test that looks at a page's console errors does so itself.
const world = useE2eWorld();
let articleSlug: string;
let executiveId: string;

beforeAll(async () => {
  const { app } = world.server.testApp;
  articleSlug = (await createPost(app, { form: { title: 'Trust in the first fortnight', content: `An opening line.\n\n${ARTICLE_WORDS}` } })).slug;
  const executive = await createExecutive(app, { user: { firstName: 'Saoirse', lastName: 'Quinlan' }, profile: { firstName: 'Saoirse', lastName: 'Quinlan' } });
  executiveId = executive.id;
  // Approved profiles reach the directory through its event: the profile page reads the same index.
  await waitFor(async () => (await fetch(`${world.server.baseUrl}/api/executives/${executiveId}`)).ok);
});

async function html(pathname: string, cookie?: string): Promise<string> {
  const response = await fetch(`${world.server.baseUrl}${pathname}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return response.text();
}

/** The text of the first <h1> in the page's markup, tags stripped. */
function firstHeading(markup: string): string | undefined {
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(markup)?.[1]?.replace(/<[^>]+>/g, '').trim();
}

const PUBLIC_PAGES: [label: string, path: () => string, heading: string | RegExp][] = [
  ['/', () => '/', /fractional Talent/i],
  ['/browse', () => '/browse', 'Find Talent Leaders'],
  ['/how-it-works', () => '/how-it-works', /How/],
  ['/content', () => '/content', /./],
  ['/content/{slug}', () => `/content/${articleSlug}`, 'Trust in the first fortnight'],
  ['/executives/{id}', () => `/executives/${executiveId}`, 'Saoirse Q.'],
  ['/join-community', () => '/join-community', /./],
  ['/privacy', () => '/privacy', /Privacy/],
  ['/terms', () => '/terms', /Terms/],
];

describe("a visitor's public pages", () => {
  it.each(PUBLIC_PAGES)('%s arrives with its first screen and its answers in the HTML', async (_label, pathOf, heading) => {
    const markup = await html(pathOf());
    expect(markup).toContain(STATE_ELEMENT);
    const h1 = firstHeading(markup);
    if (typeof heading === 'string') expect(h1).toBe(heading);
    else expect(h1).toMatch(heading);
  });

  it("holds an article's full text and a profile's public fields for crawlers and link previews", async () => {
    expect(await html(`/content/${articleSlug}`)).toContain(ARTICLE_WORDS);
    const profile = await html(`/executives/${executiveId}`);
    expect(profile).toContain('Saoirse Q.');
    expect(profile).not.toContain('Quinlan');
  });

  it.each(PUBLIC_PAGES)('%s is taken over by the browser without a redraw, a hydration error or a second fetch of its answers', async (_label, pathOf) => {
    const tracked = await openPage(world.browser, world.server.baseUrl);
    const { page, errors } = tracked;
    const apiRequests = recordApiRequests(page);
    // A mismatch makes React throw the server's DOM away and render anew: any <main> removed is one.
    await page.addInitScript(`new MutationObserver((records) => {
      for (const record of records) for (const node of record.removedNodes) {
        if (node.nodeName === 'MAIN' || (node.querySelector && node.querySelector('main'))) document.documentElement.dataset.mainRemoved = 'true';
      }
    }).observe(document, { childList: true, subtree: true });`);
    await page.goto(pathOf());
    await page.locator(APP_READY).waitFor({ state: 'attached' });
    await tracked.networkQuiet();
    expect(await page.locator('html[data-main-removed]').count()).toBe(0);
    expect(errors).toEqual([]);
    // The session check is the only call a visitor's page makes on arrival.
    expect(apiRequests).toEqual(['/api/session']);
  });

  it("is taken over by a browser whose clock and time zone differ from the server's, then reads the browser's clock", async () => {
    // The card says 'just now' in the server's HTML; in the browser it is three days later, in Auckland.
    const context = await world.browser.newContext({ baseURL: world.server.baseUrl, timezoneId: 'Pacific/Auckland' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => (message.type() === 'error' ? errors.push(message.text()) : undefined));
    await page.clock.install({ time: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000) });
    await page.goto(`/executives/${executiveId}`);
    await page.locator(APP_READY).waitFor({ state: 'attached' });
    await page.getByTestId('availability-confirmed').getByText('3 days ago').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('arrives compressed from the first request, its scripts fetched after the stylesheet and images', async () => {
    const response = await fetch(`${world.server.baseUrl}/browse`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    const markup = await response.text();
    expect(markup).toContain(STATE_ELEMENT);
    const scripts = [...markup.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(script).toContain('fetchpriority="low"');
  });

  it('works before its script has run: links are real addresses', async () => {
    const markup = await html('/');
    expect(markup).toMatch(/<a [^>]*href="\/browse"/);
  });
});

describe('pages the server leaves to the browser', () => {
  it('renders nothing for a browser with a session (the signed-in hint) and preloads its answers instead', async () => {
    const markup = await html('/browse', `${SIGNED_IN_HINT_COOKIE}=1`);
    expect(markup).not.toContain(STATE_ELEMENT);
    expect(markup).toContain('<link rel="preload" as="fetch" crossorigin href="/api/directory"');
  });

  it("leaves a signed-in user's public pages to their browser, even once the access cookie has run out", async () => {
    const tracked = await openPage(world.browser, world.server.baseUrl);
    await signIn(tracked.page, await createUser(world.server.testApp.app, 'client'));
    const asThisBrowser = async () => (await tracked.page.request.get('/browse')).text();
    expect(await asThisBrowser()).not.toContain(STATE_ELEMENT);
    // The refresh cookie goes only to /api/auth: the hint cookie is what tells the page request.
    await tracked.context.clearCookies({ name: ACCESS_COOKIE });
    expect(await asThisBrowser()).not.toContain(STATE_ELEMENT);
    await tracked.context.clearCookies({ name: SIGNED_IN_HINT_COOKIE });
    expect(await asThisBrowser()).toContain(STATE_ELEMENT);
  });

  it('renders nothing for the sign-in screens and the signed-in areas', async () => {
    for (const pathname of ['/auth/login', '/content/submit', '/shortlists', '/profile/edit']) {
      expect(await html(pathname), pathname).not.toContain(STATE_ELEMENT);
    }
  });
});

function recordApiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${url.pathname}${url.search}`);
  });
  return requests;
}
