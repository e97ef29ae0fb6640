import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';

export type RunningWebApp = { baseUrl: string; testApp: TestApp; close: () => Promise<void> };

/**
 * The real API (private database, real Redis) serving the built web app from web/dist, listening
 * on a random local port: what a browser talks to in production, minus the proxy in front.
 */
export async function startWebApp(): Promise<RunningWebApp> {
  const distDir = path.resolve('web/dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build:web` before the end-to-end tests (make test does).');
  }
  const testApp = await createTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: distDir });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, testApp, close: () => testApp.close() };
}
