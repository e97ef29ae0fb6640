import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addExecutiveToShortlist,
  createShortlist,
  postShortlistComment,
  saveShortlistNote,
  shareShortlist,
} from '../../../src/modules/shortlists/index.ts';
import { saveSearch } from '../../../src/modules/saved-searches/index.ts';
import { enrolExecutive, signMemberLinkToken } from '../../../src/modules/community/index.ts';
import { createUser, type FactoryRole, type TestUser } from '../../factories/users.factory.ts';
import { createExecutive, referenceOf } from '../../factories/executives.factory.ts';
import { createInvitation } from '../../factories/invitations.factory.ts';
import { categoryId, createComment, createPost } from '../../factories/content.factory.ts';
import { findSeriousAxeViolations } from './axe.ts';
import { PHONE, START_UP_SCREEN, openPage, type TrackedPage } from './browser.ts';
import { useE2eWorld } from './e2e-world.ts';
import { findKeyboardFocusProblems } from './keyboard-focus.ts';
import { signIn } from './sign-in.ts';

const TAKE_SCREENSHOTS = process.env.E2E_OVERFLOW_SCREENSHOTS === '1';
const LONG_SURNAME = 'Wolfeschlegelsteinhausenbergerdorff';
export type PhoneRole = 'visitor' | Exclude<FactoryRole, 'staff'>;

/**
 * Issue 10 item 8 and issue 14 item 6: at 375 px no screen scrolls sideways, fails axe (serious
 * or critical) or hides an interactive element from the keyboard or its focus ring, for any role. Every route of the router's
 * generated tree is visited (a new route without a row here fails the first test), with data made
 * to stretch a phone: an unbroken 35-letter surname, a long e-mail address, long list and company
 * names. Checked: the document is no wider than the viewport, and no visible element's (or text's)
 * right edge is past it (unless an ancestor that scrolls or clips sideways, itself on screen,
 * contains it).
 * E2E_OVERFLOW_SCREENSHOTS=1 also saves each screen to E2E_SCREENSHOTS_DIR (.data/screenshots).
 *
 * Each role walks the screens in a file of its own (`tests/e2e/phone-overflow-<role>.test.ts`, its
 * own app, data and browser), so the five walks run side by side instead of one file taking the
 * longest of the run (issue 29 item 2); the visitor's file also checks the route table.
 */

export function checkEveryScreenOnAPhoneAs(role: PhoneRole, { checksRouteTable = false } = {}): void {
  // The walk opens its page with openPage (not world.open): it checks the layout, axe and the keyboard, not the console.
  const world = useE2eWorld({ env: { AUTH_RATE_LIMIT_MAX: '10000' }, screenshots: TAKE_SCREENSHOTS });
  const accounts = {} as Record<Exclude<PhoneRole, 'visitor'>, TestUser>;
  let executiveId = '';
  let secondExecutiveId = '';
  let invitationToken = '';
  let articleSlug = '';
  let sharedListId = '';
  let memberToken = '';

  /** Each route of the generated route tree, as the URLs that show it (parameters filled in). */
  function urlsFor(route: string): string[] | undefined {
    const table: Record<string, string[]> = {
      '/': ['/'],
      '/admin': ['/admin'],
      '/auth': ['/auth'],
      // A reminder's link with a bad token (a good one would confirm an executive's availability).
      '/account': ['/account'],
      // The person's sessions (this one, signed in by the walk) and the change-password form.
      '/account/security': ['/account/security'],
      // Two-step sign-in: the enrolment's first step for clients and executives, 'on' for the enrolled staff.
      '/account/second-factor': ['/account/second-factor'],
      '/availability/confirm': ['/availability/confirm', '/availability/confirm?token=not-a-real-token'],
      '/auth/': ['/auth'],
      '/auth/$': ['/auth/no-such-step'],
      '/auth/complete-profile': ['/auth/complete-profile', `/auth/complete-profile?token=${invitationToken}`],
      '/auth/confirm-email': ['/auth/confirm-email'],
      '/auth/forgot-password': ['/auth/forgot-password'],
      '/auth/reset-password': ['/auth/reset-password?token=not-a-real-token'],
      '/auth/reset-password-confirm-email': ['/auth/reset-password-confirm-email'],
      '/auth/login/': ['/auth/login'],
      '/auth/login/$userType': ['/auth/login/client', '/auth/login/executive'],
      '/auth/signup/': ['/auth/signup'],
      '/auth/signup/$userType': ['/auth/signup/client', '/auth/signup/executive'],
      '/browse': ['/browse'],
      // Empty, and three long-named leaders (the table scrolls inside its own region, never the page).
      // Without a link (a visitor is asked to sign in; the executive is a member), by a member's link, a bad link.
      '/community/preferences': ['/community/preferences', `/community/preferences?token=${memberToken}`, '/community/preferences?token=not-a-real-token'],
      '/compare': ['/compare', `/compare?ids=${executiveId},${secondExecutiveId},${executiveId.slice(0, 8)}`],
      '/consultant-dashboard': ['/consultant-dashboard'],
      '/content/': ['/content'],
      '/content/$slug': [`/content/${articleSlug}`, '/content/no-such-article'],
      '/content/submit': ['/content/submit'],
      '/executives/': ['/executives'],
      '/executives/$id': [`/executives/${executiveId}`],
      '/how-it-works': ['/how-it-works'],
      '/join-community': ['/join-community'],
      '/privacy': ['/privacy'],
      '/profile/': ['/profile'],
      '/profile/edit': ['/profile/edit'],
      // The executive's reach (issue 42 item 3); the other roles are sent to /profile.
      '/profile/insights': ['/profile/insights'],
      '/saved-searches/': ['/saved-searches'],
      '/saved-searches/unsubscribe': ['/saved-searches/unsubscribe', '/saved-searches/unsubscribe?token=not-a-real-token'],
      // The client's own lists, and one a colleague shared with them (read-only, with comments).
      '/shortlists': ['/shortlists', `/shortlists?shared=${sharedListId}`],
      '/terms': ['/terms'],
    };
    return table[route];
  }

  /** The full paths the router plugin generated (web/src/routeTree.gen.ts, FileRoutesByFullPath). */
  function generatedRoutes(): string[] {
    const source = readFileSync(path.resolve('web/src/routeTree.gen.ts'), 'utf8');
    const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
    return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!);
  }

  function allUrls(): string[] {
    const urls = generatedRoutes().flatMap((route) => urlsFor(route) ?? []);
    return [...new Set([...urls, '/no-such-page'])];
  }

  beforeAll(async () => {
    const app = world.server.testApp.app;
    const reference = await referenceOf(app);

    const longProfile = (firstName: string, lastName: string, email: string) => ({
      firstName,
      lastName,
      email,
      linkedinUrl: `https://www.linkedin.com/in/${firstName.toLowerCase()}-${lastName.toLowerCase()}-0123456789`,
      industries: reference.industries.map((industry) => industry.id),
      technologies: reference.technologies.map((tool) => tool.id),
      priceRanges: reference.priceBands.map((band) => band.id),
    });

    // The executive (approved, so on /browse and in shortlists) and a pending one for the admin.
    const email = `bartholomew.maximilian.${LONG_SURNAME.toLowerCase()}@leaders-test.example`;
    accounts.executive = await createExecutive(app, {
      user: { firstName: 'Bartholomew-Maximilian', lastName: LONG_SURNAME },
      profile: longProfile('Bartholomew-Maximilian', LONG_SURNAME, email),
    });
    executiveId = accounts.executive.id;
    // The executive is a community member: /community/preferences by session, and by their link for everyone.
    const { memberId } = await enrolExecutive(app.deps.orm.em.fork(), {
      userId: executiveId,
      email: accounts.executive.email,
      firstName: 'Bartholomew-Maximilian',
      lastName: LONG_SURNAME,
    });
    memberToken = encodeURIComponent(signMemberLinkToken(app.deps.config.secrets.jwt, memberId));
    secondExecutiveId = (
      await createExecutive(app, {
        user: { firstName: 'Wilhelmina-Friederike', lastName: LONG_SURNAME },
        profile: longProfile('Wilhelmina-Friederike', LONG_SURNAME, `second.${email}`),
      })
    ).id;
    await createExecutive(app, {
      state: 'pending',
      user: { firstName: 'Konstantinopolitanische', lastName: LONG_SURNAME },
      profile: longProfile('Konstantinopolitanische', LONG_SURNAME, `pending.${email}`),
    });

    accounts.client = await createUser(app, 'client', {
      firstName: 'Clementine',
      lastName: LONG_SURNAME,
      email: `clementine.${LONG_SURNAME.toLowerCase()}@acme-test.example`,
      metadata: { company_name: `${LONG_SURNAME}Industrieversicherungsgesellschaft`, job_title: 'Chief People and Culture Officer' },
    });
    const list = await createShortlist(app.deps.orm.em.fork(), accounts.client.id, {
      name: `HeadOfPeopleCandidatesForTheNordicsExpansion${LONG_SURNAME}`,
      executiveId,
    });
    await saveShortlistNote(app.deps.orm.em.fork(), accounts.client.id, list.id, list.entryId!, `Spoke on Monday: ${LONG_SURNAME}${LONG_SURNAME}`);
    const other = await createShortlist(app.deps.orm.em.fork(), accounts.client.id, { name: 'Second list' });
    await addExecutiveToShortlist(app.deps.orm.em.fork(), accounts.client.id, other.id, executiveId);
    // A colleague at the client's company shares a long-named list; both comment with unbroken words.
    const colleague = await createUser(app, 'client', {
      firstName: 'Wolfgang-Amadeus',
      lastName: LONG_SURNAME,
      email: `wolfgang.amadeus.${LONG_SURNAME.toLowerCase()}@acme-test.example`,
    });
    const sharedList = await createShortlist(app.deps.orm.em.fork(), colleague.id, {
      name: `SharedCandidatesForTheDACHRegion${LONG_SURNAME}`,
      executiveId,
    });
    sharedListId = sharedList.id;
    await shareShortlist(app.deps.orm.em.fork(), colleague.id, sharedList.id, accounts.client.email);
    for (const [authorId, listId, entryId] of [
      [colleague.id, sharedList.id, sharedList.entryId!],
      [accounts.client.id, sharedList.id, sharedList.entryId!],
      [accounts.client.id, list.id, list.entryId!],
    ] as const) {
      await postShortlistComment(app.deps.orm.em.fork(), authorId, listId, entryId, `Interviewed: ${LONG_SURNAME}${LONG_SURNAME}`);
    }
    // A saved search with a long name and many filters, its alerts off (the badge and the button too).
    const saved = await saveSearch(app.deps.orm.em.fork(), accounts.client.id, {
      name: `NordicsExpansionHeadOfPeopleSearch${LONG_SURNAME}${LONG_SURNAME}`.slice(0, 100),
      filters: { q: LONG_SURNAME, region: 'europe', industries: reference.industries.map((i) => i.slug).join(','), yearsExperience: '10+' },
      frequency: 'daily',
    });
    await app.deps.orm.em.fork().execute('UPDATE saved_searches SET unsubscribed_at = now() WHERE id = ?', [saved.id]);

    accounts.consultant = await createUser(app, 'consultant', { firstName: 'Constance', lastName: LONG_SURNAME });
    accounts['super-admin'] = await createUser(app, 'super-admin', { firstName: 'Adelheid', lastName: LONG_SURNAME });

    // The consultant dashboard's table (the super admin's too, with the consultant column) and the
    // invitee's greeting, with a name and addresses that stretch a phone. No worker runs: the rows
    // stay queued, the longest state of the delivery column.
    const invitee = { firstName: 'Maximiliane-Konstanze', lastName: LONG_SURNAME };
    const invitation = await createInvitation(app, accounts.consultant, {
      ...invitee,
      email: `maximiliane.konstanze.${LONG_SURNAME.toLowerCase()}@leaders-test.example`,
    });
    invitationToken = invitation.token;
    await createInvitation(app, accounts.consultant, { ...invitee, email: `lapsed.${LONG_SURNAME.toLowerCase()}@leaders-test.example` }, { expired: true });

    // The content hub: a published article (on /content, its page, the admin's posts) and a
    // submitted one, with unbroken words in every field a phone must wrap; approved and pending
    // comments (the article's list, the admin's queue).
    const longWord = `${LONG_SURNAME}${LONG_SURNAME}`;
    const article = await createPost(app, {
      form: {
        title: `Onboarding ${longWord} without tears`,
        excerpt: `How ${longWord} onboarding keeps senior hires: https://example.com/${longWord}/guide`,
        categoryId: await categoryId(app, 'compensation-benefits'),
        tags: `${LONG_SURNAME}, onboarding, culture`,
        authorName: `Bartholomew-Maximilian ${LONG_SURNAME}`,
        authorBio: `Fractional CPO at ${LONG_SURNAME}Industrieversicherungsgesellschaft.`,
        content: `First paragraph with ${longWord}.\n\nhttps://example.com/${longWord}/${longWord}`,
      },
    });
    articleSlug = article.slug;
    await createComment(app, article.slug, { authorName: `Konstantinopolitanische ${LONG_SURNAME}`, content: `Agreed: ${longWord}` });
    await createComment(app, article.slug, { status: 'pending', authorName: `Maximiliane ${LONG_SURNAME}`, content: `Pending ${longWord}` });
    await createPost(app, { status: 'submitted', form: { title: `Submitted ${longWord}`, authorName: `Clementine ${LONG_SURNAME}` } });
  });

  // The start-up screen, loading placeholders still shown, or animations (a toast sliding in) still running.
  const STILL_MOVING =
    `!!document.querySelector(${JSON.stringify(`${START_UP_SCREEN}, [aria-busy="true"], [data-testid="executive-card-skeleton"], main [role="status"] .animate-spin`)})` +
    " || document.getAnimations().some((a) => a.playState === 'running' && !(a.effect && a.effect.getTiming().iterations === Infinity))";

  /**
   * Waits for the screen to settle: start-up screen gone, requests done, nothing loading or moving.
   * Polled from here with page.evaluate: waitForFunction's string form needs eval, which the CSP refuses.
   */
  async function settle({ page, networkQuiet }: TrackedPage): Promise<void> {
    await page.locator('main').waitFor({ state: 'visible' });
    await networkQuiet();
    for (let attempt = 0; attempt < 100 && (await page.evaluate<boolean>(STILL_MOVING)); attempt += 1) {
      await page.waitForTimeout(50);
    }
    // What finished loading may have asked for more (a dependent query).
    await networkQuiet();
  }

  type Overflow = { scrollWidth: number; clientWidth: number; offenders: string[] };

  /*
   * Runs in the page (source text: the test project has no DOM types). An element counts when it is
   * visible, not a 1 px screen-reader-only box, and not contained by an on-screen ancestor that
   * clips or scrolls sideways (a table's scroll box, a truncated line).
   */
  const MEASURE_OVERFLOW = `(() => {
    const viewport = document.documentElement.clientWidth;
    const clippedBy = (element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX !== 'visible' && parent.getBoundingClientRect().right <= viewport + 0.5) return true;
      }
      return false;
    };
    const describe = (element) => {
      const name = element.tagName.toLowerCase() + (element.id ? '#' + element.id : '');
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\\s+/).slice(0, 6).join('.') : '';
      const text = (element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 60);
      return name + (classes ? '.' + classes : '') + ' right=' + Math.round(element.getBoundingClientRect().right) + ' "' + text + '"';
    };
    const offenders = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right <= viewport + 0.5 || (box.width <= 1 && box.height <= 1)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents' || style.clipPath === 'inset(50%)') continue;
      if (clippedBy(element)) continue;
      offenders.push(describe(element));
    }
    // Text can run past its own box (an unbroken word in a box that kept its width).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent.trim()) continue;
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.right <= viewport + 0.5 || (box.width <= 1 && box.height <= 1)) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.clipPath === 'inset(50%)' || style.overflowX !== 'visible' || clippedBy(parent)) continue;
      offenders.push('text in ' + describe(parent) + ' text right=' + Math.round(box.right));
    }
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: viewport, offenders: offenders.slice(0, 8) };
  })()`;

  /**
   * One screen's checks (issue 14 item 6): nothing past the right edge, no serious or critical axe
   * violation, every interactive element reachable by Tab with a visible focus ring.
   */
  async function checkScreen(tracked: TrackedPage, label: string, failures: string[]): Promise<void> {
    const { page } = tracked;
    await settle(tracked);
    const result = await page.evaluate<Overflow>(MEASURE_OVERFLOW);
    if (result.scrollWidth > result.clientWidth || result.offenders.length > 0) {
      failures.push(`${label}: scrollWidth ${result.scrollWidth} > ${result.clientWidth}?\n    ${result.offenders.join('\n    ')}`);
    }
    const violations = await findSeriousAxeViolations(page);
    if (violations.length > 0) failures.push(`${label}: axe\n    ${violations.join('\n    ')}`);
    const focus = await findKeyboardFocusProblems(page);
    if (focus.problems.length > 0) failures.push(`${label}: keyboard (${focus.checked} checked)\n    ${focus.problems.join('\n    ')}`);
    await world.screenshot(page, `phone-${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`);
  }

  describe(`every screen at 375 px as ${role}: no sideways scroll, axe clean, keyboard reachable with a focus ring`, () => {
    if (checksRouteTable) {
      it('has a URL for every route of the route tree', () => {
        const missing = generatedRoutes().filter((route) => !urlsFor(route));
        expect(missing, 'routes without a row in urlsFor()').toEqual([]);
        expect(generatedRoutes().length).toBeGreaterThan(20);
      });
    }

    it(`every route, as ${role}`, { timeout: 300_000 }, async () => {
      const tracked: TrackedPage = await openPage(world.browser, world.server.baseUrl, PHONE);
      const { page } = tracked;
      try {
        if (role !== 'visitor') await signIn(page, accounts[role]);
        const failures: string[] = [];
        for (const url of allUrls()) {
          await page.goto(url);
          await checkScreen(tracked, `${role} ${url}`, failures);
        }
        if (role === 'super-admin') {
          // The admin's other tabs are screens of their own on the same route.
          await page.goto('/admin');
          for (const tab of ['Approved Executives', 'Client Management', 'Content Management', 'Community Management', 'Audit', 'Marketplace']) {
            await settle(tracked);
            await page.getByRole('tab', { name: new RegExp(tab, 'i') }).click();
            await checkScreen(tracked, `${role} /admin ${tab}`, failures);
            if (tab === 'Content Management') {
              // Its comments queue is a screen of its own too.
              await page.getByRole('tab', { name: /^Comments/ }).click();
              await checkScreen(tracked, `${role} /admin ${tab} Comments`, failures);
            }
          }
        }
        expect(failures, failures.join('\n')).toEqual([]);
      } finally {
        await tracked.close();
      }
    });
  });
}
