import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { SIGNED_IN_HINT_COOKIE } from '../../../src/platform/auth/auth-constants.ts';

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;
export type Viewport = { width: number; height: number };

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

/**
 * Debian's old headless shell (package chromium-headless-shell, what Playwright itself drives by
 * default), else Debian's full Chromium, or CHROMIUM_PATH: test tools cannot download browsers on
 * these machines. The shell renders pages with the same Blink but runs no browser UI: an
 * end-to-end file spends ~40% less CPU in the browser (decision 035).
 */
export function testChromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      `Chromium not found at ${candidates.join(' or ')}: install it (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.`,
    );
  }
  return found;
}

/** Debian's full Chromium (or CHROMIUM_PATH), for measurements that must match what people run. */
export function fullChromiumPath(): string {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
  return executablePath;
}

/**
 * A browser of the file's own, so that what one file leaves open never costs another file CPU:
 * one Chromium shared by the run over a connection was tried and its browser process alone spent
 * ten times the CPU of nineteen browsers of their own (decision 035).
 */
export async function launchBrowser(executablePath = testChromiumPath()): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

export type TrackedPage = {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /**
   * Resolves once no request of the page has been in flight for `quietMs` (150 ms by default):
   * Playwright's 'networkidle' waits a fixed 500 ms after the last one, which over the ~300
   * screens the phone walk and the accessibility file visit was a minute and a half of nothing.
   */
  networkQuiet: (quietMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

/** How long a page's requests may keep going before networkQuiet gives up and names them. */
const NETWORK_QUIET_TIMEOUT_MS = 20_000;

/** A fresh context (no shared cookies or storage) whose console errors are collected. */
/** The origin each context opened by openPage talks to (Playwright has no getter for a context's baseURL). */
const contextBaseUrls = new WeakMap<BrowserContext, string>();

/** The API origin the page's context was opened on, when openPage opened it. */
export function baseUrlOf(page: Page): string | undefined {
  return contextBaseUrls.get(page.context());
}

export async function openPage(browser: Browser, baseUrl: string, viewport: Viewport = DESKTOP): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  contextBaseUrls.set(context, baseUrl);
  const page = await context.newPage();
  waitForAppOnEveryLoad(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    // The resource's address names which request failed ('Failed to load resource' alone does not).
    const where = message.location().url;
    if (message.type() === 'error') errors.push(`console: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  const inFlight = new Set<Request>();
  let lastActivity = performance.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = performance.now();
  });
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastActivity = performance.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const networkQuiet = async (quietMs = 150) => {
    const deadline = performance.now() + NETWORK_QUIET_TIMEOUT_MS;
    while (inFlight.size > 0 || performance.now() - lastActivity < quietMs) {
      if (performance.now() > deadline) {
        throw new Error(`requests still in flight after ${NETWORK_QUIET_TIMEOUT_MS} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
      }
      await sleep(20);
    }
  };
  return { page, context, errors, networkQuiet, close: () => context.close() };
}

/** Set by the root layout once the app has rendered or taken over the server's HTML (decision 047). */
export const APP_READY = 'html[data-app-ready]';

/**
 * page.goto and page.reload resolve on the load event, when a server-rendered page is painted but
 * its buttons may not work yet: a person would not notice the few milliseconds, a test clicking at
 * once would. Both wait for the app too ('commit' loads excepted: those look at the page before;
 * pages that are not the app, such as /admin/queues or /api/docs, have no [data-app-root] to wait on).
 */
function waitForAppOnEveryLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const appReady = async <T>(loaded: T, waitUntil: string | undefined): Promise<T> => {
    if (waitUntil !== 'commit' && (await page.locator('[data-app-root]').count()) > 0) await page.locator(APP_READY).waitFor({ state: 'attached' });
    return loaded;
  };
  page.goto = async (url, options) => appReady(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => appReady(await reload(options), options?.waitUntil);
}

/**
 * From now on the server leaves this context's pages to the browser, as it does for a signed-in
 * user (the signed-in hint cookie, decision 047): for tests of what a page shows while its API
 * answers are on their way or failing, which a server-rendered page never shows on arrival.
 */
export async function renderPagesInTheBrowser(page: Page): Promise<void> {
  const baseUrl = baseUrlOf(page);
  if (!baseUrl) throw new Error('renderPagesInTheBrowser needs a page opened by openPage');
  await page.context().addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseUrl }]);
}

/** Loads a path and waits until the start-up screen has gone and the page's heading is shown. */
export async function visit(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await waitForPage(page);
}

export async function waitForPage(page: Page): Promise<void> {
  await page.locator(APP_READY).waitFor({ state: 'attached' });
  await page.locator('main h1').first().waitFor({ state: 'visible' });
}

/** The spec's start-up screen (index.html's #startup-screen, ended by CSS after 500 ms: decision 047). */
export const START_UP_SCREEN = '#startup-screen';

/** The start-up screen, gone. */
export async function waitForStartUpScreenGone(page: Page): Promise<void> {
  await page.locator(START_UP_SCREEN).waitFor({ state: 'detached' });
}

/** The current path plus query string, decoded the way the router wrote it. */
export function currentPathAndSearch(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
