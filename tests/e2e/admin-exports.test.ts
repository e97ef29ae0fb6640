import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, type TestUser } from '../factories/users.factory.ts';
import { createExecutive } from '../factories/executives.factory.ts';
import { findSeriousAxeViolations } from './support/axe.ts';
import { DESKTOP, visit } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { confirmStepUp, signIn } from './support/sign-in.ts';

/**
 * 'Export CSV' on the Client Management and Approved Executives tabs downloads the file (issue 15
 * item 5), after a fresh code from the admin's authenticator (step-up: issue 31, decision 045), and
 * the Audit tab shows it.
 */

const world = useE2eWorld({ env: { AUTH_RATE_LIMIT_MAX: '1000' }, screenshots: true });
let admin: TestUser;
let client: TestUser;

beforeAll(async () => {
  const app = world.server.testApp.app;
  admin = await createUser(app, 'super-admin', { firstName: 'Adele', lastName: 'Admin' });
  client = await createUser(app, 'client', { firstName: 'Clara', lastName: 'Client', metadata: { company_name: '=Acme' } });
  await createExecutive(app, { user: { firstName: 'Greta', lastName: 'Gruber' }, profile: { firstName: 'Greta', lastName: 'Gruber' } });
});

async function downloadFrom(page: Page, linkName: string, beforeDownload?: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.getByRole('link', { name: linkName }).click();
      await beforeDownload?.();
    })(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(file, 'utf8') };
}

describe('admin CSV exports in the browser', () => {
  it('asks for a fresh code, then downloads clients and approved executives from their tabs, and the Audit tab shows both', async () => {
    const tracked = await world.open(DESKTOP);
    const page = tracked.page;
    await signIn(page, admin);
    await visit(page, '/admin');

    await page.getByRole('tab', { name: 'Client Management' }).click();
    // Signed in with a code minutes ago or not, an export asks for a new one; cancelling starts nothing.
    await page.getByRole('link', { name: 'Export CSV: clients' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByLabel('Code').waitFor();
    await world.screenshot(page, 'admin-exports-step-up-desktop', { fullPage: false });
    expect(await findSeriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByText('Export not started', { exact: true }).first().waitFor();

    const clients = await downloadFrom(page, 'Export CSV: clients', () => confirmStepUp(page, admin));
    expect(clients.name).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(clients.text).toContain(`Clara,Client,${client.email},'=Acme`);
    expect(await findSeriousAxeViolations(page)).toEqual([]);

    // Confirmed a minute ago: the next export does not ask again.
    await page.getByRole('tab', { name: 'Approved Executives' }).click();
    const executives = await downloadFrom(page, 'Export CSV: approved executives');
    expect(executives.name).toMatch(/^approved-executives-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(executives.text.split('\r\n')[1]).toMatch(/^Greta,Gruber,/);
    await world.screenshot(page, 'admin-exports-approved-desktop', { fullPage: false });
    expect(await findSeriousAxeViolations(page)).toEqual([]);

    const recorded = await world.server.testApp.app.deps.orm.em
      .fork()
      .execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM security_events WHERE kind = 'admin_export' AND user_id = ?`, [admin.id]);
    expect(recorded[0]!.n).toBe(2);

    await page.getByRole('tab', { name: 'Audit' }).click();
    const trail = page.getByRole('list', { name: 'Staff actions, newest first' });
    await trail.getByRole('listitem').filter({ hasText: 'Exported the clients (CSV)' }).waitFor();
    await trail.getByRole('listitem').filter({ hasText: 'Exported the approved executives (CSV)' }).waitFor();
    await tracked.close();
  });
});
