import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

const TOKEN = 'operator-token-for-the-browser-check';
const SCREENSHOTS = path.resolve('.data', 'screenshots');

/** Swagger UI and bull-board ship their own HTML: they must render under our CSP, not just answer. */
describe('operator pages in Chromium', () => {
  let t: TestApp;
  let baseUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_TOKEN: TOKEN });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
    await mkdir(SCREENSHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('renders the queue dashboard after the ?token= sign-in, with no CSP violation', async () => {
    const { page, errors, close } = await openPage(browser, baseUrl);
    await page.goto(`/admin/queues?token=${TOKEN}`);
    expect(new URL(page.url()).search).toBe('');
    for (const queue of ['email', 'slack', 'notifications']) {
      await page.getByText(queue, { exact: true }).first().waitFor({ state: 'visible' });
    }
    await page.getByText('Loading...').waitFor({ state: 'detached' });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'queue-dashboard.png'), fullPage: true });
    // No console error at all: bull-board's own page links Google Fonts, which the CSP refuses,
    // so the API serves it without that link (queue-dashboard.ts).
    expect(errors).toEqual([]);
    await close();
  });

  it('refuses the dashboard to a browser without the token', async () => {
    const { page, close } = await openPage(browser, baseUrl);
    const response = await page.goto('/admin/queues');
    expect(response?.status()).toBe(401);
    await page.getByRole('heading', { name: 'Super admins only' }).waitFor();
    await close();
  });

  it('renders Swagger UI at /api/docs with the API operations, with no CSP violation', async () => {
    const { page, errors, close } = await openPage(browser, baseUrl);
    await page.goto('/api/docs');
    await page.getByText('TalentLeaders API').first().waitFor({ state: 'visible' });
    await page.locator('.opblock-summary-path', { hasText: '/api/ready' }).first().waitFor({ state: 'visible' });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'api-docs.png'), fullPage: true });
    expect(errors).toEqual([]);
    await close();
  });
});
