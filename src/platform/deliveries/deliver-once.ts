import { UnrecoverableError } from 'bullmq';
import type { EntityManager } from '../db/orm.ts';

/**
 * Channel-neutral idempotency for any job that sends something outside (an e-mail, a Slack
 * message): a `deliveries` row per (event, channel, recipient). The channels build on it
 * (mail/send-email-once.ts); it knows none of them.
 */

export type DeliveryKey = {
  eventId: string;
  /** 'email', 'slack', ... */
  channel: string;
  recipient: string;
  /** The BullMQ job doing the delivery, for operators following a delivery to its job. */
  jobId: string;
};

export type DeliveryStatus = 'sending' | 'sent' | 'failed';

export type DeliveryOutcome = { status: 'sent'; detail: Record<string, unknown> } | { status: 'already-sent' };

export type DeliveryOptions = {
  /** A transient failure on the last attempt marks the delivery failed (with the reason). */
  finalAttempt: boolean;
  isPermanent: (error: unknown) => boolean;
  describe: (error: unknown) => string;
};

type Failure = { error: unknown; permanent: boolean; reason: string };

/**
 * Runs `send` at most once successfully per (event, channel, recipient). The delivery row is locked
 * while sending, so a second run of the same job (a stalled job picked up twice, an operator replay)
 * waits, then sees 'sent' and skips. Permanent failures become 'failed' plus UnrecoverableError so
 * BullMQ stops retrying; transient ones are rethrown so BullMQ retries with backoff.
 */
export async function deliverOnce(
  em: EntityManager,
  key: DeliveryKey,
  options: DeliveryOptions,
  send: () => Promise<Record<string, unknown>>,
): Promise<DeliveryOutcome> {
  const pk = [key.eventId, key.channel, key.recipient];
  await em.execute(
    `INSERT INTO deliveries (event_id, channel, recipient, job_id, status) VALUES (?, ?, ?, ?, 'sending')
     ON CONFLICT (event_id, channel, recipient) DO NOTHING`,
    [...pk, key.jobId],
  );

  let failure: Failure | undefined;
  let sentDetail: Record<string, unknown> | undefined;
  const outcome = await em
    .fork()
    .transactional(async (tx): Promise<DeliveryOutcome | undefined> => {
    const [row] = await tx.execute<{ status: DeliveryStatus }[]>(
      `SELECT status FROM deliveries WHERE event_id = ? AND channel = ? AND recipient = ? FOR UPDATE`,
      pk,
    );
    if (row?.status === 'sent') return { status: 'already-sent' };
    try {
      const detail = await send();
      sentDetail = detail;
      await tx.execute(
        `UPDATE deliveries SET status = 'sent', detail = ?::jsonb, attempts = attempts + 1, job_id = ?,
           sent_at = now(), updated_at = now()
         WHERE event_id = ? AND channel = ? AND recipient = ?`,
        [JSON.stringify(detail), key.jobId, ...pk],
      );
      return { status: 'sent', detail };
    } catch (error) {
      const permanent = options.isPermanent(error);
      failure = { error, permanent, reason: options.describe(error) };
      const status: DeliveryStatus = permanent || options.finalAttempt ? 'failed' : 'sending';
      await tx.execute(
        `UPDATE deliveries SET status = ?, detail = ?::jsonb, attempts = attempts + 1, job_id = ?, updated_at = now()
         WHERE event_id = ? AND channel = ? AND recipient = ?`,
        [status, JSON.stringify({ error: failure.reason, permanent }), key.jobId, ...pk],
      );
      // Committed, not thrown: the failure must be recorded before BullMQ hears about it.
      return undefined;
    }
  })
    .catch(async (error: unknown) => {
      // The message went out but PostgreSQL went away before 'sent' was committed (a restart, a
      // failover). Retrying the job would send it again, so the outcome is stored once PostgreSQL
      // is back, on a new connection; only a process that dies meanwhile leaves a re-send possible.
      if (!sentDetail) throw error;
      await recordSentWhenReachable(em, key, sentDetail);
      return { status: 'sent', detail: sentDetail } satisfies DeliveryOutcome;
    });
  if (failure || !outcome) {
    if (failure?.permanent) throw new UnrecoverableError(failure.reason);
    throw failure?.error ?? new Error('delivery ended without an outcome');
  }
  return outcome;
}

/** How long a sent delivery's outcome is retried into PostgreSQL before the job gives up. */
const RECORD_SENT_PATIENCE_MS = 120_000;

async function recordSentWhenReachable(em: EntityManager, key: DeliveryKey, detail: Record<string, unknown>): Promise<void> {
  const deadline = Date.now() + RECORD_SENT_PATIENCE_MS;
  for (let waitMs = 100; ; waitMs = Math.min(waitMs * 2, 2_000)) {
    try {
      // Idempotent: the COMMIT may have reached the server even though its answer did not.
      await em.fork().execute(
        `UPDATE deliveries SET status = 'sent', detail = ?::jsonb, job_id = ?, sent_at = coalesce(sent_at, now()), updated_at = now(),
           attempts = CASE WHEN status = 'sent' THEN attempts ELSE attempts + 1 END
         WHERE event_id = ? AND channel = ? AND recipient = ?`,
        [JSON.stringify(detail), key.jobId, key.eventId, key.channel, key.recipient],
      );
      return;
    } catch (error) {
      if (Date.now() + waitMs > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}
