import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, csrfHeaders, signInAs, stepUp, type SignedInUser, type TestUser } from '../factories/users.factory.ts';
import { createExecutive } from '../factories/executives.factory.ts';
import { createInvitation } from '../factories/invitations.factory.ts';
import { joinAsVisitor } from '../factories/community.factory.ts';
import { createShortlist } from '../../src/modules/shortlists/index.ts';
import { CSRF_HEADER } from '../../src/platform/auth/auth-constants.ts';
import { operationsOf, routeUrlOf, type Operation } from './openapi-operations.ts';
import { badRequest, CATEGORY_NAMES, type FuzzCase } from './bad-requests.ts';
import { answerProblem } from './answer-check.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * Schema-driven fuzzing (issue 14): every operation of the OpenAPI document the app serves gets
 * FUZZ_CASES bad requests (default 100) from each caller: a visitor and a signed-in user of every
 * role. None may answer 5xx; every 4xx must be problem+json a person can read. Operations come
 * from the document, so a new route is fuzzed the day it is added. FUZZ_SEED changes the inputs;
 * the default seed makes every run send the same ones. docs/benchmarks.md ('Fuzzing') has the figures.
 *
 * Each caller's cases run in a file of their own (`api-fuzz-<caller>.test.ts`, on its own app and
 * database), so the five run side by side on the test workers instead of one file holding one core
 * for a minute and more (issue 29 item 2). Every case comes from a random stream forked by
 * operation and caller, so a caller's cases are the same whichever file sends them.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_260_714);
const CASES = Number(process.env['FUZZ_CASES'] ?? 100);

/** /api routes the document leaves out on purpose (none today: even Slack's signed endpoint is fuzzed and must refuse). */
const NOT_IN_DOCUMENT: Record<string, string> = {};

export const CALLERS = ['visitor', 'client', 'executive', 'consultant', 'superAdmin'] as const;
export type Caller = (typeof CALLERS)[number];

/** Every per-route limit in the configuration, raised so rate limiting does not hide the paths behind it. */
function liftedRateLimits(): Record<string, string> {
  const source = readFileSync(new URL('../../src/config.ts', import.meta.url), 'utf8');
  const names = new Set(source.match(/\b[A-Z_]*RATE_LIMIT_MAX\b/g) ?? []);
  return Object.fromEntries([...names].map((name) => [name, '1000000']));
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

type Failure = { operation: string; caller: Caller; category: string; label: string; url: string; problem: string };

type CallerState = {
  user: TestUser | undefined;
  /** The caller's session, kept fresh for step-up (decision 045): bad input must reach the sensitive routes' handlers too. */
  session: SignedInUser | undefined;
  headers: Record<string, string>;
  /** Ids seen in this caller's answers (and the fixtures'), for path parameters that name real rows. */
  ids: string[];
};

/** The fuzzing suite for one caller; `checksDocument` adds the check that the document lists every route. */
export function fuzzEveryOperationAs(caller: Caller, { checksDocument = false } = {}): void {
  describe(`schema-driven fuzzing of every API operation as ${caller}`, () => {
    let t: TestApp;
    let operations: Operation[];
    let state: CallerState;

    beforeAll(async () => {
      t = await createTestApp(liftedRateLimits());
      operations = operationsOf(t.app.swagger());

      const executive = await createExecutive(t.app, { state: 'approved' });
      const users: Record<Exclude<Caller, 'visitor'>, TestUser> = {
        client: await createUser(t.app, 'client'),
        executive,
        consultant: await createUser(t.app, 'consultant'),
        superAdmin: await createUser(t.app, 'super-admin'),
      };
      // A little of everything, so ids in paths can name real rows and reach past the "not found".
      const pending = await createExecutive(t.app, { state: 'pending' });
      const listed = await createExecutive(t.app, { state: 'approved' });
      const shortlist = await createShortlist(t.app.deps.orm.em.fork(), users.client.id, { name: 'Fuzz list', executiveId: listed.id });
      const invitation = await createInvitation(t.app, users.consultant);
      const member = await joinAsVisitor(t.app);
      const fixtureIds = [pending.id, listed.id, shortlist.id, shortlist.entryId, invitation.id, member.id].filter(
        (id): id is string => typeof id === 'string',
      );

      const user = caller === 'visitor' ? undefined : users[caller];
      const session = user ? await stepUp(t.app, await signInAs(t.app, user)) : undefined;
      state = {
        user,
        session,
        headers: session ? session.headers : { ...csrfHeaders },
        ids: [...fixtureIds],
      };
    }, 120_000);

    afterAll(async () => {
      await t?.close();
    });

    if (checksDocument) {
      it('finds every /api route the app registers in the OpenAPI document', () => {
        const documented = new Set(operations.map((operation) => `${operation.method} ${routeUrlOf(operation.path)}`));
        const missing = t.app.apiRoutes
          .map((route) => `${route.method} ${route.url}`)
          .filter((key) => !documented.has(key) && !(key in NOT_IN_DOCUMENT));
        expect(missing, 'routes the fuzzer cannot see (add them to the document, or to NOT_IN_DOCUMENT with a reason)').toEqual([]);
        expect(operations.length).toBeGreaterThanOrEqual(t.app.apiRoutes.length - Object.keys(NOT_IN_DOCUMENT).length);
      });
    }

    it(`answers ${CASES} bad requests per operation and caller with a 4xx problem, never a 5xx`, async () => {
      const failures: Failure[] = [];
      const statuses = new Map<number, number>();
      const tooManyRequests = new Map<string, number>();
      const milliseconds = new Map<string, number>();
      /** Every distinct 4xx detail, with how often it came: the report shows what people would read. */
      const details = new Map<string, number>();
      let sent = 0;
      const started = performance.now();

      const send = async (operation: Operation, fuzzCase: FuzzCase) => {
        const headers: Record<string, string> = { ...state.headers, ...fuzzCase.headers };
        if (fuzzCase.withoutCsrf) delete headers[CSRF_HEADER];
        if (fuzzCase.cookie !== undefined) headers['cookie'] = fuzzCase.cookie;
        const answer = await t.app.inject({
          method: fuzzCase.method as 'GET',
          url: fuzzCase.url,
          headers,
          ...(fuzzCase.payload === undefined ? {} : { payload: fuzzCase.payload }),
        });
        sent += 1;
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
        if (answer.statusCode === 429) tooManyRequests.set(operation.key, (tooManyRequests.get(operation.key) ?? 0) + 1);
        if (answer.statusCode >= 400 && process.env['FUZZ_REPORT'] && answer.body) {
          const detail = `${answer.statusCode} ${/"detail":"((?:[^"\\]|\\.)*)"/.exec(answer.body)?.[1] ?? answer.body}`.replace(UUID, '<id>').slice(0, 160);
          details.set(detail, (details.get(detail) ?? 0) + 1);
        }
        const problem = answerProblem(answer, fuzzCase.method);
        if (problem) {
          failures.push({
            operation: operation.key,
            caller,
            category: fuzzCase.category,
            label: fuzzCase.label.slice(0, 80),
            url: fuzzCase.url.slice(0, 120),
            problem: problem.slice(0, 300),
          });
        }
        return answer;
      };

      // The caller's cases run in order, on its own session.
      const own = new Set(state.user ? [state.user.id] : []);
      for (const operation of operations) {
        const random = seededRandom(SEED).fork(`${operation.key} as ${caller}`);
        const context = { random, sources: { ids: () => state.ids }, bodyLimit: t.config.http.bodyLimit };
        const operationStarted = performance.now();
        if (state.session) await stepUp(t.app, state.session);
        for (let index = 0; index < CASES; index += 1) {
          const answer = await send(operation, badRequest(operation, index, context));
          // Sign-out, refresh and a refused refresh token end or rotate the session: start a new one.
          if (state.user && (answer.cookies.length > 0 || answer.statusCode === 401)) {
            state.session = await stepUp(t.app, await signInAs(t.app, state.user));
            state.headers = state.session.headers;
          }
          if (fuzzCaseIsRead(operation) && answer.statusCode < 300 && state.ids.length < 200) {
            for (const id of answer.body.match(UUID) ?? []) if (!own.has(id) && !state.ids.includes(id)) state.ids.push(id);
          }
        }
        milliseconds.set(operation.key, (milliseconds.get(operation.key) ?? 0) + performance.now() - operationStarted);
      }

      const seconds = (performance.now() - started) / 1000;
      const summary = {
        seed: SEED,
        casesPerOperationAndCaller: CASES,
        operations: operations.length,
        callers: 1,
        caller,
        categories: CATEGORY_NAMES.length,
        sent,
        seconds: Number(seconds.toFixed(1)),
        statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
        failures: failures.length,
      };
      console.log(`fuzz: ${JSON.stringify(summary)}`);
      // One report per caller beside FUZZ_REPORT's name (report.json -> report.visitor.json): the bench adds them up.
      if (process.env['FUZZ_REPORT']) writeFileSync(process.env['FUZZ_REPORT'].replace(/(\.json)?$/, `.${caller}.json`), JSON.stringify({ ...summary, failureList: failures, slowest: [...milliseconds].sort(([, a], [, b]) => b - a).slice(0, 10), details: Object.fromEntries([...details].sort(([, a], [, b]) => b - a)) }, null, 2));

      expect(sent).toBe(operations.length * CASES);
      // Rate limits are lifted; a limit this run did not lift would hide the paths behind it.
      const limited = [...tooManyRequests].filter(([, count]) => count > CASES / 10);
      expect(limited, 'operations mostly answering 429: lift their limit in liftedRateLimits()').toEqual([]);
      // One line per distinct fault (operation, category, what was wrong), with the first case that showed it.
      const distinct = new Map<string, Failure>();
      for (const failure of failures) {
        const key = `${failure.operation} | ${failure.category} | ${failure.problem.replace(/"requestId":"[^"]+"/, '').slice(0, 80)}`;
        if (!distinct.has(key)) distinct.set(key, failure);
      }
      expect(
        [...distinct.values()].map((f) => `${f.operation} as ${f.caller} [${f.category}: ${f.label}] ${f.url} -> ${f.problem}`),
      ).toEqual([]);
      // About 3 ms a request on 2 cores; a large FUZZ_CASES gets the time it needs.
    }, Math.max(600_000, CASES * 6_000));
  });
}

function fuzzCaseIsRead(operation: Operation): boolean {
  return operation.method === 'GET';
}
