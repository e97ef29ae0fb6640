import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { availabilityMessages as m } from '../../src/modules/profiles/contracts/profile-messages.contract.ts';
import { confirmAvailability, requestAvailabilityRun } from '../../src/modules/profiles/index.ts';
import { createUser, type TestUser } from '../factories/users.factory.ts';
import { createExecutive } from '../factories/executives.factory.ts';
import { uniqueSurname } from '../factories/saved-searches.factory.ts';
import { waitFor } from '../setup/wait-for.ts';
import { DESKTOP, PHONE, visit, type Viewport } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { expectFits, signIn } from './support/sign-in.ts';

/**
 * Profile freshness in the browser, with a real worker and SMTP peer (decision 023): the monthly
 * reminder arrives, its one-click link confirms in a browser without signing in, and the
 * executive's directory card and public profile say 'Availability confirmed just now'; on
 * /profile, 'Confirm availability' does the same with a toast.
 */

const DAY = 86_400_000;

const world = useE2eWorld({
  env: { AUTH_RATE_LIMIT_MAX: '1000' },
  smtp: true,
  worker: true,
  // The bad link's refused POST is an expected "Failed to load resource" line.
  consoleErrorsAllowed: /Failed to load resource: the server responded with a status of 400/,
});
let client: TestUser;
const surname = uniqueSurname();
const capitalised = surname.charAt(0).toUpperCase() + surname.slice(1);

beforeAll(async () => {
  client = await createUser(world.server.testApp.app, 'client', { firstName: 'Carla' });
});

async function open(viewport: Viewport = DESKTOP): Promise<Page> {
  return (await world.open(viewport)).page;
}

/** The executive last confirmed `days` ago. */
const confirmedDaysAgo = (id: string, days: number) => confirmAvailability(world.server.testApp.orm.em.fork(), id, new Date(Date.now() - days * DAY));

describe('profile freshness in the browser', () => {
  it("an executive gets the reminder, confirms in one click from the e-mail, and the card and profile say so", async () => {
    const executive = await createExecutive(world.server.testApp.app, { profile: { firstName: 'Rosa', lastName: capitalised } });
    await confirmedDaysAgo(executive.id, 45);

    await requestAvailabilityRun(world.server.testApp.orm.em.fork(), 'remind');
    const reminder = await waitFor(async () =>
      world.smtp.messages.find((message) => message.to === executive.email && message.headers.get('x-template') === 'availability-reminder'),
    );
    expect(reminder.subject).toBe('Is your availability still current?');
    const link = /(http\S+\/availability\/confirm\?token=\S+)/.exec(reminder.text)![1]!;
    expect(link.startsWith(`${world.server.baseUrl}/availability/confirm?token=`)).toBe(true);

    // Opened on a phone, not signed in: the page confirms by itself and says so.
    const page = await open(PHONE);
    await page.goto(link);
    await page.getByRole('heading', { name: m.confirmed }).waitFor();
    await page.getByText(`${m.confirmedPrefix} just now`).waitFor();
    await expectFits(page, PHONE);
    await world.screenshot(page, 'availability-confirmed-375');

    // A client finds Rosa in the directory: her card and her profile carry the badge.
    const clientPage = await open(DESKTOP);
    await signIn(clientPage, client);
    await visit(clientPage, `/browse?q=${surname}`);
    const card = clientPage.getByTestId('executive-card').filter({ hasText: `Rosa ${capitalised}` });
    await card.getByText(`${m.confirmedPrefix} just now`).waitFor();
    await world.screenshot(clientPage, 'availability-card-1280');
    await visit(clientPage, `/executives/${executive.id}`);
    await clientPage.getByTestId('availability-confirmed').getByText(`${m.confirmedPrefix} just now`).waitFor();
  });

  it("an executive confirms with the button on /profile: a toast, and the badge moves from '12 days ago' to 'just now'", async () => {
    const executive = await createExecutive(world.server.testApp.app, { profile: { firstName: 'Ines', lastName: capitalised } });
    await confirmedDaysAgo(executive.id, 12);
    const page = await open(PHONE);
    await signIn(page, executive);
    await visit(page, '/profile');
    const panel = page.getByTestId('confirm-availability');
    await panel.getByText(`${m.confirmedPrefix} 12 days ago`).waitFor();
    await expectFits(page, PHONE);
    await panel.getByRole('button', { name: m.confirmButton }).click();
    await page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: m.confirmedDetail }).first().waitFor();
    await panel.getByText(`${m.confirmedPrefix} just now`).waitFor();
    await world.screenshot(page, 'profile-confirm-availability-375');
  });

  it("flags a profile not confirmed for 90 days in the admin's Approved Executives tab", async () => {
    const stale = await createExecutive(world.server.testApp.app, { profile: { firstName: 'Olga', lastName: capitalised } });
    await confirmedDaysAgo(stale.id, 100);
    const admin = await createUser(world.server.testApp.app, 'super-admin');
    const page = await open(DESKTOP);
    await signIn(page, admin);
    await visit(page, '/admin?tab=approved');
    const row = page.getByRole('listitem').filter({ hasText: `Olga ${capitalised}` });
    await row.getByText(m.staleFlag).waitFor();
    const fresh = page.getByRole('listitem').filter({ hasText: `Rosa ${capitalised}` });
    await fresh.getByText(m.confirmedPrefix).waitFor();
    expect(await fresh.getByText(m.staleFlag).count()).toBe(0);
    await world.screenshot(page, 'admin-stale-flag-1280');
  });

  it('a bad link says so and offers the profile, without signing in', async () => {
    const page = await open(PHONE);
    await page.goto('/availability/confirm?token=not-a-real-token');
    await page.getByText(m.tokenInvalid).waitFor();
    expect(await page.getByRole('link', { name: m.goToProfile }).getAttribute('href')).toBe('/profile');
    await expectFits(page, PHONE);
  });
});
