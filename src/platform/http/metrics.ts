import { Gauge, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/orm.ts';
import type { LazyQueues } from '../queues/queues.ts';
import { QUEUE_NAMES, type QueueName } from '../queues/queue-names.ts';
import { RequestDurationHistogram } from './request-durations.ts';
import { within } from '../within.ts';

/** A scrape must answer even when Redis or PostgreSQL is slow or down: each read gets this long. */
const SCRAPE_READ_TIMEOUT_MS = 1000;

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * The route label: Fastify's route pattern (bounded cardinality), never the raw URL. Requests no
 * route matched are either the SPA fallback (served 200) or a real 404.
 */
export function routeLabel(pattern: string | undefined, statusCode: number): string {
  if (pattern) return pattern;
  return statusCode < 400 ? 'web_app' : 'not_found';
}

function registerHttpHistogram(app: FastifyInstance, registry: Registry): void {
  const durations = new RequestDurationHistogram([0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);
  // The registry reads any metric through its name, help, type and get(); its types admit only prom-client's own classes.
  registry.registerMetric(durations as unknown as Metric);
  // A callback hook: nothing to await, and Fastify then runs it without a promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    durations.observe(request.method, routeLabel(request.routeOptions.url, reply.statusCode), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/**
 * Both queue gauges come from one read per scrape (as the SQL gauges below): the availability
 * gauge then tells of this scrape's read, not the one before. The queues are made on the first
 * scrape that finds Redis answering (createLazyQueues), so an API started while Redis was away
 * reads them once it is back.
 */
function registerQueueGauges(registry: Registry, queues: LazyQueues): void {
  type Counts = (readonly [QueueName, Record<string, number>])[];
  let pending: Promise<Counts | undefined> | undefined;
  const readCounts = () =>
    (pending ??= within(
      SCRAPE_READ_TIMEOUT_MS,
      queues.ready().then((ready) => Promise.all(QUEUE_NAMES.map(async (name) => [name, await ready[name].getJobCounts(...QUEUE_STATES)] as const))),
    )
      // No series rather than stale ones; the availability gauge's 0 tells the alert why.
      .catch(() => undefined)
      .finally(() => {
        pending = undefined;
      }));
  new Gauge({
    name: 'queue_metrics_available',
    help: '1 when this scrape could read the queues from Redis, 0 otherwise',
    registers: [registry],
    async collect() {
      this.set((await readCounts()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs per BullMQ queue and state, read at scrape time',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, byState] of (await readCounts()) ?? []) {
        for (const state of QUEUE_STATES) this.set({ queue, state }, byState[state] ?? 0);
      }
    },
  });
}

/**
 * Gauges read from one row of one SQL statement per scrape, however many of them the scrape
 * collects (the statement runs once, bounded by SCRAPE_READ_TIMEOUT_MS); a gauge whose read failed
 * keeps no new value rather than a wrong one.
 */
function registerSqlGauges<Row extends Record<string, number>>(
  registry: Registry,
  orm: Orm,
  sql: string,
  gauges: { name: string; help: string; column: keyof Row }[],
): void {
  let pending: Promise<Row | undefined> | undefined;
  const readRow = () =>
    (pending ??= within(SCRAPE_READ_TIMEOUT_MS, orm.em.fork().getConnection().execute<Row[]>(sql))
      .then((rows) => rows[0])
      .catch(() => undefined)
      .finally(() => {
        pending = undefined;
      }));
  for (const { name, help, column } of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const row = await readRow();
        if (row) this.set(row[column]!);
      },
    });
  }
}

function registerOutboxGauges(registry: Registry, orm: Orm): void {
  registerSqlGauges<{ undispatched: number; lag_seconds: number }>(
    registry,
    orm,
    `SELECT count(*)::int AS undispatched,
            coalesce(extract(epoch FROM clock_timestamp() - min(occurred_at)), 0)::float8 AS lag_seconds
       FROM outbox WHERE dispatched_at IS NULL`,
    [
      { name: 'outbox_undispatched_events', help: 'Outbox events not yet handed to the queues', column: 'undispatched' },
      { name: 'outbox_lag_seconds', help: 'Age of the oldest undispatched outbox event (0 when none wait)', column: 'lag_seconds' },
    ],
  );
}

/** The jobs relayed events still owe, and those the outbox sweeper added again lately (decision 032). */
function registerOwedJobGauges(registry: Registry, orm: Orm): void {
  registerSqlGauges<{ owed: number; re_relayed: number }>(
    registry,
    orm,
    // `state <> 'completed'` lets the planner use the sweeper's partial index.
    `SELECT (SELECT count(*)::int FROM outbox_jobs WHERE state <> 'completed' AND state = 'owed') AS owed,
            (SELECT count(*)::int FROM outbox_jobs WHERE last_re_relayed_at > clock_timestamp() - interval '1 hour') AS re_relayed`,
    [
      {
        name: 'outbox_jobs_owed',
        help: 'Jobs relayed to the queues whose handler has not yet completed or failed for good',
        column: 'owed',
      },
      {
        name: 'outbox_jobs_re_relayed_last_hour',
        help: 'Jobs the outbox sweeper added again in the last hour because Redis had lost them',
        column: 're_relayed',
      },
    ],
  );
}

/**
 * One registry per app (never prom-client's global one), so several apps in one test process do
 * not collide. Returns the registry for the /metrics route.
 */
export function createMetrics(app: FastifyInstance, deps: { orm: Orm; queues: LazyQueues }): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerHttpHistogram(app, registry);
  registerQueueGauges(registry, deps.queues);
  registerOutboxGauges(registry, deps.orm);
  registerOwedJobGauges(registry, deps.orm);
  return registry;
}
