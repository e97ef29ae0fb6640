import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../factories/users.factory.ts';
import { createExecutive } from '../factories/executives.factory.ts';
import { findSeriousAxeViolations } from './support/axe.ts';
import { DESKTOP, visit } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { confirmStepUp, signIn } from './support/sign-in.ts';

/** Decision 042: a super admin approves a profile, then finds the action in the Audit tab, filters it and exports it. */

const world = useE2eWorld({ env: { AUTH_RATE_LIMIT_MAX: '1000' }, screenshots: true });
let admin: TestUser;

beforeAll(async () => {
  const app = world.server.testApp.app;
  admin = await createUser(app, 'super-admin', { firstName: 'Audrey', lastName: 'Admin' });
  await createExecutive(app, { state: 'pending', user: { firstName: 'Petra', lastName: 'Pending' }, profile: { firstName: 'Petra', lastName: 'Pending' } });
});

describe('the Audit tab in the browser', () => {
  it('shows the approval the admin just made, by name, and exports it', async () => {
    const { page } = await world.open(DESKTOP);
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
    await world.screenshot(page, 'audit-tab');
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
