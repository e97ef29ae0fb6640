import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, type TestUser } from '../factories/users.factory.ts';
import { createExecutive } from '../factories/executives.factory.ts';
import { findSeriousAxeViolations } from './support/axe.ts';
import { DESKTOP, PHONE, visit } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { readDocumentWidth } from './support/in-page.ts';
import { signIn } from './support/sign-in.ts';

/**
 * Insights in Chromium against the built app and the real API (issue 42's judged path): a new
 * client searches for an executive, opens the full profile, sees the contact details and shortlists
 * them; the executive's /profile/insights then shows each as one more than before. The same client
 * again within 30 minutes adds nothing. A search that finds nobody is in the team's Marketplace
 * tab, and the Executive Approval list shows how long a profile has waited.
 */

// Flushed every 100 ms, so the page follows within a poll or two; the waits are on what it shows.
const world = useE2eWorld({
  env: { AUTH_RATE_LIMIT_MAX: '1000', INSIGHTS_FLUSH_MS: '100' },
  consoleErrorsAllowed: /Failed to load resource: the server responded with a status of (401|403|404)/,
  screenshots: true,
});

/** A made-up word no other row holds: letters only, so it is one search term. */
const word = (prefix: string) => `${prefix}${randomBytes(4).toString('hex').replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

type Figure = 'appearances' | 'opens' | 'contactShown' | 'shortlistAdds';
const FIGURES: readonly Figure[] = ['appearances', 'opens', 'contactShown', 'shortlistAdds'];

let executive: TestUser & { id: string };
let firstName: string;

beforeAll(async () => {
  firstName = word('Ottilie');
  executive = await createExecutive(world.server.testApp.app, { profile: { firstName, lastName: 'Insightful' } });
});

/** This week's figures on the executive's Insights page, read as a person reads them. */
async function thisWeek(page: Page): Promise<Record<Figure, number> | null> {
  // Until the first flush a new profile's page says so instead.
  await page.getByTestId('insights-figure-appearances').or(page.getByText('Nothing counted yet', { exact: false })).first().waitFor();
  if ((await page.getByTestId('insights-figure-appearances').count()) === 0) return null;
  const figures = {} as Record<Figure, number>;
  for (const figure of FIGURES) {
    const text = await page.getByTestId(`insights-figure-${figure}`).locator('dd').first().textContent();
    figures[figure] = Number((text ?? '').replace(/[^\d]/g, ''));
  }
  return figures;
}

/** Reloads the Insights page until its figures are `expected` (a flush, then a read). */
async function waitForFigures(page: Page, expected: Record<Figure, number>): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload();
        return thisWeek(page);
      },
      { timeout: 60_000, interval: 200 },
    )
    .toEqual(expected);
}

async function openAsClient(client: TestUser): Promise<Page> {
  const { page } = await world.open(DESKTOP);
  await signIn(page, client);
  return page;
}

describe('insights as the executive sees them', () => {
  it('shows a new profile’s empty state, then each search, open, contact and shortlist add of a new client as one more', async () => {
    const { page: own } = await world.open(DESKTOP);
    await signIn(own, executive);
    await visit(own, '/profile');
    await own.getByRole('link', { name: 'See your insights' }).click();
    await own.waitForURL((url) => url.pathname === '/profile/insights');
    await own.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    await own.getByText('Nothing counted yet.', { exact: false }).waitFor();
    await world.screenshot(own, 'insights-empty');

    const client = await createUser(world.server.testApp.app, 'client', { firstName: 'Nina', lastName: 'Newclient' });
    const page = await openAsClient(client);
    await visit(page, `/browse?q=${firstName}`);
    const card = page.getByTestId('executive-card').filter({ hasText: firstName });
    await card.getByRole('link', { name: 'View Full Profile' }).click();
    await page.waitForURL((url) => url.pathname === `/executives/${executive.id}`);
    await page.getByTestId('contact-card').waitFor();
    await page.getByRole('button', { name: 'Add to Shortlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Shortlist' });
    await dialog.getByLabel('Shortlist name').fill('Insights search');
    await dialog.getByRole('button', { name: 'Create & Add' }).click();
    await dialog.waitFor({ state: 'detached' });

    await waitForFigures(own, { appearances: 1, opens: 1, contactShown: 1, shortlistAdds: 1 });
    // The chart and its table carry the same week.
    await own.getByTestId('insights-chart').waitFor();
    await own.getByRole('button', { name: 'Show as a table' }).click();
    await own.getByRole('region', { name: 'The last 12 weeks' }).getByRole('row').last().getByText('This week').waitFor();
    expect(await findSeriousAxeViolations(own)).toEqual([]);
    await world.screenshot(own, 'insights-counted');

    // The same client on the same profile again at once: not counted. A second client's open is,
    // and is flushed no earlier than the repeat, so the figure shows exactly one more.
    await page.reload();
    await page.getByTestId('contact-card').waitFor();
    const other = await openAsClient(await createUser(world.server.testApp.app, 'client', { firstName: 'Otto', lastName: 'Otherclient' }));
    await visit(other, `/executives/${executive.id}`);
    await other.getByTestId('contact-card').waitFor();
    await waitForFigures(own, { appearances: 1, opens: 2, contactShown: 2, shortlistAdds: 1 });
  });

  it('works at 375 px and by keyboard: no sideways scroll, the table reachable', async () => {
    const { page } = await world.open(PHONE);
    await signIn(page, executive);
    await visit(page, '/profile/insights');
    await page.getByTestId('insights-figure-appearances').waitFor();
    expect(await readDocumentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const toggle = page.getByRole('button', { name: 'Show as a table' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Hide the table' }).waitFor();
    expect(await findSeriousAxeViolations(page)).toEqual([]);
    await world.screenshot(page, 'insights-phone');

    // The weekly e-mail's unsubscribe link lands on its switch, focused; Space turns it off, saved.
    await visit(page, '/profile/insights#weekly-email');
    const weekly = page.getByRole('checkbox', { name: 'Send me my insights every Monday' });
    await expect.poll(() => page.evaluate<string | null>('document.activeElement?.id ?? null'), { timeout: 30_000 }).toBe('insights-weekly-email');
    expect(await weekly.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Space');
    await page.getByRole('region', { name: /Notifications/ }).getByText('Your weekly e-mail choice is saved.').first().waitFor();
    await page.reload();
    await expect.poll(() => weekly.getAttribute('aria-checked'), { timeout: 30_000 }).toBe('false');
  });
});

describe('insights as the team sees them', () => {
  it('lists a search that found nobody in the Marketplace tab, and how long a pending profile has waited', async () => {
    const app = world.server.testApp.app;
    const nobody = word('zyxqa');
    const client = await createUser(app, 'client');
    const page = await openAsClient(client);
    await visit(page, `/browse?q=${nobody}`);
    await page.getByText(/No Talent Leaders/i).first().waitFor();

    const waiting = await createExecutive(app, { state: 'pending', profile: { firstName: word('Waiting'), lastName: 'Longtime' } });
    await app.deps.orm.em.fork().execute(`UPDATE executive_profiles SET submitted_at = now() - interval '30 hours' WHERE id = ?`, [waiting.id]);

    const admin = await createUser(app, 'super-admin');
    const { page: team } = await world.open(DESKTOP);
    await signIn(team, admin);
    await visit(team, '/admin');
    const row = team.getByTestId('vetting-wait').filter({ has: team.getByTestId('vetting-over-promise') });
    await row.first().waitFor();
    expect(await team.getByTestId('vetting-over-promise').first().textContent()).toBe('Over 24 hours');

    await expect
      .poll(
        async () => {
          await visit(team, '/admin?tab=marketplace');
          const panel = team.getByRole('tabpanel');
          // Each report's card is there once the tab has loaded, with its rows or 'nothing' in words.
          await panel.getByRole('heading', { name: /found/i }).first().waitFor();
          return panel.textContent();
        },
        { timeout: 60_000, interval: 200 },
      )
      .toContain(nobody.toLowerCase());
    expect(await findSeriousAxeViolations(team)).toEqual([]);
    await world.screenshot(team, 'insights-marketplace');
  });
});
