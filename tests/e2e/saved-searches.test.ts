import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { savedSearchMessages as m } from '../../src/modules/saved-searches/contracts/saved-searches-messages.contract.ts';
import { requestSearchAlerts } from '../../src/modules/saved-searches/index.ts';
import { createUser, type TestUser } from '../factories/users.factory.ts';
import { createExecutive } from '../factories/executives.factory.ts';
import { uniqueSurname } from '../factories/saved-searches.factory.ts';
import { waitFor } from '../setup/wait-for.ts';
import { DESKTOP, PHONE, currentPathAndSearch, visit, type Viewport } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { signIn, expectFits } from './support/sign-in.ts';

/**
 * Saved searches in the browser, with a real worker and SMTP peer: a client saves a /browse search,
 * an executive matching it is approved, the digest arrives with that executive; its unsubscribe
 * link confirms in the browser; /saved-searches renames, opens and deletes.
 */

const world = useE2eWorld({ env: { AUTH_RATE_LIMIT_MAX: '1000' }, smtp: true, worker: true });
let client: TestUser;
const surname = uniqueSurname();
const capitalised = surname.charAt(0).toUpperCase() + surname.slice(1);

beforeAll(async () => {
  client = await createUser(world.server.testApp.app, 'client', { firstName: 'Sally' });
});

async function open(viewport: Viewport = DESKTOP): Promise<Page> {
  return (await world.open(viewport)).page;
}

describe('saved searches in the browser', () => {
  it('a visitor is asked to log in as a client to save a search', async () => {
    const page = await open(PHONE);
    await visit(page, '/browse?region=europe');
    await page.getByRole('button', { name: m.saveThisSearch }).click();
    await page.getByText(m.signInToSave).waitFor();
    expect(await page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/login/client');
  });

  it('a client saves a search on /browse, a matching executive is approved, and the digest lists them', async () => {
    const page = await open(DESKTOP);
    await signIn(page, client);
    await visit(page, `/browse?q=${surname}&country=germany`);
    await page.getByRole('button', { name: m.saveThisSearch }).click();
    const name = page.getByRole('dialog').getByLabel('Name', { exact: true });
    await waitFor(async () => (await name.inputValue()) === `"${surname}" · Germany`);
    await name.fill('Germany leaders');
    await page.getByTestId('save-search-frequency').click();
    await page.getByRole('option', { name: 'Daily' }).click();
    await world.screenshot(page, 'save-search-dialog-1280');
    await page.getByRole('button', { name: 'Save search' }).click();
    await page.getByText(m.saved, { exact: true }).first().waitFor();

    // Approved after the search was saved, matching it (Germany is the factory's default).
    const executive = await createExecutive(world.server.testApp.app, { profile: { firstName: 'Greta', lastName: capitalised } });
    await requestSearchAlerts(world.server.testApp.orm.em.fork(), 'daily');
    const digest = await waitFor(async () => world.smtp.messages.find((message) => message.to === client.email && message.subject.includes('match your saved searches')));
    expect(digest.subject).toBe('1 new Talent Leader match your saved searches');
    expect(digest.text).toContain('Germany leaders (1 new Talent Leader)');
    expect(digest.text).toContain(`Greta ${capitalised}`);
    expect(digest.text).toContain(`${world.server.baseUrl}/executives/${executive.id}`);

    // The unsubscribe link of the body, opened in a browser: a confirmation, then unsubscribed.
    const link = /(http\S+\/api\/saved-searches\/unsubscribe\?token=\S+)/.exec(digest.text)![1]!;
    await page.goto(link);
    await page.getByRole('button', { name: m.unsubscribeConfirm }).click();
    await page.getByRole('heading', { name: m.unsubscribedTitle }).waitFor();
    await world.screenshot(page, 'saved-search-unsubscribed-1280');

    await visit(page, '/saved-searches');
    await page.getByRole('heading', { name: 'Germany leaders' }).waitFor();
    // The client's header bar shows 'Saved Searches' from 1280 px; at the narrowest desktop width
    // it stays on one line without it (the account menu has the link at every width).
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Saved Searches' }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 1024, height: 800 });
    await waitFor(async () => !(await nav.getByRole('link', { name: 'Saved Searches' }).isVisible()));
    const measured = await nav.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth, height: element.getBoundingClientRect().height }));
    expect(measured.scroll <= measured.client && measured.height <= 64, JSON.stringify(measured)).toBe(true);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(1024);
    await world.screenshot(page, 'saved-searches-1024');
    await page.setViewportSize(DESKTOP);
    await page.getByText(m.alertsOff).waitFor();
    await page.getByRole('button', { name: m.resumeAlerts }).click();
    await page.getByText(m.updated, { exact: true }).first().waitFor();
    await waitFor(async () => (await page.getByText(m.alertsOff).count()) === 0);
  });

  it('/saved-searches renames, opens in /browse and deletes with a confirmation, and fits a phone', async () => {
    const page = await open(PHONE);
    await signIn(page, client);
    await visit(page, '/saved-searches');
    await page.getByRole('heading', { name: 'Germany leaders' }).waitFor();
    await expectFits(page, PHONE);
    await world.screenshot(page, 'saved-searches-375');

    await page.getByRole('button', { name: 'Rename Germany leaders' }).click();
    await page.getByLabel('Name').fill('Berlin shortlist search');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('heading', { name: 'Berlin shortlist search' }).waitFor();

    await page.getByRole('link', { name: 'Open' }).click();
    await waitFor(async () => currentPathAndSearch(page).startsWith('/browse?'));
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: surname, country: 'germany' });
    // The saved filters run again: the executive the digest announced is on the page.
    await page.getByText(`Greta ${capitalised}`).first().waitFor();

    await visit(page, '/saved-searches');
    await page.getByRole('button', { name: 'Delete Berlin shortlist search' }).click();
    await page.getByRole('alertdialog').getByText(m.deleteConfirmTitle).waitFor();
    await page.getByRole('button', { name: 'Delete Search' }).click();
    await page.getByRole('heading', { name: m.emptyTitle }).waitFor();
    await expectFits(page, PHONE);
    await world.screenshot(page, 'saved-searches-empty-375');
  });
});
