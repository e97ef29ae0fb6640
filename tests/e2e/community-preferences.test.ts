import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { joinMessages, preferencesMessages } from '../../src/modules/community/contracts/community-messages.contract.ts';
import { csrfHeaders, uniqueEmail } from '../factories/users.factory.ts';
import { joinForm, memberByEmail } from '../factories/community.factory.ts';
import { waitFor } from '../setup/wait-for.ts';
import { PHONE, visit } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { expectFits } from './support/sign-in.ts';

/**
 * Consent you can see and withdraw, in the browser at 375 px with a real worker and SMTP peer: a
 * visitor joins, opens the preferences link of the Slack invite e-mail (no session), sees when and
 * how each preference was given, turns one off by keyboard and saves, then leaves the community
 * and is told that their Slack account is Slack's to remove.
 */

const INVITE_URL = 'https://join.slack.com/t/e2e/shared_invite/zt-e2e';

const world = useE2eWorld({ env: { SLACK_INVITE_URL: INVITE_URL, COMMUNITY_JOIN_RATE_LIMIT_MAX: '1000' }, smtp: true, worker: true });

async function open(): Promise<Page> {
  return (await world.open(PHONE)).page;
}

describe('community preferences in the browser', () => {
  it('a member opens the e-mail’s preferences link, turns the newsletter off, then leaves', async () => {
    const email = uniqueEmail('prefs');
    const joined = await world.server.testApp.app.inject({ method: 'POST', url: '/api/community/join', headers: csrfHeaders, payload: joinForm({ email }) });
    expect(joined.statusCode).toBe(201);
    const invite = await waitFor(async () => world.smtp.messages.find((m) => m.to === email));
    const link = new URL(/https?:\/\/\S+\/community\/preferences\?token=\S+/.exec(invite.text)![0]);

    const page = await open();
    await visit(page, `${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: preferencesMessages.title }).waitFor();
    await page.getByText(email).waitFor();
    const newsletter = page.getByRole('checkbox', { name: joinMessages.preferenceLabels.newsletter });
    expect(await newsletter.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByText(/^On since .*: chosen on the join form\.$/).count()).toBe(3);
    await page.getByText(joinMessages.preferenceDescriptions.newsletter, { exact: false }).first().waitFor();
    await expectFits(page, PHONE);

    // By keyboard: focus the box, Space toggles it, then Save.
    await newsletter.focus();
    await page.keyboard.press('Space');
    expect(await newsletter.getAttribute('aria-checked')).toBe('false');
    await page.getByRole('button', { name: preferencesMessages.save }).click();
    await page.getByText(preferencesMessages.saved).first().waitFor();
    await page.getByText(/^Off since .*: changed on this page\.$/).waitFor();
    expect((await memberByEmail(world.server.testApp.app, email))?.notification_preferences).toEqual({ events: true, newsletter: false, discussions: true });

    // Leaving asks first, then erases the membership and says what stays with Slack.
    await page.getByText(preferencesMessages.slackNotice).first().waitFor();
    await page.getByRole('button', { name: preferencesMessages.leave }).click();
    await page.getByRole('alertdialog', { name: preferencesMessages.leaveConfirmTitle }).waitFor();
    await page.getByRole('button', { name: preferencesMessages.leaveConfirm }).click();
    await page.getByRole('heading', { name: preferencesMessages.leftTitle }).waitFor();
    await page.getByText(preferencesMessages.slackNotice).waitFor();
    await page.getByRole('link', { name: preferencesMessages.slackHelp }).waitFor();
    await expectFits(page, PHONE);
    expect(await memberByEmail(world.server.testApp.app, email)).toBeUndefined();

    // The same link afterwards: not a member any more, with the way back in.
    await page.reload();
    await page.getByRole('heading', { name: preferencesMessages.notMember }).waitFor();
    await page.getByRole('link', { name: preferencesMessages.join }).waitFor();
    // The browser logs that expected 404 as a failed resource; nothing else may have failed.
    const tracked = world.pages.at(-1)!;
    expect(tracked.errors.filter((error) => !error.includes('404 (Not Found)'))).toEqual([]);
    tracked.errors.length = 0;
  });

  it('a bad link and no link say what to do', async () => {
    const page = await open();
    await visit(page, '/community/preferences?token=not-a-real-token');
    await page.getByText(preferencesMessages.linkInvalid).waitFor();
    await visit(page, '/community/preferences');
    await page.getByRole('heading', { name: preferencesMessages.signInNeeded }).waitFor();
    await page.getByRole('link', { name: preferencesMessages.signIn }).waitFor();
    // The expected 400 and 401 answers are logged by the browser as failed requests, not app errors.
    world.pages.at(-1)!.errors.length = 0;
  });
});
