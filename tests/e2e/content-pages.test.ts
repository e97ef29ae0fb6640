import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { visit } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';

/** The marketing and legal pages say what spec part 1 sections 1 and 2 and issue 3 ask of them. */
const world = useE2eWorld();

async function open(path: string): Promise<Page> {
  const { page } = await world.open();
  await visit(page, path);
  return page;
}

const headings = (page: Page, level: 'h2' | 'h3') => page.locator(`main ${level}`).allTextContents();

describe('content pages', () => {
  it("home states the product's four claims", async () => {
    const page = await open('/');
    for (const claim of ['Vetted talent', 'Direct contact', 'No platform fees', 'Immediate access']) {
      await expect(page.getByText(claim, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
  });

  it('How It Works: intro, why it was built, 3 + 3 steps, four FAQs and both calls to action', async () => {
    const page = await open('/how-it-works');
    expect(await page.locator('main h1').textContent()).toBe('How TalentLeaders works');
    const h2 = await headings(page, 'h2');
    expect(h2).toContain('Why we built it');
    const h3 = (await headings(page, 'h3')).map((text) => text.trim());
    for (const step of [
      'Search and filter',
      'Register free',
      'Connect directly',
      'Create your profile',
      'Verification',
      'Receive opportunities',
    ]) {
      expect(h3.some((text) => text.endsWith(step)), step).toBe(true);
    }
    for (const question of [
      'Is TalentLeaders really free for companies?',
      'How are the leaders vetted?',
      'What is the difference between fractional, contract, retainer and temporary full-time work?',
      'Why does the company sign-up ask for a work e-mail address?',
    ]) {
      expect(await page.locator('main').textContent(), question).toContain(question);
    }
    const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/browse');
    expect(hrefs).toContain('/auth/signup/executive');
  });

  it('the privacy policy names the controller, purposes and legal bases, retention, rights and contact', async () => {
    const page = await open('/privacy');
    expect(await page.locator('main h1').textContent()).toBe('Privacy Policy');
    const h2 = await headings(page, 'h2');
    for (const section of [
      'Who is responsible for your data',
      'What data we collect',
      'Why we use it and on what legal basis',
      'How long we keep it',
      'Your rights',
      'Changes and contact',
    ]) {
      expect(h2.some((text) => text.includes(section)), section).toBe(true);
    }
    await expect(page.getByText(/CV/).first().isVisible()).resolves.toBe(true);
  });

  it('the terms cover the service, accounts, profiles, use of executive information and liability', async () => {
    const page = await open('/terms');
    expect(await page.locator('main h1').textContent()).toBe('Terms of Service');
    const h2 = await headings(page, 'h2');
    for (const section of ['The service', 'Accounts', 'Executive profiles', 'Use of executive information by clients', 'Liability']) {
      expect(h2.some((text) => text.includes(section)), section).toBe(true);
    }
  });
});
