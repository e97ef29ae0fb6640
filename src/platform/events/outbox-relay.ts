import type { AppConfig } from '../../config.ts';
import type { Orm } from '../db/orm.ts';
import type { Logger } from '../logger.ts';
import type { JobDefinition } from '../queues/job-definition.ts';
import { createLazyQueues } from '../queues/queues.ts';
import type { Redis } from '../queues/redis.ts';
import { addRelayedJobs, recordOwedJobs, relayedJobFor, type RelayedJob } from './outbox-jobs.ts';
import { deleteDispatchedEvents } from './outbox-retention.ts';

export type RelayResult = {
  /** Ids of the events this call stamped dispatched (with or without subscribers). */
  dispatched: string[];
  /** Set when the batch rolled back (Redis unreachable, ...); its events stay undispatched. */
  error?: string;
};

export type OutboxRelay = {
  /** One batch: select, enqueue, stamp, in one transaction. Never throws for a Redis outage. */
  relayOnce: () => Promise<RelayResult>;
  /**
   * Polls until stopped and, every OUTBOX_CLEANUP_INTERVAL_MS, deletes rows dispatched more than
   * OUTBOX_RETENTION_DAYS ago. Returns at once if already running.
   */
  start: () => void;
  /** Cancels the next clean-up, lets the current batch and clean-up batch finish, then resolves. */
  stop: () => Promise<void>;
};

export type OutboxRelayDependencies = {
  config: Pick<AppConfig, 'redis' | 'jobs' | 'outbox'>;
  logger: Logger;
  orm: Orm;
  /** A producer connection (fails fast), so an outage rolls the batch back instead of hanging. */
  redis: Redis;
  /** Event type → the job definitions it triggers (see buildJobRegistry). */
  subscribers: ReadonlyMap<string, readonly JobDefinition[]>;
};

type OutboxRow = { id: string; type: string; payload: unknown };

const MAX_BACKOFF_MS = 5_000;
const LOG_EVERY_MS = 5_000;
// Soon enough that a restarted worker still cleans up, late enough to stay out of start-up.
const FIRST_CLEANUP_DELAY_MS = 30_000;

/**
 * Moves outbox rows to BullMQ. Rows are locked `FOR UPDATE SKIP LOCKED`, so several relays (one per
 * worker process) share the work without taking the same event; the BullMQ job id comes from the
 * event id, so an event re-added after a crash between enqueue and commit is ignored by BullMQ.
 */
export function createOutboxRelay(deps: OutboxRelayDependencies): OutboxRelay {
  const { config, logger, orm, redis, subscribers } = deps;
  const queues = createLazyQueues(config, redis);
  let running: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;
  let failures = 0;
  let lastWarnAt = 0;
  let cleanupTimer: ReturnType<typeof setTimeout> | undefined;
  let cleaning: Promise<void> | undefined;

  /** Adds every job the rows trigger; returns them, for the transaction to record as owed. */
  async function enqueue(rows: OutboxRow[]): Promise<RelayedJob[]> {
    const jobs: RelayedJob[] = [];
    for (const row of rows) {
      const definitions = subscribers.get(row.type) ?? [];
      if (definitions.length === 0) logger.debug({ eventId: row.id, type: row.type }, 'event has no subscriber');
      for (const definition of definitions) jobs.push(relayedJobFor(row, definition, config.jobs));
    }
    if (jobs.length === 0) return jobs;
    await addRelayedJobs(await queues.ready(), jobs);
    return jobs;
  }

  async function relayOnce(): Promise<RelayResult> {
    const em = orm.em.fork();
    let ids: string[] = [];
    try {
      await em.transactional(async (tx) => {
        const rows = await tx.execute<OutboxRow[]>(
          `SELECT id, type, payload FROM outbox WHERE dispatched_at IS NULL
           ORDER BY occurred_at, id LIMIT ? FOR UPDATE SKIP LOCKED`,
          [config.outbox.batchSize],
        );
        ids = rows.map((row) => row.id);
        if (rows.length === 0) return;
        const jobs = await enqueue(rows);
        // In the same transaction as the stamp: an event dispatched is an event whose jobs are owed.
        await recordOwedJobs(tx, jobs, config.outbox.sweepGraceMs);
        await tx.execute(`UPDATE outbox SET dispatched_at = clock_timestamp() WHERE id = ANY(?::uuid[])`, [toArrayLiteral(ids)]);
      });
      return { dispatched: ids };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (ids.length > 0) {
        // Outside the rolled-back transaction, so operators can see why events are waiting.
        await em
          .fork()
          .execute(`UPDATE outbox SET dispatch_attempts = dispatch_attempts + 1, last_error = ? WHERE id = ANY(?::uuid[])`, [
            message.slice(0, 1000),
            toArrayLiteral(ids),
          ])
          .catch(() => undefined);
      }
      return { dispatched: [], error: message };
    }
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      const result = await relayOnce();
      if (result.error) {
        failures++;
        if (Date.now() - lastWarnAt > LOG_EVERY_MS) {
          lastWarnAt = Date.now();
          logger.warn({ err: result.error, failures }, 'outbox relay cannot dispatch; events wait in PostgreSQL');
        }
        await sleep(Math.min(config.outbox.pollMs * 2 ** Math.min(failures, 10), MAX_BACKOFF_MS));
        continue;
      }
      if (failures > 0) logger.info({ failures }, 'outbox relay dispatching again');
      failures = 0;
      // A full batch means more are probably waiting: go again without sleeping.
      if (result.dispatched.length < config.outbox.batchSize) await sleep(config.outbox.pollMs);
    }
  }

  async function cleanUp(): Promise<void> {
    const { retentionDays } = config.outbox;
    try {
      const deleted = await deleteDispatchedEvents(orm, { retentionDays, shouldStop: () => stopping });
      logger.info({ deleted, retentionDays }, 'outbox clean-up deleted dispatched events past retention');
    } catch (error) {
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'outbox clean-up failed; retrying next interval');
    }
  }

  function scheduleCleanup(delayMs: number): void {
    cleanupTimer = setTimeout(() => {
      cleanupTimer = undefined;
      cleaning = cleanUp().finally(() => {
        cleaning = undefined;
        if (!stopping) scheduleCleanup(config.outbox.cleanupIntervalMs);
      });
    }, delayMs);
    // The worker's queues keep the process alive; a pending clean-up alone should not.
    cleanupTimer.unref();
  }

  return {
    relayOnce,
    start: () => {
      if (running) return;
      stopping = false;
      running = loop().catch((error: unknown) => logger.error({ err: error }, 'outbox relay stopped unexpectedly'));
      scheduleCleanup(Math.min(FIRST_CLEANUP_DELAY_MS, config.outbox.cleanupIntervalMs));
    },
    stop: async () => {
      stopping = true;
      wake?.();
      clearTimeout(cleanupTimer);
      cleanupTimer = undefined;
      await Promise.all([running, cleaning]);
      running = undefined;
      await queues.close();
    },
  };
}

/** A PostgreSQL array literal: the driver binds one text parameter, whatever the batch size. */
function toArrayLiteral(ids: string[]): string {
  return `{${ids.join(',')}}`;
}
