import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Environment } from '../../../src/config.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';

export type RunningWebApp = { baseUrl: string; testApp: TestApp; close: () => Promise<void> };

/**
 * The real API (private database, real Redis) serving the built web app from web/dist, listening
 * on a free local port: what a browser talks to in production, minus the proxy in front.
 * PUBLIC_URL is that port's origin, so e-mailed links and the CSRF Origin check match the browser.
 * `extra` adds environment variables (for example AUTH_RATE_LIMIT_MAX or SMTP_URL).
 */
export async function startWebApp(extra: Environment = {}): Promise<RunningWebApp> {
  // E2E_WEB_DIST lets one engineer test a private build while others rebuild web/dist.
  const distDir = path.resolve(process.env.E2E_WEB_DIST ?? 'web/dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build:web` before the end-to-end tests (make test does).');
  }
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Every visit renders anew: tests change data and look at it at once (the kept pages have tests of their own).
  const testApp = await createTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: distDir, PUBLIC_URL: baseUrl, VISITOR_PAGE_CACHE_MS: '0', ...extra });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  runningApps.set(baseUrl, testApp);
  return {
    baseUrl,
    testApp,
    close: () => {
      runningApps.delete(baseUrl);
      return testApp.close();
    },
  };
}

const runningApps = new Map<string, TestApp>();

/** The app listening at this origin (started by startWebApp and not closed yet). */
export function appServing(baseUrl: string): TestApp | undefined {
  return runningApps.get(baseUrl);
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
