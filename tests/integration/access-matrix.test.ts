import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { csrfHeaders, createUser, signInAs, stepUp, uniqueEmail, type TestUser } from '../factories/users.factory.ts';
import { createExecutive, profileForm, referenceOf } from '../factories/executives.factory.ts';
import { newSharedShortlist, newShortlist } from './shortlists/shortlist-fixtures.ts';
import { createInvitation } from '../factories/invitations.factory.ts';
import { joinCommunity, signMemberLinkToken } from '../../src/modules/community/index.ts';
import { joinForm } from '../factories/community.factory.ts';
import { articleForm, createComment, createPost, multipartFile, pngImage } from '../factories/content.factory.ts';
import { createSavedSearch } from '../factories/saved-searches.factory.ts';
import { signUnsubscribeToken } from '../../src/modules/saved-searches/index.ts';
import { signAvailabilityToken } from '../../src/modules/profiles/index.ts';
import { signWeeklyEmailToken } from '../../src/modules/insights/index.ts';

/**
 * The role × route matrix: every /api route the app registers, called by every kind of caller with
 * a real session, against the status each must get. A new route without a row fails this test, so
 * every issue that adds an endpoint adds its row here.
 */

const CALLERS = ['visitor', 'client', 'executive', 'otherExecutive', 'consultant', 'superAdmin'] as const;
type Caller = (typeof CALLERS)[number];

type MatrixContext = {
  app: TestApp['app'];
  /** The users the callers sign in as; `executive` owns whatever "own" resources a row targets. */
  users: Record<Exclude<Caller, 'visitor'>, TestUser>;
};

/** One cell's request: another URL (a real id), a body, and headers beyond the session's (a multipart content type). */
type MatrixRequest = { url?: string; payload?: unknown; headers?: Record<string, string> };

/** Gives these executives an approved profile unless they have one (other rows delete or replace it). */
async function approvedProfiles(app: MatrixContext['app'], executives: TestUser[]): Promise<void> {
  for (const executive of executives) {
    const [row] = await app.deps.orm.em.fork().execute<{ approved: boolean }[]>('SELECT approved FROM executive_profiles WHERE id = ?', [executive.id]);
    if (!row?.approved) await createExecutive(app, { existing: executive });
  }
}

type Row = {
  /** Builds the request for one cell (fresh data per cell, so cells never depend on each other). */
  request?: (ctx: MatrixContext) => Promise<MatrixRequest> | MatrixRequest;
  expect: Record<Caller, number>;
};

/** A new community member's e-mail link token (URL-encoded). */
async function freshMemberToken(app: MatrixContext['app']): Promise<string> {
  const { memberId } = await joinCommunity(app.deps.orm.em.fork(), { ...joinForm(), company: null, jobTitle: null, preferences: { events: true, newsletter: true, discussions: true } });
  return encodeURIComponent(signMemberLinkToken(app.deps.config.secrets.jwt, memberId));
}

const everyone = (status: number): Record<Caller, number> => ({
  visitor: status,
  client: status,
  executive: status,
  otherExecutive: status,
  consultant: status,
  superAdmin: status,
});
const superAdminOnly = (status: number): Record<Caller, number> => ({
  visitor: 401,
  client: 403,
  executive: 403,
  otherExecutive: 403,
  consultant: 403,
  superAdmin: status,
});

const executivesOnly = (status: number): Record<Caller, number> => ({
  visitor: 401,
  client: 403,
  executive: status,
  otherExecutive: status,
  consultant: 403,
  superAdmin: 403,
});

const clientsOnly = (status: number): Record<Caller, number> => ({
  visitor: 401,
  client: status,
  executive: 403,
  otherExecutive: 403,
  consultant: 403,
  superAdmin: 403,
});

const consultantsAndAdmins = (status: number): Record<Caller, number> => ({
  visitor: 401,
  client: 403,
  executive: 403,
  otherExecutive: 403,
  consultant: status,
  superAdmin: status,
});

const strongPassword = 'Matrix-pass1';

/** A well-formed passkey answer to a challenge nobody issued. */
function passkeyAnswer() {
  return {
    challengeId: randomUUID(),
    response: {
      id: 'AAAAAAAAAAAAAAAAAAAAAA',
      rawId: 'AAAAAAAAAAAAAAAAAAAAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    },
  };
}

/** Keyed by `${method} ${url}` exactly as the route was registered. */
const MATRIX: Record<string, Row> = {
  // platform
  'GET /api/health': { expect: everyone(200) },
  'GET /api/ready': { expect: everyone(200) },
  // reference data
  'GET /api/reference': { expect: everyone(200) },
  // directory (what each caller sees is the directory tests' business; here: who may call it)
  'GET /api/directory': { expect: everyone(200) },
  // identity
  'GET /api/session': { expect: everyone(200) },
  'POST /api/auth/sign-up/client': {
    request: () => ({
      payload: {
        firstName: 'Mia',
        lastName: 'Matrix',
        email: uniqueEmail('matrix-client'),
        password: strongPassword,
        companyName: 'Matrix Ltd',
        jobTitle: 'CPO',
        plannedHires: '0-5',
      },
    }),
    expect: everyone(201),
  },
  'POST /api/auth/sign-up/executive': {
    request: () => ({
      payload: { firstName: 'Max', lastName: 'Matrix', email: uniqueEmail('matrix-exec'), password: strongPassword },
    }),
    expect: everyone(201),
  },
  'GET /api/auth/confirm-email': { request: () => ({ url: '/api/auth/confirm-email?token=unknown' }), expect: everyone(303) },
  'POST /api/auth/confirm-email/resend': { request: () => ({ payload: { email: uniqueEmail() } }), expect: everyone(202) },
  'POST /api/auth/sign-in': {
    request: () => ({ payload: { email: uniqueEmail('nobody'), password: strongPassword } }),
    expect: everyone(401),
  },
  // The second step of sign-in (decision 043): a made-up pending token is refused for everyone.
  'POST /api/auth/sign-in/second-factor': { request: () => ({ payload: { pendingToken: 'made-up', code: '123456' } }), expect: everyone(401) },
  // Passkeys (decision 044): the second step's options need a live pending token; signing in with a
  // passkey alone is open to everyone (options for anyone, a made-up challenge refused).
  'POST /api/auth/sign-in/second-factor/passkey-options': { request: () => ({ payload: { pendingToken: 'made-up' } }), expect: everyone(401) },
  'POST /api/auth/passkey/options': { expect: everyone(200) },
  'POST /api/auth/passkey': { request: () => ({ payload: passkeyAnswer() }), expect: everyone(401) },
  'POST /api/auth/sign-out': { expect: everyone(204) },
  'POST /api/auth/refresh': { expect: { ...everyone(200), visitor: 401 } },
  'POST /api/auth/password/forgot': { request: () => ({ payload: { email: uniqueEmail() } }), expect: everyone(202) },
  'POST /api/auth/password/reset': {
    request: () => ({ payload: { token: 'unknown', password: strongPassword, confirmPassword: strongPassword } }),
    expect: everyone(400),
  },
  'PUT /api/admin/users/:userId/consultant': {
    request: async ({ app }) => ({ url: `/api/admin/users/${(await createUser(app, 'staff')).id}/consultant` }),
    expect: superAdminOnly(200),
  },
  'DELETE /api/admin/users/:userId/consultant': {
    request: async ({ app }) => ({ url: `/api/admin/users/${(await createUser(app, 'consultant')).id}/consultant` }),
    expect: superAdminOnly(200),
  },
  // Deleting one's account (decision 039): anyone signed in may ask; a wrong password keeps the matrix's own users.
  'POST /api/account/deletion': {
    request: () => ({ payload: { password: 'not-the-password', confirmation: 'DELETE' } }),
    expect: { ...everyone(400), visitor: 401 },
  },
  // A copy of one's data (decision 040): anyone signed in, once a day; the link is its own credential.
  'POST /api/account/data-export': { expect: { ...everyone(202), visitor: 401 } },
  'GET /api/account/data-export/download': { request: () => ({ url: '/api/account/data-export/download?token=never-made' }), expect: everyone(404) },
  // Sessions and the password (decision 041): anyone signed in, on their own account only; another
  // person's session id is 404 (here the executive's session: theirs to end, nobody else's).
  'GET /api/account/sessions': { expect: { ...everyone(200), visitor: 401 } },
  'DELETE /api/account/sessions/:sessionId': {
    request: async ({ app, users }) => ({ url: `/api/account/sessions/${(await signInAs(app, users.executive)).sessionId}` }),
    expect: { ...everyone(404), visitor: 401, executive: 204 },
  },
  'POST /api/account/sessions/end-others': { expect: { ...everyone(200), visitor: 401 } },
  // A wrong current password keeps the matrix's own users' passwords.
  'POST /api/account/password': {
    request: () => ({ payload: { currentPassword: 'not-the-password', password: strongPassword, confirmPassword: strongPassword } }),
    expect: { ...everyone(400), visitor: 401 },
  },
  // One's own second factor: anyone signed in. The matrix's staff come enrolled (as production has
  // them), so starting another enrolment is a conflict; an empty code is refused before any check.
  'GET /api/account/second-factor': { expect: { ...everyone(200), visitor: 401 } },
  'POST /api/account/second-factor/enrolment': { expect: { ...everyone(200), visitor: 401, consultant: 409, superAdmin: 409 } },
  'POST /api/account/second-factor/enrolment/confirm': { request: () => ({ payload: { code: '' } }), expect: { ...everyone(400), visitor: 401 } },
  'POST /api/account/second-factor/disable': { request: () => ({ payload: { code: '' } }), expect: { ...everyone(400), visitor: 401 } },
  // New recovery codes and step-up (decision 045): anyone signed in; the matrix's clients and executives have no factor.
  'POST /api/account/second-factor/recovery-codes': { expect: { ...everyone(409), visitor: 401, consultant: 200, superAdmin: 200 } },
  'GET /api/account/step-up': { expect: { ...everyone(200), visitor: 401 } },
  // The matrix's users have no passkey: nothing to ask one for.
  'POST /api/account/step-up/passkey-options': { expect: { ...everyone(409), visitor: 401 } },
  'POST /api/account/step-up': { request: () => ({ payload: { code: 'not-a-code' } }), expect: { ...everyone(409), visitor: 401, consultant: 400, superAdmin: 400 } },
  // Anyone signed in manages their own passkeys; another account's is not found.
  'GET /api/account/passkeys': { expect: { ...everyone(200), visitor: 401 } },
  'POST /api/account/passkeys/registration/options': { expect: { ...everyone(200), visitor: 401 } },
  'POST /api/account/passkeys/registration': {
    request: () => ({ payload: { challengeId: randomUUID(), response: { ...passkeyAnswer().response, response: { clientDataJSON: 'e30', attestationObject: 'oA' } } } }),
    expect: { ...everyone(400), visitor: 401 },
  },
  'PATCH /api/account/passkeys/:id': { request: () => ({ url: `/api/account/passkeys/${randomUUID()}`, payload: { name: 'Phone' } }), expect: { ...everyone(404), visitor: 401 } },
  'DELETE /api/account/passkeys/:id': { request: () => ({ url: `/api/account/passkeys/${randomUUID()}` }), expect: { ...everyone(404), visitor: 401 } },
  'POST /api/admin/users/:userId/erasure': {
    request: async ({ app }) => ({ url: `/api/admin/users/${(await createUser(app, 'client')).id}/erasure`, payload: { confirmation: 'DELETE' } }),
    expect: superAdminOnly(202),
  },
  'GET /api/admin/clients': { expect: superAdminOnly(200) },
  // The audit trail (decision 042): super admins read and export it.
  'GET /api/admin/audit': { expect: superAdminOnly(200) },
  'GET /api/admin/audit/export': { expect: superAdminOnly(200) },
  'GET /api/admin/marketplace': { expect: superAdminOnly(200) },
  'GET /api/admin/marketplace/:report/export': { request: () => ({ url: '/api/admin/marketplace/searches-per-day/export' }), expect: superAdminOnly(200) },
  // The CSV exports (decision 021): super admins only; each download is recorded in security_events.
  'GET /api/admin/clients/export': { expect: superAdminOnly(200) },
  'GET /api/admin/executives/approved/export': { expect: superAdminOnly(200) },
  // profiles: the own-profile routes take the id from the session, so each executive gets their own
  'GET /api/profile': { expect: executivesOnly(200) },
  'GET /api/profile/insights': { expect: executivesOnly(200) },
  'GET /api/profile/insights/email': { expect: executivesOnly(200) },
  'PUT /api/profile/insights/email': { request: () => ({ payload: { weekly: true } }), expect: executivesOnly(200) },
  'PUT /api/profile': { request: async ({ app }) => ({ payload: profileForm(await referenceOf(app)) }), expect: executivesOnly(200) },
  'DELETE /api/profile': { expect: executivesOnly(200) },
  // Profile freshness (decision 023): an approved executive confirms their own availability, from
  // /profile with their session or from a reminder's link with its signed token (anyone holding it).
  'POST /api/profile/availability': {
    request: async ({ app, users }) => {
      await approvedProfiles(app, [users.executive, users.otherExecutive]);
      return {};
    },
    expect: executivesOnly(200),
  },
  'POST /api/availability/confirm': {
    request: async ({ app, users }) => {
      await approvedProfiles(app, [users.executive]);
      return { payload: { token: signAvailabilityToken(app.deps.config.secrets.jwt, users.executive.id, new Date()) } };
    },
    expect: everyone(200),
  },
  'GET /api/admin/executives/pending': { expect: superAdminOnly(200) },
  'GET /api/admin/executives/approved': { expect: superAdminOnly(200) },
  'GET /api/admin/executives/:id': {
    request: async ({ app }) => ({ url: `/api/admin/executives/${(await createExecutive(app, { state: 'pending' })).id}` }),
    expect: superAdminOnly(200),
  },
  'POST /api/admin/executives/:id/approve': {
    request: async ({ app }) => ({ url: `/api/admin/executives/${(await createExecutive(app, { state: 'pending' })).id}/approve` }),
    expect: superAdminOnly(200),
  },
  'POST /api/admin/executives/:id/reject': {
    request: async ({ app }) => ({
      url: `/api/admin/executives/${(await createExecutive(app, { state: 'pending' })).id}/reject`,
      payload: { reason: 'Matrix' },
    }),
    expect: superAdminOnly(200),
  },
  'POST /api/admin/executives/:id/revoke': {
    request: async ({ app }) => ({ url: `/api/admin/executives/${(await createExecutive(app, { state: 'approved' })).id}/revoke` }),
    expect: superAdminOnly(200),
  },
  'GET /api/executives/:id': {
    request: async ({ app }) => ({ url: `/api/executives/${(await createExecutive(app, { state: 'approved' })).id}` }),
    expect: everyone(200),
  },
  // Compare: anyone (decision 021); names only for clients, which the use case's own test covers.
  'GET /api/compare': {
    request: async ({ app }) => ({ url: `/api/compare?ids=${(await createExecutive(app, { state: 'approved' })).id}` }),
    expect: everyone(200),
  },
  // The executive's own contact card: another executive passes the role check, not the self check.
  'GET /api/executives/:id/contact': {
    request: async ({ app, users }) => ({
      url: `/api/executives/${(await createExecutive(app, { existing: users.executive, state: 'approved' })).id}/contact`,
    }),
    expect: { visitor: 401, client: 200, executive: 200, otherExecutive: 403, consultant: 403, superAdmin: 200 },
  },
  // shortlists: clients only, each cell on a fresh list owned by the matrix client
  'GET /api/shortlists': { expect: clientsOnly(200) },
  'POST /api/shortlists': { request: () => ({ payload: { name: 'Matrix list' } }), expect: clientsOnly(201) },
  'DELETE /api/shortlists/:id': {
    request: async ({ app, users }) => ({ url: `/api/shortlists/${(await newShortlist(app, users.client.id)).id}` }),
    expect: clientsOnly(204),
  },
  'GET /api/shortlists/:id/executives': {
    request: async ({ app, users }) => ({
      url: `/api/shortlists/${(await newShortlist(app, users.client.id, { withExecutive: true })).id}/executives`,
    }),
    expect: clientsOnly(200),
  },
  'POST /api/shortlists/:id/executives': {
    request: async ({ app, users }) => ({
      url: `/api/shortlists/${(await newShortlist(app, users.client.id)).id}/executives`,
      payload: { executiveId: (await createExecutive(app)).id },
    }),
    expect: clientsOnly(201),
  },
  'DELETE /api/shortlists/:id/executives/:entryId': {
    request: async ({ app, users }) => {
      const list = await newShortlist(app, users.client.id, { withExecutive: true });
      return { url: `/api/shortlists/${list.id}/executives/${list.entryId}` };
    },
    expect: clientsOnly(204),
  },
  'PUT /api/shortlists/:id/executives/:entryId/note': {
    request: async ({ app, users }) => {
      const list = await newShortlist(app, users.client.id, { withExecutive: true });
      return { url: `/api/shortlists/${list.id}/executives/${list.entryId}/note`, payload: { note: 'Matrix note' } };
    },
    expect: clientsOnly(200),
  },
  // shared shortlists: the owner manages the shares; the colleague (here the matrix client, with a
  // fresh owner at the same domain) reads the list; both comment
  'GET /api/shortlists/shared': { expect: clientsOnly(200) },
  'GET /api/shortlists/shared/:id': {
    request: async ({ app, users }) => {
      const owner = await createUser(app, 'client');
      return { url: `/api/shortlists/shared/${(await newSharedShortlist(app, owner.id, users.client.email)).id}` };
    },
    expect: clientsOnly(200),
  },
  'GET /api/shortlists/:id/shares': {
    request: async ({ app, users }) => ({ url: `/api/shortlists/${(await newShortlist(app, users.client.id)).id}/shares` }),
    expect: clientsOnly(200),
  },
  'POST /api/shortlists/:id/shares': {
    request: async ({ app, users }) => ({
      url: `/api/shortlists/${(await newShortlist(app, users.client.id)).id}/shares`,
      payload: { email: (await createUser(app, 'client')).email },
    }),
    expect: clientsOnly(201),
  },
  'DELETE /api/shortlists/:id/shares/:clientId': {
    request: async ({ app, users }) => {
      const colleague = await createUser(app, 'client');
      const list = await newSharedShortlist(app, users.client.id, colleague.email);
      return { url: `/api/shortlists/${list.id}/shares/${colleague.id}` };
    },
    expect: clientsOnly(204),
  },
  'POST /api/shortlists/:id/executives/:entryId/comments': {
    request: async ({ app, users }) => {
      const owner = await createUser(app, 'client');
      const list = await newSharedShortlist(app, owner.id, users.client.email);
      return { url: `/api/shortlists/${list.id}/executives/${list.entryId}/comments`, payload: { text: 'Matrix comment' } };
    },
    expect: clientsOnly(201),
  },
  // invitations: consultants and super admins manage them; the link's two calls are public
  'POST /api/invitations': {
    request: () => ({ payload: { firstName: 'Ivo', lastName: 'Matrix', email: uniqueEmail('matrix-invitee') } }),
    expect: consultantsAndAdmins(201),
  },
  'GET /api/invitations': { expect: consultantsAndAdmins(200) },
  'POST /api/invitations/:id/resend': {
    request: async ({ app, users }) => ({ url: `/api/invitations/${(await createInvitation(app, users.consultant)).id}/resend` }),
    expect: consultantsAndAdmins(202),
  },
  'POST /api/invitations/lookup': {
    request: async ({ app, users }) => ({ payload: { token: (await createInvitation(app, users.consultant)).token } }),
    expect: everyone(200),
  },
  'POST /api/invitations/claim': {
    request: async ({ app, users }) => ({
      payload: { token: (await createInvitation(app, users.consultant)).token, password: strongPassword, confirmPassword: strongPassword },
    }),
    expect: everyone(201),
  },
  // community: anyone may join; super admins manage members; Slack's events prove themselves by signature
  'POST /api/community/join': { request: () => ({ payload: joinForm() }), expect: everyone(201) },
  'GET /api/admin/community/members': { expect: superAdminOnly(200) },
  'GET /api/admin/community/members/export': { expect: superAdminOnly(200) },
  'POST /api/admin/community/slack-invites': {
    request: async ({ app }) => {
      const { memberId } = await joinCommunity(app.deps.orm.em.fork(), { ...joinForm(), company: null, jobTitle: null, preferences: { events: true, newsletter: true, discussions: true } });
      return { payload: { memberIds: [memberId] } };
    },
    expect: superAdminOnly(202),
  },
  // A member's preferences, leaving and one-click unsubscribe: the e-mail link's signed token is the
  // proof (members who joined from the form have no account), so anyone holding it may use it; each
  // cell on a fresh member. Without a token (the signed-in member's own): tests/integration/community.
  'GET /api/community/membership': { request: async ({ app }) => ({ url: `/api/community/membership?token=${await freshMemberToken(app)}` }), expect: everyone(200) },
  'PUT /api/community/membership/preferences': {
    request: async ({ app }) => ({
      url: `/api/community/membership/preferences?token=${await freshMemberToken(app)}`,
      payload: { preferences: { events: false, newsletter: true, discussions: true } },
    }),
    expect: everyone(200),
  },
  'DELETE /api/community/membership': { request: async ({ app }) => ({ url: `/api/community/membership?token=${await freshMemberToken(app)}` }), expect: everyone(200) },
  'POST /api/community/unsubscribe': { request: async ({ app }) => ({ url: `/api/community/unsubscribe?token=${await freshMemberToken(app)}` }), expect: everyone(200) },
  'GET /api/community/unsubscribe': { request: async ({ app }) => ({ url: `/api/community/unsubscribe?token=${await freshMemberToken(app)}` }), expect: everyone(303) },
  // saved searches: clients only, each cell on a fresh search owned by the matrix client
  'GET /api/saved-searches': { expect: clientsOnly(200) },
  'POST /api/saved-searches': { request: () => ({ payload: { filters: { region: 'europe' } } }), expect: clientsOnly(201) },
  'PATCH /api/saved-searches/:id': {
    request: async ({ app, users }) => ({ url: `/api/saved-searches/${(await createSavedSearch(app, users.client.id)).id}`, payload: { name: 'Renamed' } }),
    expect: clientsOnly(200),
  },
  'DELETE /api/saved-searches/:id': {
    request: async ({ app, users }) => ({ url: `/api/saved-searches/${(await createSavedSearch(app, users.client.id)).id}` }),
    expect: clientsOnly(204),
  },
  // The digest's one-click unsubscribe: the signed token is the proof, so anyone holding it may use it.
  'POST /api/saved-searches/unsubscribe': {
    request: ({ app, users }) => ({
      url: `/api/saved-searches/unsubscribe?token=${signUnsubscribeToken(app.deps.config.secrets.jwt, { userId: users.client.id, frequency: 'daily' })}`,
    }),
    expect: everyone(200),
  },
  'GET /api/saved-searches/unsubscribe': {
    request: ({ app, users }) => ({
      url: `/api/saved-searches/unsubscribe?token=${signUnsubscribeToken(app.deps.config.secrets.jwt, { userId: users.client.id, frequency: 'daily' })}`,
    }),
    expect: everyone(303),
  },
  // The weekly insights e-mail's one-click unsubscribe: the signed token is the proof, as above.
  'POST /api/insights/unsubscribe': {
    request: ({ app }) => ({ url: `/api/insights/unsubscribe?token=${signWeeklyEmailToken(app.deps.config.secrets.jwt, randomUUID())}` }),
    expect: everyone(200),
  },
  'GET /api/insights/unsubscribe': {
    request: ({ app }) => ({ url: `/api/insights/unsubscribe?token=${signWeeklyEmailToken(app.deps.config.secrets.jwt, randomUUID())}` }),
    expect: everyone(303),
  },
  // Unsigned (a session or the CSRF header is no substitute): refused for everyone; signed requests in tests/integration/community.
  'POST /api/slack/events': { request: () => ({ payload: { type: 'url_verification', challenge: 'x' } }), expect: everyone(401) },
  // content: anyone reads published posts, comments, submits and uploads; super admins moderate
  'GET /api/content/categories': { expect: everyone(200) },
  'GET /api/content/posts': { expect: everyone(200) },
  'GET /api/content/posts/:slug': { request: async ({ app }) => ({ url: `/api/content/posts/${(await createPost(app)).slug}` }), expect: everyone(200) },
  'GET /api/content/posts/:slug/comments': {
    request: async ({ app }) => ({ url: `/api/content/posts/${(await createPost(app)).slug}/comments` }),
    expect: everyone(200),
  },
  'POST /api/content/posts/:slug/comments': {
    request: async ({ app }) => ({
      url: `/api/content/posts/${(await createPost(app)).slug}/comments`,
      payload: { content: 'Matrix comment', authorName: 'Matrix Reader', authorEmail: uniqueEmail('reader') },
    }),
    expect: everyone(201),
  },
  'POST /api/content/images': { request: async () => multipartFile(await pngImage()), expect: everyone(201) },
  'POST /api/content/submissions': { request: () => ({ payload: articleForm() }), expect: everyone(201) },
  'GET /api/admin/content/posts': { expect: superAdminOnly(200) },
  'PATCH /api/admin/content/posts/:id': {
    request: async ({ app }) => ({ url: `/api/admin/content/posts/${(await createPost(app)).id}`, payload: { title: 'Edited', content: 'Edited content.' } }),
    expect: superAdminOnly(200),
  },
  'PATCH /api/admin/content/posts/:id/status': {
    request: async ({ app }) => ({ url: `/api/admin/content/posts/${(await createPost(app, { status: 'submitted' })).id}/status`, payload: { status: 'published' } }),
    expect: superAdminOnly(200),
  },
  'DELETE /api/admin/content/posts/:id': {
    request: async ({ app }) => ({ url: `/api/admin/content/posts/${(await createPost(app)).id}` }),
    expect: superAdminOnly(204),
  },
  'GET /api/admin/content/comments': { expect: superAdminOnly(200) },
  'PATCH /api/admin/content/comments/:id/status': {
    request: async ({ app }) => ({
      url: `/api/admin/content/comments/${(await createComment(app, (await createPost(app)).slug, { status: 'pending' })).id}/status`,
      payload: { status: 'approved' },
    }),
    expect: superAdminOnly(200),
  },
  'DELETE /api/admin/content/comments/:id': {
    request: async ({ app }) => ({ url: `/api/admin/content/comments/${(await createComment(app, (await createPost(app)).slug)).id}` }),
    expect: superAdminOnly(204),
  },
};

describe('access matrix: every /api route × every caller', () => {
  let t: TestApp;
  let ctx: MatrixContext;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', CONTENT_RATE_LIMIT_MAX: '100000' });
    ctx = {
      app: t.app,
      users: {
        client: await createUser(t.app, 'client'),
        executive: await createUser(t.app, 'executive'),
        otherExecutive: await createUser(t.app, 'executive'),
        consultant: await createUser(t.app, 'consultant'),
        superAdmin: await createUser(t.app, 'super-admin'),
      },
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const routeKeys = () => t.app.apiRoutes.map((route) => `${route.method} ${route.url}`);

  it('has a row for every registered /api route (add one when you add a route)', () => {
    const missing = routeKeys().filter((key) => !(key in MATRIX));
    expect(missing, 'routes without a row in tests/integration/access-matrix.test.ts').toEqual([]);
  });

  it('has no row for a route that no longer exists', () => {
    const registered = new Set(routeKeys());
    expect(Object.keys(MATRIX).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('gives every caller the expected status on every route', async () => {
    const failures: string[] = [];
    for (const key of routeKeys()) {
      const row = MATRIX[key];
      if (!row) continue;
      const [method, url] = key.split(' ') as [string, string];
      for (const caller of CALLERS) {
        const request = (await row.request?.(ctx)) ?? {};
        // Stepped up: the matrix is about roles; the step-up test below is about the fresh factor.
        const session = caller === 'visitor' ? undefined : await stepUp(t.app, await signInAs(t.app, ctx.users[caller]));
        const res = await t.app.inject({
          method: method as 'GET',
          url: request.url ?? url,
          headers: { ...(session ? session.headers : csrfHeaders), ...request.headers },
          ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
        });
        if (res.statusCode !== row.expect[caller]) {
          failures.push(`${key} as ${caller}: expected ${row.expect[caller]}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  /** The sensitive actions that ask a session with a second factor for a fresh one (decision 045). */
  const STEP_UP = new Set([
    'GET /api/admin/clients/export',
    'GET /api/admin/executives/approved/export',
    'GET /api/admin/community/members/export',
    'GET /api/admin/audit/export',
    'GET /api/admin/marketplace/:report/export',
    'PUT /api/admin/users/:userId/consultant',
    'DELETE /api/admin/users/:userId/consultant',
    'POST /api/admin/users/:userId/erasure',
    'POST /api/account/deletion',
    'POST /api/account/second-factor/recovery-codes',
    'DELETE /api/account/passkeys/:id',
  ]);

  it('asks for a fresh second factor on the sensitive actions, and only there', async () => {
    expect(new Set(t.app.apiRoutes.filter((route) => route.stepUp).map((route) => `${route.method} ${route.url}`))).toEqual(STEP_UP);
    const failures: string[] = [];
    for (const key of routeKeys()) {
      const row = MATRIX[key];
      if (!row) continue;
      const [method, url] = key.split(' ') as [string, string];
      // A super admin's session passed the factor at sign-in but has not confirmed one since.
      const request = (await row.request?.(ctx)) ?? {};
      const session = await signInAs(t.app, ctx.users.superAdmin);
      const res = await t.app.inject({
        method: method as 'GET',
        url: request.url ?? url,
        headers: { ...session.headers, ...request.headers },
        ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
      });
      const asked = res.statusCode === 403 && res.json<{ code?: string }>().code === 'step_up_required';
      if (asked !== STEP_UP.has(key)) failures.push(`${key}: ${asked ? 'asked for a fresh factor' : `not asked (${res.statusCode})`}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  /** What a super admin or consultant without a second factor may still call (decision 043). */
  const BEFORE_SECOND_FACTOR = new Set([
    'GET /api/session',
    'POST /api/auth/sign-in',
    'POST /api/auth/sign-in/second-factor',
    'POST /api/auth/sign-out',
    'POST /api/auth/refresh',
    'GET /api/account/second-factor',
    'POST /api/account/second-factor/enrolment',
    'POST /api/account/second-factor/enrolment/confirm',
    // Passkeys (decision 044): sign-in with one, the second step's, and enrolling with one instead of an app.
    'POST /api/auth/sign-in/second-factor/passkey-options',
    'POST /api/auth/passkey/options',
    'POST /api/auth/passkey',
    'GET /api/account/passkeys',
    'POST /api/account/passkeys/registration/options',
    'POST /api/account/passkeys/registration',
  ]);

  it('gives a super admin or consultant without a second factor 403 second_factor_required on every other route', async () => {
    const unenrolled = {
      consultant: await createUser(t.app, 'consultant', { secondFactor: false }),
      superAdmin: await createUser(t.app, 'super-admin', { secondFactor: false }),
    };
    const failures: string[] = [];
    for (const key of routeKeys()) {
      const row = MATRIX[key];
      if (!row) continue;
      const [method, url] = key.split(' ') as [string, string];
      for (const [caller, user] of Object.entries(unenrolled)) {
        const request = (await row.request?.(ctx)) ?? {};
        const session = await signInAs(t.app, user);
        const res = await t.app.inject({
          method: method as 'GET',
          url: request.url ?? url,
          headers: { ...session.headers, ...request.headers },
          ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
        });
        const refused = res.statusCode === 403 && res.json<{ code?: string }>().code === 'second_factor_required';
        if (refused === BEFORE_SECOND_FACTOR.has(key)) {
          failures.push(`${key} as ${caller} without a second factor: ${refused ? 'refused' : `not refused (${res.statusCode})`}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
