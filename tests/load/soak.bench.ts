import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { processEnvironment, type Environment } from '../../src/config.ts';
import { seedDevelopmentData } from '../../src/cli/seed-development.ts';
import { openDatabase } from '../../src/database.ts';
import { DEMO_PASSWORD } from '../../src/modules/identity/index.ts';
import { loadReferenceData } from '../../src/modules/reference/index.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/platform/auth/auth-constants.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { profileForm } from '../factories/executives.factory.ts';
import { generateDirectoryPaths } from './directory-mixes.ts';
import { seedDirectory } from './seed-directory.ts';
import { createBenchDatabase, keepIndexSnapshotAt } from './support/bench-database.ts';
import { buildBenchBundles, bundledProcess, productionLikeEnvironment, startChildServer } from './support/child-server.ts';
import { runLoad } from './support/load-run.ts';
import { describeLoad } from './support/machine.ts';
import { startPeerProcess } from './support/peer-process.ts';
import type { BenchContext } from './support/run-benches.ts';
import { JOB_SCHEDULES_OFF } from '../setup/job-schedules-off.ts';

// Only the clients and executives sign in here: the staff's demo second factors need not decrypt.
const DEMO_SEED_TOTP_KEY = randomBytes(32);

const env = processEnvironment();
/** Executives in the directory (BENCH_SOAK_SIZE), minutes of the soak (BENCH_SOAK_MINUTES), share of capacity. */
const SIZE = Number(env.BENCH_SOAK_SIZE ?? 100_000);
const MINUTES = Number(env.BENCH_SOAK_MINUTES ?? 5);
const LOAD_SHARE = 0.7;
/** The searches' share of the mix (BENCH_SOAK_SEARCH_SHARE, issue 43 item 5 soaks at 0.9); the other kinds keep their proportions. */
const SEARCH_SHARE = Number(env.BENCH_SOAK_SEARCH_SHARE ?? 0.7);
const CONNECTIONS = 20;
/** Memory is compared between the first minute after warm-up and the last minute. */
const SAMPLE_EVERY_MS = 5_000;
/** The signed-in kinds sign in again this often: an access token lives 15 minutes. */
const SIGN_IN_AGAIN_MS = 10 * 60_000;

type Request = { method: 'GET' | 'POST' | 'PUT'; path: string; headers?: Record<string, string>; body?: string };

/**
 * `npm run bench -- soak` (issue 14 item 3): a production-mode API over 100,000 executives (plus the
 * demo data of `make dev`), a worker and an SMTP peer in their own processes; first the capacity of
 * the mix at CONNECTIONS connections, then MINUTES minutes at 70% of it: 70% directory searches
 * (SEARCH_SHARE), 20% reads (a public profile, an article, the client's shortlists), 10% writes (a
 * shortlist note, a comment, a community join, the executive's profile save). Reported: 5xx, p95,
 * RSS and heap drift after warm-up (and over the last ten minutes of a long one), and whether the
 * outbox drained at the end.
 */
export async function benchSoak(context: BenchContext): Promise<void> {
  const loadBefore = describeLoad();
  const database = await createBenchDatabase(context.services.databaseServerUrl, `${context.runId}_soak`);
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'tl-soak-uploads-'));
  const orm = await openDatabase({ database: { url: database.url, poolMax: 2 } });
  const reference = await loadReferenceData(orm.em.fork());
  await seedDevelopmentData(orm.em.fork(), createLogger({ log: { level: 'silent', pretty: false } }, 'soak-seed'), { uploadsDir, totpEncryptionKey: DEMO_SEED_TOTP_KEY });
  const [article] = await orm.em.fork().execute<{ slug: string }[]>(`SELECT slug FROM content_posts WHERE status = 'published' LIMIT 1`);
  const [executive] = await orm.em.fork().execute<{ executive_id: string }[]>('SELECT executive_id FROM directory_entries LIMIT 1');
  await orm.close();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await seedDirectory(client, reference, SIZE, 20261122);
  // The deploy step (decision 033): the API starts from the index snapshot.
  await keepIndexSnapshotAt(database.url);

  const peer = await startPeerProcess();
  const operatorToken = randomBytes(16).toString('hex');
  const environment: Environment = productionLikeEnvironment(database.url, context.services.redisUrl, `${context.runId}soak`, {
    SMTP_URL: peer.url,
    OPERATOR_TOKEN: operatorToken,
    UPLOADS_DIR: uploadsDir,
    SLACK_INVITE_URL: 'https://join.slack.com/t/talentleaders/shared_invite/soak',
    // The soak measures the product under load, not its limiters: every request comes from one address.
    AUTH_RATE_LIMIT_MAX: '100000000',
    COMMUNITY_JOIN_RATE_LIMIT_MAX: '100000000',
    CONTENT_RATE_LIMIT_MAX: '100000000',
    INVITATION_RATE_LIMIT_MAX: '100000000',
    ...JOB_SCHEDULES_OFF,
  });
  const server = await startChildServer('app', environment);
  const workerProcess = bundledProcess((await buildBenchBundles()).worker, environment);
  const worker = spawn(process.execPath, workerProcess.args, { env: workerProcess.env, stdio: 'ignore' });
  try {
    let clientCookie = await signIn(server.url, 'client@example.com');
    let executiveCookie = await signIn(server.url, 'executive@example.com');
    // An access token lives 15 minutes (a browser renews it through its refresh token): both sign in
    // again well before, or a long soak's signed-in requests turn into 401s (12,075 of them on 2026-12-03).
    const signInAgain = setInterval(() => {
      void Promise.all([signIn(server.url, 'client@example.com'), signIn(server.url, 'executive@example.com')]).then(([forClient, forExecutive]) => {
        clientCookie = forClient;
        executiveCookie = forExecutive;
      });
    }, SIGN_IN_AGAIN_MS);
    signInAgain.unref();
    const writeHeaders = (cookie: string) => ({ cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: 'http://127.0.0.1', 'content-type': 'application/json' });
    const shortlists = (await (await fetch(`${server.url}/api/shortlists`, { headers: { cookie: clientCookie } })).json()) as { shortlists: { id: string }[] };
    const listId = shortlists.shortlists[0]!.id;
    const entries = (await (await fetch(`${server.url}/api/shortlists/${listId}/executives`, { headers: { cookie: clientCookie } })).json()) as {
      entries: { id: string }[];
    };
    const entryId = entries.entries[0]!.id;
    const searches = generateDirectoryPaths(reference, 400).map(({ path }) => path);
    const form = JSON.stringify(profileForm(reference, { firstName: 'Evelyn', lastName: 'Executive', email: 'executive@example.com' }));
    const anonymous = { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: 'http://127.0.0.1', 'content-type': 'application/json' };
    /** The mix, by kind: each kind's share of the requests and the request it sends the n-th time. */
    const kinds: { name: string; share: number; make: (n: number) => Request }[] = [
      { name: 'directory search', share: 0.7, make: (n) => ({ method: 'GET', path: searches.at(n % searches.length)! }) },
      { name: 'public profile', share: 0.07, make: () => ({ method: 'GET', path: `/api/executives/${executive!.executive_id}`, headers: { cookie: clientCookie } }) },
      { name: 'article', share: 0.07, make: () => ({ method: 'GET', path: `/api/content/posts/${article!.slug}` }) },
      { name: 'shortlist entries', share: 0.06, make: () => ({ method: 'GET', path: `/api/shortlists/${listId}/executives`, headers: { cookie: clientCookie } }) },
      {
        name: 'shortlist note',
        share: 0.03,
        make: (n) => ({ method: 'PUT', path: `/api/shortlists/${listId}/executives/${entryId}/note`, headers: writeHeaders(clientCookie), body: JSON.stringify({ note: `Call back ${n}` }) }),
      },
      {
        name: 'comment',
        share: 0.03,
        make: (n) => ({
          method: 'POST',
          path: `/api/content/posts/${article!.slug}/comments`,
          headers: anonymous,
          body: JSON.stringify({ content: `Useful, thank you (${n}).`, authorName: 'Soak Reader', authorEmail: `reader${n}@soak.example` }),
        }),
      },
      {
        name: 'community join',
        share: 0.02,
        make: (n) => ({ method: 'POST', path: '/api/community/join', headers: anonymous, body: JSON.stringify({ firstName: 'Soak', lastName: `Member${n}`, email: `member${n}-${context.runId}@soak.example` }) }),
      },
      { name: 'profile save', share: 0.02, make: () => ({ method: 'PUT', path: '/api/profile', headers: writeHeaders(executiveCookie), body: form }) },
    ];
    const others = kinds.slice(1).reduce((sum, kind) => sum + kind.share, 0);
    for (const kind of kinds.slice(1)) kind.share *= (1 - SEARCH_SHARE) / others;
    kinds[0]!.share = SEARCH_SHARE;
    // A kind the API refuses would be measured as its error answer: each must succeed once first.
    await expectEveryKindAnswers(server.url, kinds);
    let sequence = 0;

    /** One request of the mix, by the kinds' shares. */
    const pick = () => {
      sequence += 1;
      let roll = Math.random();
      for (const kind of kinds) {
        if (roll < kind.share) return kind;
        roll -= kind.share;
      }
      return kinds[0]!;
    };
    /** Answers other than 2xx, by kind and status: each connection has one request in flight, so its context names the kind. */
    const refused = new Map<string, number>();
    const requests = [
      {
        method: 'GET' as const,
        setupRequest: (request: object, context: { kind?: string }) => {
          const kind = pick();
          context.kind = kind.name;
          return { ...request, ...kind.make(sequence) };
        },
        onResponse: (status: number, _body: string, context: { kind?: string }) => {
          if (status < 200 || status >= 300) refused.set(`${context.kind} ${status}`, (refused.get(`${context.kind} ${status}`) ?? 0) + 1);
        },
      },
    ];

    const capacity = await runLoad('capacity', server.url, { connections: CONNECTIONS, duration: 15, requests, warmup: 3 });
    const rate = Math.floor(capacity.requestsPerSecond * LOAD_SHARE);
    const samples: { at: number; rss: number; heap: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(() => {
      void sampleMemory(server.url, operatorToken).then((memory) => samples.push({ at: Date.now() - started, ...memory }), () => undefined);
    }, SAMPLE_EVERY_MS);
    // The live heap after a full collection, once the warm-up minute is over and at the end.
    const collected: { heap: number; rss: number }[] = [];
    const afterWarmUp = setTimeout(() => void server.heapAfterGc().then((memory) => collected.push(memory)), 60_000);
    let soak;
    try {
      soak = await runLoad(`soak ${MINUTES} min at ${rate} req/s`, server.url, { connections: CONNECTIONS, duration: MINUTES * 60, overallRate: rate, requests, warmup: 0 });
      collected.push(await server.heapAfterGc());
    } finally {
      clearInterval(sampler);
      clearInterval(signInAgain);
      clearTimeout(afterWarmUp);
    }
    const statusCounts = soak.statusCounts ?? {};
    const drainStarted = Date.now();
    let undispatched = -1;
    while (Date.now() - drainStarted < 120_000) {
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE dispatched_at IS NULL');
      undispatched = rows[0]!.n;
      if (undispatched === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const firstMinute = samples.filter((s) => s.at >= 60_000 && s.at < 120_000);
    const lastMinute = samples.filter((s) => s.at >= MINUTES * 60_000 - 60_000);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    const drift = (key: 'rss' | 'heap') => (mean(lastMinute.map((s) => s[key])) / mean(firstMinute.map((s) => s[key])) - 1) * 100;
    // Issue 43 item 5: what the last ten minutes add, once any warm-up growth is over.
    const lastTenFirst = samples.filter((s) => s.at >= MINUTES * 60_000 - 600_000 && s.at < MINUTES * 60_000 - 540_000);
    const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

    context.say(`### Soak: ${SIZE.toLocaleString('en')} executives, ${MINUTES} min at ${Math.round(LOAD_SHARE * 100)}% of capacity, ${Math.round(SEARCH_SHARE * 100)}% searches`);
    context.say();
    context.say(`Load before: ${loadBefore}. Capacity of the mix at ${CONNECTIONS} connections: ${capacity.requestsPerSecond.toFixed(0)} req/s (p95 ${capacity.p95.toFixed(1)} ms); soak rate ${rate} req/s.`);
    context.say();
    context.say('| Requests | 5xx | Other non-2xx | p50 ms | p95 ms | p99 ms | RSS first min → last min (MiB) | RSS drift | Heap first → last (MiB) | Heap drift | Outbox undispatched at the end |');
    context.say('| ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- | ---: | ---: |');
    context.say(
      `| ${soak.requests} | ${statusCounts['5xx'] ?? 0} | ${soak.errors - (statusCounts['5xx'] ?? 0)} | ${soak.p50.toFixed(1)} | ${soak.p95.toFixed(1)} | ${soak.p99.toFixed(1)} | ${mib(mean(firstMinute.map((s) => s.rss)))} → ${mib(mean(lastMinute.map((s) => s.rss)))} | ${drift('rss').toFixed(1)}% | ${mib(mean(firstMinute.map((s) => s.heap)))} → ${mib(mean(lastMinute.map((s) => s.heap)))} | ${drift('heap').toFixed(1)}% | ${undispatched} |`,
    );
    const [liveFirst, liveLast] = collected;
    if (liveFirst && liveLast) {
      context.say(
        `Heap in use right after a full collection (the live heap): ${mib(liveFirst.heap)} MiB after the warm-up minute → ${mib(liveLast.heap)} MiB at the end (${((liveLast.heap / liveFirst.heap - 1) * 100).toFixed(1)}%); RSS then ${mib(liveFirst.rss)} → ${mib(liveLast.rss)} MiB.`,
      );
    }
    if (MINUTES >= 20) {
      const rssThen = mean(lastTenFirst.map((s) => s.rss));
      const rssEnd = mean(lastMinute.map((s) => s.rss));
      context.say(`RSS over the last 10 minutes (their first minute → the last): ${mib(rssThen)} → ${mib(rssEnd)} MiB (${((rssEnd / rssThen - 1) * 100).toFixed(1)}%).`);
    }
    context.say(`Load after: ${describeLoad()}. Status counts: ${JSON.stringify(statusCounts)}.`);
    if (refused.size > 0) context.say(`Not 2xx, by kind and status (the capacity run included): ${[...refused].map(([what, n]) => `${what}: ${n}`).join('; ')}.`);
  } finally {
    worker.kill('SIGTERM');
    await server.stop();
    await peer.stop();
    await client.end();
    await database.drop().catch(() => undefined);
    await rm(uploadsDir, { recursive: true, force: true });
  }
}

/** Sends each kind's request once (a sequence no soak request uses) and throws, with the answers, unless every one is 2xx. */
async function expectEveryKindAnswers(url: string, kinds: { name: string; make: (n: number) => Request }[]): Promise<void> {
  const refused: string[] = [];
  for (const [i, kind] of kinds.entries()) {
    const request = kind.make(-1 - i);
    const response = await fetch(`${url}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
    const body = await response.text();
    if (!response.ok) refused.push(`${kind.name}: ${request.method} ${request.path} answered ${response.status} ${body.slice(0, 300)}`);
  }
  if (refused.length > 0) throw new Error(`the soak's mix has requests the API refuses:\n${refused.join('\n')}`);
}

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: 'http://127.0.0.1' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The API process's resident set and V8 heap in use, from its own Prometheus metrics. */
async function sampleMemory(url: string, operatorToken: string): Promise<{ rss: number; heap: number }> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${operatorToken}` } })).text();
  const read = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { rss: read('process_resident_memory_bytes'), heap: read('nodejs_heap_size_used_bytes') };
}

