import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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
  close: () => Promise<void>;
};

/** A fresh context (no shared cookies or storage) whose console errors are collected. */
export async function openPage(browser: Browser, baseUrl: string, viewport: Viewport = DESKTOP): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // The resource's address names which request failed ('Failed to load resource' alone does not).
    const where = message.location().url;
    if (message.type() === 'error') errors.push(`console: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return { page, context, errors, close: () => context.close() };
}

/** Loads a path and waits until the start-up screen has gone and the page's heading is shown. */
export async function visit(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await waitForPage(page);
}

export async function waitForPage(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible' });
}

/** The current path plus query string, decoded the way the router wrote it. */
export function currentPathAndSearch(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
