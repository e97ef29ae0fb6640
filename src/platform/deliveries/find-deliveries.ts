import type { EntityManager } from '../db/orm.ts';
import type { DeliveryStatus } from './deliver-once.ts';

export type Delivery = {
  eventId: string;
  channel: string;
  recipient: string;
  jobId: string;
  status: DeliveryStatus;
  attempts: number;
  detail: Record<string, unknown> | null;
  sentAt: Date | null;
  updatedAt: Date;
};

/** Every delivery of one event (status for the UI: an event with no row yet is still queued). */
export async function findDeliveries(em: EntityManager, eventId: string): Promise<Delivery[]> {
  const rows = await em.execute<Record<string, unknown>[]>(
    `SELECT event_id, channel, recipient, job_id, status, attempts, detail, sent_at, updated_at
     FROM deliveries WHERE event_id = ? ORDER BY channel, recipient`,
    [eventId],
  );
  return rows.map((row) => ({
    eventId: row.event_id as string,
    channel: row.channel as string,
    recipient: row.recipient as string,
    jobId: row.job_id as string,
    status: row.status as DeliveryStatus,
    attempts: row.attempts as number,
    detail: (row.detail as Record<string, unknown> | null) ?? null,
    sentAt: row.sent_at ? new Date(row.sent_at as string) : null,
    updatedAt: new Date(row.updated_at as string),
  }));
}
