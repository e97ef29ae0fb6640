import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';

const TOKEN = 'operator-token-for-the-browser-check';

/** Swagger UI and bull-board ship their own HTML: they must render under our CSP, not just answer. */
describe('operator pages in Chromium', () => {
  // Each test opens its page with openPage (not world.open), checks its console errors as it needs and closes it.
  const world = useE2eWorld({ env: { OPERATOR_TOKEN: TOKEN }, screenshots: true });

  it('renders the queue dashboard after the ?token= sign-in, with no CSP violation', async () => {
    const { page, errors, close } = await openPage(world.browser, world.server.baseUrl);
    await page.goto(`/admin/queues?token=${TOKEN}`);
    expect(new URL(page.url()).search).toBe('');
    for (const queue of ['email', 'slack', 'notifications']) {
      await page.getByText(queue, { exact: true }).first().waitFor({ state: 'visible' });
    }
    await page.getByText('Loading...').waitFor({ state: 'detached' });
    await world.screenshot(page, 'queue-dashboard');
    // No console error at all: bull-board's own page links Google Fonts, which the CSP refuses,
    // so the API serves it without that link (queue-dashboard.ts).
    expect(errors).toEqual([]);
    await close();
  });

  it('refuses the dashboard to a browser without the token', async () => {
    const { page, close } = await openPage(world.browser, world.server.baseUrl);
    const response = await page.goto('/admin/queues');
    expect(response?.status()).toBe(401);
    await page.getByRole('heading', { name: 'Super admins only' }).waitFor();
    await close();
  });

  it('renders Swagger UI at /api/docs with the API operations, with no CSP violation', async () => {
    const { page, errors, close } = await openPage(world.browser, world.server.baseUrl);
    await page.goto('/api/docs');
    await page.getByText('TalentLeaders API').first().waitFor({ state: 'visible' });
    await page.locator('.opblock-summary-path', { hasText: '/api/ready' }).first().waitFor({ state: 'visible' });
    await world.screenshot(page, 'api-docs');
    expect(errors).toEqual([]);
    await close();
  });
});
