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
  const outcome = await em.fork().transactional(async (tx): Promise<DeliveryOutcome | undefined> => {
    const [row] = await tx.execute<{ status: DeliveryStatus }[]>(
      `SELECT status FROM deliveries WHERE event_id = ? AND channel = ? AND recipient = ? FOR UPDATE`,
      pk,
    );
    if (row?.status === 'sent') return { status: 'already-sent' };
    try {
      const detail = await send();
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
  });
  if (failure || !outcome) {
    if (failure?.permanent) throw new UnrecoverableError(failure.reason);
    throw failure?.error ?? new Error('delivery ended without an outcome');
  }
  return outcome;
}
