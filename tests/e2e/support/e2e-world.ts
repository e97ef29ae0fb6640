import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { aroundAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loadConfig, type Environment } from '../../../src/config.ts';
import { createLogger } from '../../../src/platform/logger.ts';
import { startWorker, type RunningWorker } from '../../../workers/start-worker.ts';
import { startSmtpPeer, type SmtpPeer } from '../../setup/smtp-peer.ts';
import { DESKTOP, launchBrowser, openPage, type TrackedPage, type Viewport } from './browser.ts';
import { startWebApp, type RunningWebApp } from './web-app.ts';

export type E2eWorldOptions = {
  /**
   * More environment variables for the app and the worker (AUTH_RATE_LIMIT_MAX...). A function is
   * read when the world starts, for values known only then (another app's database URL).
   */
  env?: Environment | (() => Environment);
  /** A real SMTP peer (`world.smtp`); the app and the worker send to it (SMTP_URL). */
  smtp?: boolean;
  /** An in-process worker (`world.worker`): the outbox relay and BullMQ, OUTBOX_POLL_MS 20 unless `env` says. */
  worker?: boolean;
  /** Console errors every page of `world.open` may show: the refusals the file asks for on purpose. */
  consoleErrorsAllowed?: RegExp;
  /**
   * Take `world.screenshot`s, into E2E_SCREENSHOTS_DIR (.data/screenshots when unset), made at
   * start. Default: only when E2E_SCREENSHOTS_DIR is set.
   */
  screenshots?: boolean;
};

export type OpenOptions = {
  /** More console errors this page (only) may show, such as the 500s its test fakes. */
  consoleErrorsAllowed?: RegExp;
  /** Another origin of the same server (passkeys need http://localhost:<port>). */
  baseUrl?: string;
};

export type E2eWorld = {
  /** The API serving the built web app, on a private database (`server.testApp`: app, orm, config). */
  readonly server: RunningWebApp;
  /** The file's own Chromium. */
  readonly browser: Browser;
  /** With `smtp: true`. */
  readonly smtp: SmtpPeer;
  /** With `worker: true`. */
  readonly worker: RunningWorker;
  /** The pages `open` made, in order: a test may empty one's `errors` after a refusal it provoked. */
  readonly pages: readonly TrackedPage[];
  /** Where `screenshot` writes; undefined when screenshots are off. */
  readonly screenshotsDir: string | undefined;
  /**
   * A page in a fresh context whose console errors fail the file at its end (less those allowed).
   * A test that checks a page's `errors` itself uses `openPage(world.browser, world.server.baseUrl)`.
   */
  open: (viewport?: Viewport, options?: OpenOptions) => Promise<TrackedPage>;
  /** Saves `<name>.png` (the full page unless told) when screenshots are on; does nothing otherwise. */
  screenshot: (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<void>;
};

type Started = { server?: RunningWebApp; browser?: Browser; smtp?: SmtpPeer; worker?: RunningWorker };

/**
 * One end-to-end file's world, started before the suite it is called in (the file, or a describe)
 * and closed after it: an SMTP peer and the worker as asked, the API serving the built web app,
 * and a browser. The suite's own beforeAll and afterAll hooks run inside it, so they find it
 * started. It closes in the reverse order (browser, worker, server, SMTP peer) whatever happened:
 * after a failed start it closes what had started, and a failing afterAll of the file does not
 * keep it open (an aroundAll hook, not an afterAll that would be skipped). Then the pages of
 * `open` must have shown no console error but those allowed.
 *
 *   const world = useE2eWorld({ env: { AUTH_RATE_LIMIT_MAX: '1000' }, smtp: true, worker: true });
 *   it('...', async () => {
 *     const { page } = await world.open(PHONE);
 *     await signIn(page, await createUser(world.server.testApp.app, 'client'));
 *   });
 */
export function useE2eWorld(options: E2eWorldOptions = {}): E2eWorld {
  const pages: TrackedPage[] = [];
  const allowedOn = new Map<TrackedPage, RegExp>();
  const screenshotsDir = (options.screenshots ?? Boolean(process.env.E2E_SCREENSHOTS_DIR))
    ? path.resolve(process.env.E2E_SCREENSHOTS_DIR ?? path.join('.data', 'screenshots'))
    : undefined;
  let started: Started | undefined;

  const running = <K extends keyof Started>(key: K, asked = true): NonNullable<Started[K]> => {
    if (!asked) throw new Error(`useE2eWorld: no ${key} in this world (ask for it: useE2eWorld({ ${key}: true }))`);
    const value = started?.[key];
    if (!value) throw new Error(`useE2eWorld: the ${key} is not running (use the world in tests and hooks, not at the top of the file)`);
    return value;
  };

  aroundAll(async (runSuite) => {
    const world: Started = {};
    started = world;
    let unexpected: string[];
    try {
      await start(world, options);
      if (screenshotsDir) mkdirSync(screenshotsDir, { recursive: true });
      await runSuite();
      unexpected = pages
        .flatMap((tracked) => tracked.errors.filter((error) => !allowedOn.get(tracked)?.test(error)))
        .filter((error) => !options.consoleErrorsAllowed?.test(error));
    } finally {
      started = undefined;
      await close(world);
    }
    expect(unexpected, `console errors:\n${unexpected.join('\n')}`).toEqual([]);
  });

  return {
    get server() {
      return running('server');
    },
    get browser() {
      return running('browser');
    },
    get smtp() {
      return running('smtp', options.smtp);
    },
    get worker() {
      return running('worker', options.worker);
    },
    pages,
    screenshotsDir,
    open: async (viewport = DESKTOP, { consoleErrorsAllowed, baseUrl } = {}) => {
      const tracked = await openPage(running('browser'), baseUrl ?? running('server').baseUrl, viewport);
      pages.push(tracked);
      if (consoleErrorsAllowed) allowedOn.set(tracked, consoleErrorsAllowed);
      return tracked;
    },
    screenshot: async (page, name, { fullPage = true } = {}) => {
      if (screenshotsDir) await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage });
    },
  };
}

/** Starts into `world` one part after another, so that a failure leaves what started there to close. */
async function start(world: Started, options: E2eWorldOptions): Promise<void> {
  if (options.smtp) world.smtp = await startSmtpPeer();
  const env: Environment = {
    ...(options.smtp ? { SMTP_URL: world.smtp!.url } : {}),
    ...(options.worker ? { OUTBOX_POLL_MS: '20' } : {}),
    ...(typeof options.env === 'function' ? options.env() : options.env),
  };
  world.server = await startWebApp(env);
  if (options.worker) {
    // The variables the app runs with (its database, Redis prefix, PUBLIC_URL), as the worker process would get them.
    const config = loadConfig(world.server.testApp.environment(env));
    world.worker = await startWorker(config, createLogger(config, 'worker-e2e'));
  }
  world.browser = await launchBrowser();
}

/** Browser, worker, server, SMTP peer: each is closed even if closing another failed. */
async function close(world: Started): Promise<void> {
  const failures: unknown[] = [];
  for (const closeOne of [() => world.browser?.close(), () => world.worker?.stop(), () => world.server?.close(), () => world.smtp?.close()]) {
    try {
      await closeOne();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, 'useE2eWorld: closing failed');
}
