import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createUser, type TestUser } from '../factories/users.factory.ts';
import { createExecutive } from '../factories/executives.factory.ts';
import { findSeriousAxeViolations } from './support/axe.ts';
import { DESKTOP, launchBrowser, openPage, visit, type TrackedPage } from './support/browser.ts';
import { startWebApp, type RunningWebApp } from './support/web-app.ts';
import { confirmStepUp, signIn } from './support/sign-in.ts';

/** Decision 042: a super admin approves a profile, then finds the action in the Audit tab, filters it and exports it. */

const SCREENSHOTS = path.resolve(process.env.E2E_SCREENSHOTS_DIR ?? path.join('.data', 'screenshots'));

let server: RunningWebApp;
let browser: Browser;
let admin: TestUser;
const pages: TrackedPage[] = [];

beforeAll(async () => {
  server = await startWebApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
  const app = server.testApp.app;
  admin = await createUser(app, 'super-admin', { firstName: 'Audrey', lastName: 'Admin' });
  await createExecutive(app, { state: 'pending', user: { firstName: 'Petra', lastName: 'Pending' }, profile: { firstName: 'Petra', lastName: 'Pending' } });
});

afterAll(async () => {
  const errors = pages.flatMap((tracked) => tracked.errors);
  expect(errors, `console errors:\n${errors.join('\n')}`).toEqual([]);
  await browser?.close();
  await server?.close();
});

describe('the Audit tab in the browser', () => {
  it('shows the approval the admin just made, by name, and exports it', async () => {
    const tracked = await openPage(browser, server.baseUrl, DESKTOP);
    pages.push(tracked);
    const page = tracked.page;
    await signIn(page, admin);
    await visit(page, '/admin');

    const row = page.getByRole('listitem').filter({ hasText: 'Petra Pending' });
    await row.getByRole('button', { name: 'Approve Petra Pending' }).click();
    await row.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Audit' }).click();
    const trail = page.getByRole('list', { name: 'Staff actions, newest first' });
    const approval = trail.getByRole('listitem').filter({ hasText: 'Approved a profile' });
    await approval.waitFor();
    expect(await approval.textContent()).toMatch(/By Audrey Admin \(super admin\).*Executive profile.*Petra Pending/);
    expect(await approval.textContent()).toContain('status: pending → approved');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'audit-tab.png'), fullPage: true });
    expect(await findSeriousAxeViolations(page)).toEqual([]);

    // The filter by action, applied by the keyboard: only approvals remain.
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Profiles: Approved a profile' });
    await page.getByRole('button', { name: 'Apply filters' }).press('Enter');
    await expect.poll(() => trail.getByRole('listitem').count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByRole('link', { name: 'Export CSV: audit trail' }).click();
        await confirmStepUp(page, admin);
      })(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[1]).toMatch(/^[^,]+,Approved a profile,profile\.approved,Audrey Admin,super-admin,/);

    // The download is itself in the trail once the tab reloads.
    await page.getByRole('button', { name: 'Clear' }).click();
    await trail.getByRole('listitem').filter({ hasText: 'Exported the audit trail (CSV)' }).waitFor();
  });
});
