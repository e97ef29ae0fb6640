import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shortlistShareMessages as m } from '../../src/modules/shortlists/contracts/shortlist-messages.contract.ts';
import { createShortlist } from '../../src/modules/shortlists/index.ts';
import { createUser, type TestUser } from '../factories/users.factory.ts';
import { createExecutive } from '../factories/executives.factory.ts';
import { waitFor } from '../setup/wait-for.ts';
import { findSeriousAxeViolations } from './support/axe.ts';
import { DESKTOP, PHONE, visit, type Viewport } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { signIn } from './support/sign-in.ts';

/**
 * Sharing a shortlist in the browser, with a real worker and SMTP peer: the owner shares with a
 * colleague at the same company, the colleague follows the e-mail's link, sees the list under
 * 'Shared with me' (without the owner's note), comments, and the owner sees the comment.
 */

const world = useE2eWorld({
  env: { AUTH_RATE_LIMIT_MAX: '1000' },
  smtp: true,
  worker: true,
  // The refusals the test provokes (an address at another company; the list after revocation) show
  // up as the browser's "Failed to load resource" line; nothing else may.
  consoleErrorsAllowed: /Failed to load resource: the server responded with a status of (404|422)/,
});
let owner: TestUser;
let colleague: TestUser;
let listId: string;
const domain = `acme-${randomBytes(4).toString('hex')}.example`;

beforeAll(async () => {
  const app = world.server.testApp.app;
  owner = await createUser(app, 'client', { email: `olivia@${domain}`, firstName: 'Olivia', lastName: 'Owner' });
  colleague = await createUser(app, 'client', { email: `colin@${domain}`, firstName: 'Colin', lastName: 'Colleague' });
  const executive = await createExecutive(app, { state: 'approved', user: { firstName: 'Petra', lastName: 'Peoplelead' } });
  listId = (await createShortlist(app.deps.orm.em.fork(), owner.id, { name: 'Head of People', executiveId: executive.id })).id;
});

async function open(viewport: Viewport = DESKTOP): Promise<Page> {
  return (await world.open(viewport)).page;
}

describe('shortlists shared with colleagues in the browser', () => {
  it('the owner shares a list, the colleague comments on it from the e-mail link, and the owner sees the comment', async () => {
    const ownerPage = await open(DESKTOP);
    await signIn(ownerPage, owner);
    await visit(ownerPage, `/shortlists?list=${listId}`);
    await ownerPage.getByRole('heading', { name: 'Head of People' }).waitFor();
    await ownerPage.getByLabel('Private note').fill('Too pricey for us');
    await ownerPage.getByRole('button', { name: 'Save Note' }).click();
    await ownerPage.getByText('Saved', { exact: true }).waitFor();

    // Share: someone at another company is refused with the rule, the colleague is added.
    await ownerPage.getByRole('button', { name: m.shareButton, exact: true }).click();
    const dialog = ownerPage.getByRole('dialog');
    await dialog.getByText(m.noColleagues).waitFor();
    await dialog.getByLabel(m.colleagueEmailLabel).fill('someone@elsewhere.example');
    await dialog.getByRole('button', { name: m.shareSubmit, exact: true }).click();
    await dialog.getByRole('alert').getByText(m.notColleague(domain)).waitFor();
    await dialog.getByLabel(m.colleagueEmailLabel).fill(colleague.email);
    await ownerPage.keyboard.press('Enter');
    await dialog.getByTestId('share-colleagues').getByText('Colin Colleague').waitFor();
    await world.screenshot(ownerPage, 'share-dialog-1280');
    await ownerPage.keyboard.press('Escape');

    // The colleague's e-mail links to the shared list.
    const email = await waitFor(async () => world.smtp.messages.find((message) => message.to === colleague.email));
    expect(email.subject).toBe('Olivia Owner shared the shortlist "Head of People" with you');
    const link = new RegExp(`${world.server.baseUrl}(/shortlists\\?shared=[0-9a-f-]+)`).exec(email.text)![1]!;

    const colleaguePage = await open(PHONE);
    await signIn(colleaguePage, colleague);
    await visit(colleaguePage, link);
    const shared = colleaguePage.getByTestId('shared-shortlist');
    await shared.getByRole('heading', { name: 'Head of People' }).waitFor();
    await shared.getByText(m.sharedBy('Olivia Owner'), { exact: false }).waitFor();
    await colleaguePage.getByRole('navigation', { name: m.sharedWithMe }).getByRole('link', { name: /Head of People/ }).waitFor();
    // Read-only and private: no note, no remove, no share.
    expect(await colleaguePage.getByText('Too pricey for us').count()).toBe(0);
    expect(await colleaguePage.getByLabel('Private note').count()).toBe(0);
    expect(await colleaguePage.getByRole('button', { name: /Remove/ }).count()).toBe(0);
    expect(await colleaguePage.getByRole('button', { name: m.shareButton, exact: true }).count()).toBe(0);

    await shared.getByRole('button', { name: m.commentSubmit }).click();
    await shared.getByRole('alert').getByText('Please write a comment.').waitFor();
    await shared.getByLabel(m.commentLabel).fill('Great fit for our scale-up phase.');
    await shared.getByRole('button', { name: m.commentSubmit }).click();
    const comment = shared.getByTestId('comment').filter({ hasText: 'Great fit for our scale-up phase.' });
    await comment.getByText('Colin Colleague (you)').waitFor();
    expect(await findSeriousAxeViolations(colleaguePage)).toEqual([]);
    expect(await colleaguePage.evaluate<number>("document.querySelector('main').scrollWidth")).toBeLessThanOrEqual(PHONE.width);
    await world.screenshot(colleaguePage, 'shared-shortlist-375');

    // The owner sees the colleague's comment in the thread, apart from the private note.
    await ownerPage.reload();
    const ownComment = ownerPage.getByTestId('comment').filter({ hasText: 'Great fit for our scale-up phase.' });
    await ownComment.getByText('Colin Colleague', { exact: true }).waitFor();
    expect(await ownerPage.getByLabel('Private note').inputValue()).toBe('Too pricey for us');
    await ownerPage.getByLabel(m.commentLabel).fill('Booking a call this week.');
    await ownerPage.getByRole('button', { name: m.commentSubmit }).click();
    await ownerPage.getByTestId('comment').filter({ hasText: 'Booking a call this week.' }).getByText('Olivia Owner (you)').waitFor();
    await world.screenshot(ownerPage, 'shortlist-with-comments-1280');

    // Revoke: the colleague's next load answers that the list is gone.
    await ownerPage.getByRole('button', { name: m.shareButton, exact: true }).click();
    await ownerPage.getByRole('button', { name: `${m.revoke} Colin Colleague` }).click();
    await ownerPage.getByRole('dialog').getByText(m.noColleagues).waitFor();
    await colleaguePage.reload();
    await colleaguePage.getByText(m.noSharedShortlists).waitFor();
  });
});
