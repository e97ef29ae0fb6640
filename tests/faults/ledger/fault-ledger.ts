import { startProber, type ProbeReport } from './api-prober.ts';
import type { FaultWorld } from './fault-world.ts';
import { countArrivals, LOAD_KINDS, recordLoad, type Arrivals, type Expected, type LoadKind } from './ledger-load.ts';

export type LedgerSize = {
  /** Events of every kind in flight per fault. */
  perKind: number;
  /** How long a dependency stays broken (the SMTP 4xx and Slack 429 windows, Redis and PostgreSQL downtime), and the age of the restored Redis snapshot. */
  outageMs: number;
  /** Retry-After the Slack fake sends while it limits. */
  slackRetryAfterSeconds: number;
  /** How long the work may take to drain after the fault before what is missing counts as lost. */
  drainTimeoutMs: number;
};

/** One fault: how it starts (once `startAfterShare` of the work has arrived) and how it ends. */
type Fault = {
  name: string;
  startAfterShare: number;
  inject: (world: FaultWorld, size: LedgerSize) => Promise<void>;
  heal: (world: FaultWorld, size: LedgerSize) => Promise<void>;
  /** Whether the outage window is waited out between inject and heal (a killed worker is restarted at once). */
  holdsOutage: boolean;
  /**
   * The share of the work recorded at the end of the outage window, just before heal, instead of
   * up front (default 0): work in flight when the fault really happens.
   */
  lateShare?: number;
  /** The fault loses relayed jobs for certain, so the sweeper must have added some again (decision 032). */
  mustReRelay?: boolean;
};

export const FAULTS: readonly Fault[] = [
  {
    name: 'Redis killed (SIGKILL) and restarted',
    startAfterShare: 0.1,
    inject: (world) => world.killRedis(),
    heal: (world) => world.startRedis(),
    holdsOutage: true,
  },
  {
    // Decision 032: what Redis held is gone (a lost volume, a new managed instance); the jobs it
    // had not finished are owed in PostgreSQL and the worker's outbox sweeper adds them again.
    name: 'Redis replaced by an empty instance',
    startAfterShare: 0.3,
    // Relayed jobs must be in Redis when it is replaced, whatever the machine's speed: the SMTP
    // peer refuses (451) until every event of the load is relayed, so the e-mail jobs not yet
    // delivered wait in Redis for a retry, and are lost with it (a fast machine had delivered
    // every relayed job before the replace, and the row then proved nothing).
    inject: async (world, size) => {
      world.smtp.rejectAll(451);
      await waitUntil(async () => {
        const [row] = await world.orm.em.fork().execute<{ waiting: number }[]>(
          `SELECT count(*)::int AS waiting FROM outbox WHERE dispatched_at IS NULL`,
        );
        return row!.waiting === 0;
      }, size.drainTimeoutMs);
      await world.replaceRedisWithEmpty();
    },
    heal: async (world) => world.smtp.rejectAll(undefined),
    holdsOutage: false,
    mustReRelay: true,
  },
  {
    // The snapshot is taken at the start of the window and restored at its end: the outage window
    // is how much older it is (60 s at full size, a minute; scaled down at CI size). Jobs relayed
    // meanwhile are gone, jobs finished meanwhile are back as waiting (their re-run sends nothing).
    name: 'Redis restored from a snapshot taken a minute earlier',
    startAfterShare: 0.1,
    inject: (world) => world.snapshotRedis(),
    heal: (world) => world.restoreRedisSnapshot(),
    holdsOutage: true,
    // Half the work is in the snapshot (mostly waiting, done by the restore: run again, nothing
    // sent twice), half is recorded at the end of the minute (relayed, then lost with the restore).
    lateShare: 0.5,
  },
  {
    name: 'worker killed (SIGKILL) mid-batch and restarted',
    startAfterShare: 0.3,
    inject: (world) => world.killWorker(),
    heal: (world) => world.startWorker(),
    holdsOutage: false,
  },
  {
    name: 'SMTP peer answering 451',
    startAfterShare: 0.1,
    inject: async (world) => world.smtp.rejectAll(451),
    heal: async (world) => world.smtp.rejectAll(undefined),
    holdsOutage: true,
  },
  {
    name: 'Slack answering 429 with Retry-After',
    startAfterShare: 0.1,
    inject: async (world, size) => world.slack.rateLimitAll(size.slackRetryAfterSeconds),
    heal: async (world) => world.slack.rateLimitAll(undefined),
    holdsOutage: true,
  },
  {
    name: 'PostgreSQL restarted',
    startAfterShare: 0.1,
    inject: (world) => world.stopPostgres(),
    heal: (world) => world.startPostgres(),
    holdsOutage: true,
  },
];

export type LedgerRow = {
  fault: string;
  attempted: number;
  delivered: number;
  lost: number;
  /** A second distinct message (or accepted Slack invite) for one event. */
  duplicated: number;
  /** E-mails received again with the same Message-ID (see countArrivals). */
  sameIdCopies: number;
  /** From the end of the fault to the last effect arriving. */
  drainMs: number;
  /** Jobs the outbox sweeper added again because Redis had lost them (decision 032). */
  reRelayed: number;
  byKind: Record<LoadKind, { attempted: number; delivered: number; duplicated: number }>;
  probe: ProbeReport;
};

/** The user reads the prober sends (a visitor's directory searches). */
const USER_PATHS = ['/api/directory', '/api/directory?availability=fractional', '/api/directory?q=talent'];

/**
 * Runs one fault: records the load, waits until a share of it has arrived, breaks the dependency
 * for the outage window, mends it, and waits until every effect arrived (or the drain timeout).
 * The worker runs throughout, as in production; the API is probed throughout.
 */
export async function runFault(world: FaultWorld, fault: Fault, index: number, size: LedgerSize): Promise<LedgerRow> {
  const [clock] = await world.orm.em.fork().execute<{ now: string }[]>(`SELECT clock_timestamp()::text AS now`);
  const latePerKind = Math.round(size.perKind * (fault.lateShare ?? 0));
  const expected = await recordLoad(world, `f${index}`, size.perKind - latePerKind);
  const prober = startProber(world.apiUrl, USER_PATHS);
  const arrivedCount = () => [...countArrivals(world, expected).values()].filter((count) => count.messages > 0).length;

  await waitUntil(async () => arrivedCount() >= Math.ceil(expected.length * fault.startAfterShare), size.drainTimeoutMs);
  await fault.inject(world, size);
  if (fault.holdsOutage) await new Promise((resolve) => setTimeout(resolve, size.outageMs));
  if (latePerKind > 0) expected.push(...(await recordLoad(world, `f${index}late`, latePerKind)));
  await fault.heal(world, size);
  prober.markHealed();
  const healedAt = Date.now();

  await waitUntil(async () => arrivedCount() === expected.length, size.drainTimeoutMs);
  const drainMs = Date.now() - healedAt;
  // Nothing may be left in flight (a retry, a redelivered job) when counting, or a duplicate could hide.
  let stillInFlight: string | undefined;
  const settled = await waitUntil(async () => (stillInFlight = await world.inFlight()) === undefined, size.drainTimeoutMs);
  if (!settled) {
    const log = await world.workerLog(40);
    throw new Error(`${fault.name}: ${stillInFlight} still in flight ${size.drainTimeoutMs} ms after the drain; the worker's last warnings:\n${log}`);
  }
  const probe = await prober.stop();
  const [swept] = await world.orm.em.fork().execute<{ re_relayed: number }[]>(
    `SELECT coalesce(sum(re_relays), 0)::int AS re_relayed FROM outbox_jobs WHERE relayed_at >= ?::timestamptz`,
    [clock!.now],
  );
  return summarise(fault.name, expected, countArrivals(world, expected), { drainMs, reRelayed: swept?.re_relayed ?? 0 }, probe);
}

function summarise(
  fault: string,
  expected: readonly Expected[],
  counts: Map<string, Arrivals>,
  { drainMs, reRelayed }: Pick<LedgerRow, 'drainMs' | 'reRelayed'>,
  probe: ProbeReport,
): LedgerRow {
  const byKind = Object.fromEntries(LOAD_KINDS.map((kind) => [kind, { attempted: 0, delivered: 0, duplicated: 0 }])) as LedgerRow['byKind'];
  let lost = 0;
  let duplicated = 0;
  let sameIdCopies = 0;
  for (const item of expected) {
    const count = counts.get(item.address) ?? { messages: 0, copies: 0 };
    byKind[item.kind].attempted += 1;
    if (count.messages > 0) byKind[item.kind].delivered += 1;
    if (count.messages === 0) lost += 1;
    if (count.messages > 1) byKind[item.kind].duplicated += count.messages - 1;
    duplicated += Math.max(0, count.messages - 1);
    sameIdCopies += count.copies;
  }
  return { fault, attempted: expected.length, delivered: expected.length - lost, lost, duplicated, sameIdCopies, drainMs, reRelayed, byKind, probe };
}

/** Whether `condition` held before the timeout (a lost event is a figure of the ledger, not a throw). */
async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}

/** The ledger as a markdown table (docs/benchmarks.md, 'Fault ledger'). */
export function ledgerTable(rows: readonly LedgerRow[]): string {
  const statuses = (counts: Record<string, number>) =>
    Object.entries(counts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
  const lines = [
    '| Fault | Attempted | Delivered | Lost | Duplicated | Same Message-ID copies | Drain after the fault | Jobs re-relayed by the sweeper | API back after | /api/ready meanwhile | User reads meanwhile |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.fault} | ${row.attempted} | ${row.delivered} | ${row.lost} | ${row.duplicated} | ${row.sameIdCopies} | ${(row.drainMs / 1000).toFixed(1)} s | ${row.reRelayed} | ${
          row.probe.backAfterMs === undefined ? 'never' : `${(row.probe.backAfterMs / 1000).toFixed(1)} s`
        } | ${statuses(row.probe.ready)} | ${statuses(row.probe.user)} |`,
    ),
  ];
  return lines.join('\n');
}
