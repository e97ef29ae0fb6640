import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadReferenceData, type ReferenceData } from '../../src/modules/reference/index.ts';
import { compareMessages } from '../../src/modules/profiles/contracts/compare-messages.contract.ts';
import { createUser } from '../factories/users.factory.ts';
import { createExecutive } from '../factories/executives.factory.ts';
import { findSeriousAxeViolations } from './support/axe.ts';
import { DESKTOP, PHONE, currentPathAndSearch, visit, type Viewport } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { readDocumentWidth } from './support/in-page.ts';
import { signIn } from './support/sign-in.ts';

/**
 * Compare in Chromium against the built app and the real API (issue 15 item 2): a client picks
 * three leaders on /browse (a fourth is refused), the choice survives moving to a profile and a
 * reload, /compare shows them side by side with the shared values marked, and one is shortlisted
 * from there. Visitors see previews; phones scroll the table inside its region only.
 */

const world = useE2eWorld({
  env: { AUTH_RATE_LIMIT_MAX: '1000' },
  consoleErrorsAllowed: /Failed to load resource: the server responded with a status of (400|401|403|404)/,
  screenshots: true,
});
let reference: ReferenceData;
const ids: Record<'greta' | 'hannah' | 'paul' | 'sofia', string> = { greta: '', hannah: '', paul: '', sofia: '' };

beforeAll(async () => {
  reference = await loadReferenceData(world.server.testApp.app.deps.orm.em.fork());
  // Every leader has industries 0 and 1; only Greta, Hannah and Paul also share industry 2.
  ids.greta = await seedExecutive('Greta', 'Gruber', [0, 1, 2], 'part-time');
  ids.hannah = await seedExecutive('Hannah', 'Weber', [0, 1, 2, 3], 'full-time');
  ids.paul = await seedExecutive('Paul', 'Martin', [2, 1, 0], 'part-time');
  ids.sofia = await seedExecutive('Sofia', 'Rossi', [0, 1], 'part-time');
});

async function seedExecutive(firstName: string, lastName: string, industries: number[], availability: 'part-time' | 'full-time') {
  const account = await createExecutive(world.server.testApp.app, {
    state: 'approved',
    user: { firstName, lastName },
    profile: {
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}@compare-test.example`,
      availability,
      industries: industries.map((index) => reference.industries[index]!.id),
    },
  });
  return account.id;
}

async function open(viewport: Viewport = DESKTOP): Promise<Page> {
  return (await world.open(viewport)).page;
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: text }).first().waitFor();
}

async function expectAccessible(page: Page, viewport: Viewport): Promise<void> {
  expect(await findSeriousAxeViolations(page)).toEqual([]);
  expect(await readDocumentWidth(page)).toBeLessThanOrEqual(viewport.width);
}

function screenshot(page: Page, name: string): Promise<void> {
  return world.screenshot(page, `compare-${name}`);
}

const card = (page: Page, name: string) => page.getByTestId('executive-card').filter({ hasText: name });
const bar = (page: Page) => page.getByTestId('compare-bar');
const barNames = async (page: Page) => (await bar(page).getByRole('listitem').allTextContents()).map((text) => text.trim());

describe('compare as a client', () => {
  it('compares three leaders (a fourth refused), side by side with shared values, and shortlists one', async () => {
    const client = await createUser(world.server.testApp.app, 'client', { firstName: 'Clara', lastName: 'Client' });
    const page = await open();
    await signIn(page, client);
    await visit(page, '/browse');
    await card(page, 'Sofia Rossi').waitFor();
    expect(await bar(page).count()).toBe(0);

    await card(page, 'Greta Gruber').getByRole('button', { name: 'Compare Greta Gruber' }).click();
    // The keyboard works the toggle too.
    await card(page, 'Hannah Weber').getByRole('button', { name: 'Compare Hannah Weber' }).focus();
    await page.keyboard.press('Enter');
    await card(page, 'Paul Martin').getByRole('button', { name: 'Compare Paul Martin' }).click();
    await bar(page).getByRole('link', { name: 'Compare (3)' }).waitFor();
    expect(await barNames(page)).toEqual(['Greta Gruber', 'Hannah Weber', 'Paul Martin']);
    expect(await card(page, 'Greta Gruber').getByTestId('compare-toggle').getAttribute('aria-pressed')).toBe('true');

    // A fourth is refused with a message, and nothing changes.
    const sofiaToggle = card(page, 'Sofia Rossi').getByTestId('compare-toggle');
    await sofiaToggle.click();
    await expectToast(page, compareMessages.limitReached);
    expect(await sofiaToggle.getAttribute('aria-pressed')).toBe('false');
    expect(await barNames(page)).toEqual(['Greta Gruber', 'Hannah Weber', 'Paul Martin']);
    await expectAccessible(page, DESKTOP);
    await screenshot(page, 'browse-bar-desktop');

    // The choice survives moving to a profile and a reload (sessionStorage).
    await card(page, 'Greta Gruber').getByRole('link', { name: 'View Full Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Greta Gruber' }).waitFor();
    await bar(page).getByRole('link', { name: 'Compare (3)' }).waitFor();
    expect(await page.getByTestId('compare-toggle').getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Greta Gruber' }).waitFor();
    expect(await barNames(page)).toEqual(['Greta Gruber', 'Hannah Weber', 'Paul Martin']);

    await bar(page).getByRole('link', { name: 'Compare (3)' }).click();
    await page.waitForURL((url) => url.pathname === '/compare');
    expect(currentPathAndSearch(page)).toBe(`/compare?ids=${encodeURIComponent([ids.greta, ids.hannah, ids.paul].join(','))}`);
    const table = page.getByTestId('compare-table');
    await table.waitFor();
    const columns = table.getByRole('columnheader');
    expect(await columns.allTextContents()).toEqual([
      expect.stringContaining('Greta Gruber'),
      expect.stringContaining('Hannah Weber'),
      expect.stringContaining('Paul Martin'),
    ]);

    // Industries 0, 1 and 2 are shared by all three; Hannah's industry 3 is not.
    const industriesRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Industries' }) });
    const sharedIndustries = industriesRow.getByRole('listitem').filter({ has: page.getByTestId('shared-badge') });
    expect(await sharedIndustries.count()).toBe(9);
    const hannahOnly = industriesRow.getByRole('listitem').filter({ hasText: reference.industries[3]!.label });
    expect(await hannahOnly.getByTestId('shared-badge').count()).toBe(0);
    // Availability differs (Hannah full-time): nothing marked in that row.
    const availabilityRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Availability' }) });
    expect(await availabilityRow.getByTestId('shared-badge').count()).toBe(0);
    await expectAccessible(page, DESKTOP);
    await screenshot(page, 'table-desktop');

    // Shortlist Paul from the comparison, with the public profile's picker.
    await columns.filter({ hasText: 'Paul Martin' }).getByRole('button', { name: 'Add to Shortlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Shortlist' });
    await dialog.getByLabel('Shortlist name').fill('Compared leaders');
    await dialog.getByRole('button', { name: 'Create & Add' }).click();
    await expectToast(page, 'Paul Martin was added to "Compared leaders".');
    await dialog.waitFor({ state: 'detached' });
    const lists = await (await page.request.get('/api/shortlists')).json();
    const list = lists.shortlists.find((l: { name: string }) => l.name === 'Compared leaders');
    const entries = await (await page.request.get(`/api/shortlists/${list.id}/executives`)).json();
    expect(entries.entries.map((e: { executiveId: string }) => e.executiveId)).toEqual([ids.paul]);

    // Removing a leader from the comparison updates the URL and the bar's store.
    await columns.filter({ hasText: 'Hannah Weber' }).getByRole('button', { name: /Remove from comparison/ }).click();
    await page.waitForURL((url) => url.searchParams.get('ids') === `${ids.greta},${ids.paul}`);
    await table.getByRole('columnheader').filter({ hasText: 'Paul Martin' }).waitFor();
    expect(await table.getByRole('columnheader').count()).toBe(2);
    await visit(page, '/browse');
    expect(await barNames(page)).toEqual(['Greta Gruber', 'Paul Martin']);
    await page.context().close();
  });

  it('fits a phone: the bar wraps and the table scrolls inside its own region', async () => {
    const client = await createUser(world.server.testApp.app, 'client');
    const page = await open(PHONE);
    await signIn(page, client);
    await visit(page, '/browse');
    for (const name of ['Greta Gruber', 'Hannah Weber', 'Sofia Rossi']) await card(page, name).getByTestId('compare-toggle').click();
    await bar(page).getByRole('link', { name: 'Compare (3)' }).waitFor();
    await expectAccessible(page, PHONE);
    await bar(page).getByRole('link', { name: 'Compare (3)' }).click();
    await page.getByTestId('compare-table').waitFor();
    await expectAccessible(page, PHONE);
    const region = page.getByRole('region', { name: 'Comparison table' });
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await screenshot(page, 'table-phone');
    await page.context().close();
  });
});

describe('compare as a visitor, and its edge states', () => {
  it('a visitor compares previews: initials, no names, no shortlist button', async () => {
    const page = await open();
    await visit(page, `/compare?ids=${ids.greta},${ids.paul}`);
    const table = page.getByTestId('compare-table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      expect.stringContaining('G.G.'),
      expect.stringContaining('P.M.'),
    ]);
    expect(await page.content()).not.toContain('Gruber');
    expect(await page.getByRole('button', { name: 'Add to Shortlist' }).count()).toBe(0);
    await page.getByText(compareMessages.previewOnly).waitFor();
    await expectAccessible(page, DESKTOP);
    await page.context().close();
  });

  it('no ids explains and links to /browse; unknown ids are left out with a notice; four ids is refused', async () => {
    const page = await open();
    await visit(page, '/compare');
    await page.getByRole('heading', { name: compareMessages.emptyTitle }).waitFor();
    await page.getByRole('main').getByRole('link', { name: compareMessages.browseExecutives }).waitFor();
    await expectAccessible(page, DESKTOP);

    await visit(page, `/compare?ids=${ids.sofia},00000000-0000-4000-8000-000000000000`);
    await page.getByTestId('compare-notice').filter({ hasText: compareMessages.someUnavailable }).waitFor();
    expect(await page.getByTestId('compare-table').getByRole('columnheader').count()).toBe(1);

    await visit(page, `/compare?ids=${[ids.greta, ids.hannah, ids.paul, ids.sofia].join(',')}`);
    await page.getByRole('alert').filter({ hasText: compareMessages.tooManyIds }).first().waitFor();
    await page.context().close();
  });
});
