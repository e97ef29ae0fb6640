import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig, processEnvironment } from '../../src/config.ts';
import type { Orm } from '../../src/platform/db/orm.ts';
import { openDatabase } from '../../src/database.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { requestMailCheck } from '../../src/platform/mail/request-mail-check.handler.ts';
import { startWorker } from '../../workers/start-worker.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import { productionLikeEnvironment } from './support/child-server.ts';
import { percentile } from './support/load-run.ts';
import { describeLoad } from './support/machine.ts';
import { startPeerProcess, type PeerProcess } from './support/peer-process.ts';
import type { BenchContext } from './support/run-benches.ts';

/** Events of the burst (BENCH_EVENTS), transactions committing at once, and the paced rate per second. */
const EVENTS = Number(processEnvironment().BENCH_EVENTS ?? 2000);
const COMMITTERS = 10;
const PACED_RATE = 50;
const DELIVERY_TIMEOUT_MS = 180_000;

type Phase = { label: string; events: number; commitSeconds: number; throughput: number; p50: number; p95: number; p99: number; max: number; missing: number };

/** Every commit time by event id (epoch ms, taken when the transaction resolved). */
type Commits = Map<string, number>;

let sequence = 0;
async function commitOne(orm: Orm, commits: Commits, runId: string): Promise<void> {
  // A unique recipient per event: every event is one e-mail, none is folded into another.
  const id = await requestMailCheck(orm.em, `bench-${runId}-${sequence++}@example.com`);
  commits.set(id, Date.now());
}

/** Waits until the peer accepted a message for every committed event, or the timeout passed. */
async function awaitDeliveries(peer: PeerProcess, commits: Commits): Promise<Map<string, number>> {
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  for (;;) {
    const delivered = new Map<string, number>();
    for (const [messageId, at] of peer.received) {
      // Message-ID is <eventId.recipientHash@domain> (src/platform/mail/message-id.ts).
      const eventId = /^<([0-9a-f-]{36})\./.exec(messageId)?.[1];
      if (eventId && commits.has(eventId)) delivered.set(eventId, at);
    }
    if (delivered.size >= commits.size || Date.now() > deadline) return delivered;
    await sleep(20);
  }
}

function summarise(label: string, commits: Commits, delivered: Map<string, number>, commitSeconds: number): Phase {
  const latencies = [...delivered].map(([id, at]) => at - commits.get(id)!).sort((a, b) => a - b);
  const firstCommit = Math.min(...commits.values());
  const lastDelivery = Math.max(...delivered.values());
  return {
    label,
    events: commits.size,
    commitSeconds,
    throughput: delivered.size / ((lastDelivery - firstCommit) / 1000),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    missing: commits.size - delivered.size,
  };
}

/** All events as fast as COMMITTERS parallel transactions can commit them: the pipeline's throughput. */
async function burst(orm: Orm, peer: PeerProcess, runId: string): Promise<Phase> {
  const commits: Commits = new Map();
  const started = Date.now();
  let remaining = EVENTS;
  await Promise.all(
    Array.from({ length: COMMITTERS }, async () => {
      while (remaining-- > 0) await commitOne(orm, commits, runId);
    }),
  );
  const commitSeconds = (Date.now() - started) / 1000;
  return summarise(`burst: ${EVENTS} events, ${COMMITTERS} parallel commits`, commits, await awaitDeliveries(peer, commits), commitSeconds);
}

/** A steady PACED_RATE events per second, well under capacity: the latency an event sees normally. */
async function paced(orm: Orm, peer: PeerProcess, runId: string, seconds: number): Promise<Phase> {
  const commits: Commits = new Map();
  const count = PACED_RATE * seconds;
  const started = Date.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / PACED_RATE;
    if (due > Date.now()) await sleep(due - Date.now());
    pending.push(commitOne(orm, commits, runId));
  }
  await Promise.all(pending);
  const commitSeconds = (Date.now() - started) / 1000;
  return summarise(`paced: ${count} events at ${PACED_RATE}/s`, commits, await awaitDeliveries(peer, commits), commitSeconds);
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

/**
 * The event pipeline (docs/benchmarks.md, 'Event pipeline'): MailCheckRequested events committed
 * to the outbox through the mail-check command; an in-process worker (relay + BullMQ + nodemailer)
 * delivers each to the tests' SMTP peer in a child process; latency = peer acceptance - commit.
 */
export async function benchEventPipeline({ services, runId, duration, say }: BenchContext): Promise<void> {
  const loadBefore = describeLoad();
  const database = await createBenchDatabase(services.databaseServerUrl, `tl_${runId}_events`);
  const peer = await startPeerProcess();
  const config = loadConfig({
    ...processEnvironment(),
    ...productionLikeEnvironment(database.url, services.redisUrl, `${runId}-events`, { SMTP_URL: peer.url }),
  });
  const logger = createLogger(config, 'bench-worker');
  const orm = await openDatabase(config, logger);
  const worker = await startWorker(config, logger);
  try {
    // Warm-up: connections, pools and JIT, not counted.
    const warm: Commits = new Map();
    for (let i = 0; i < 20; i++) await commitOne(orm, warm, runId);
    await awaitDeliveries(peer, warm);
    const phases = [await burst(orm, peer, runId), await paced(orm, peer, runId, duration)];

    say();
    say(
      `### Event pipeline (worker concurrency ${config.jobs.concurrency} per queue, SMTP pool 5 connections, ` +
        `outbox poll ${config.outbox.pollMs} ms, batch ${config.outbox.batchSize}; load average ${loadBefore} before, ${describeLoad()} after)`,
    );
    say();
    say('| Phase | Events | Commit time s | Delivered events/s | p50 ms | p95 ms | p99 ms | max ms | Missing |');
    say('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const p of phases) {
      say(
        `| ${p.label} | ${p.events} | ${p.commitSeconds.toFixed(1)} | ${p.throughput.toFixed(0)} | ${ms(p.p50)} | ${ms(p.p95)} | ${ms(p.p99)} | ${ms(p.max)} | ${p.missing} |`,
      );
    }
    say();
    say(`Messages the peer accepted twice: ${peer.duplicates()}.`);
  } finally {
    await worker.stop();
    await orm.close();
    await peer.stop();
    await database.drop();
  }
}
