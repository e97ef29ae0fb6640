import { forgetAuditActorAddresses } from '../audit/audit-trail.ts';
import { definePersonalData, inWords, isoInstant } from './personal-data.ts';

type SecurityEventRow = { at: Date; kind: string | null; route: string | null; method: string | null; reason: string | null; ip: string | null; user_agent: string | null; details: unknown };
type DeliveryRow = { channel: string; status: string; created_at: Date; sent_at: Date | null };
type AuditRow = { at: Date; kind: string; actor_role: string; target_type: string | null; target_label: string | null; ip: string | null };


/**
 * The platform's own tables: the security events recorded of a person (a refused action, an admin
 * export, with where it came from), the deliveries made to their address (what was sent, when),
 * and the outbox's event payloads (kept 7 days after they are relayed). Erasing deletes the first
 * two, and every relayed event mentioning them that no longer owes a job; an event that still owes
 * one is removed by the outbox's retention once it has run.
 *
 * The audit trail (decision 042) is append-only and outlives an erasure as the record of what staff
 * did: its rows name people by id and role only (no name, no address, no label of a person), so
 * erasure leaves the bare ids and forgets only where an erased staff member acted from (`ip`).
 */
export const platformPersonalData = definePersonalData({
  module: 'Security and delivery records',
  covers: {
    security_events: ['user_id', 'ip', 'user_agent', 'details'],
    deliveries: ['recipient', 'detail'],
    outbox: ['payload'],
    audit_events: ['actor_id', 'target_id', 'target_label', 'before', 'after', 'ip'],
  },
  holdsNoPersonalData: {
    outbox_jobs: "ids of the jobs an event owes and their state (the event's payload is the outbox's)",
    schema_migrations: 'which migrations ran',
  },
  async export(em, { userId, email }) {
    const events = await em.execute<SecurityEventRow[]>(
      'SELECT at, kind, route, method, reason, ip, user_agent, details FROM security_events WHERE user_id = ? ORDER BY at',
      [userId],
    );
    const deliveries = await em.execute<DeliveryRow[]>(
      'SELECT channel, status, created_at, sent_at FROM deliveries WHERE lower(recipient) = lower(?) ORDER BY created_at',
      [email],
    );
    const actions = await em.execute<AuditRow[]>(
      'SELECT at, kind, actor_role, target_type, target_label, ip FROM audit_events WHERE actor_id = ? ORDER BY id',
      [userId],
    );
    // Actions on them name the staff member's role, not who: that is the staff member's data.
    const actionsOnThem = await em.execute<AuditRow[]>(
      'SELECT at, kind, actor_role, target_type, target_label, ip FROM audit_events WHERE target_id = ? ORDER BY id',
      [userId],
    );
    if (events.length + deliveries.length + actions.length + actionsOnThem.length === 0) return undefined;
    return {
      ...(actions.length > 0
        ? {
            'Staff actions you took': actions.map((action) => ({
              At: isoInstant(action.at),
              Action: action.kind,
              'As (role)': action.actor_role,
              On: [action.target_type, action.target_label].filter(Boolean).join(': ') || null,
              'From (IP address)': action.ip,
            })),
          }
        : {}),
      ...(actionsOnThem.length > 0
        ? { 'Staff actions on your account': actionsOnThem.map((action) => ({ At: isoInstant(action.at), Action: action.kind, 'By (role)': action.actor_role })) }
        : {}),
      'Security events': events.map((event) => ({
        At: isoInstant(event.at),
        Kind: event.kind,
        'Address asked for': event.route,
        Method: event.method,
        Reason: event.reason,
        'From (IP address)': event.ip,
        Browser: event.user_agent,
        Details: inWords(event.details ?? null),
      })),
      'Messages we sent you': deliveries.map((delivery) => ({
        Channel: delivery.channel,
        Status: delivery.status,
        Queued: isoInstant(delivery.created_at),
        Sent: isoInstant(delivery.sent_at),
      })),
    };
  },
  // Until the erasure job has run, the deliveries keep its confirmation e-mail from going twice.
  withdraw: async () => undefined,
  async erase(em, { userId, email }) {
    await em.execute('DELETE FROM security_events WHERE user_id = ?', [userId]);
    await em.execute('DELETE FROM deliveries WHERE lower(recipient) = lower(?)', [email]);
    await forgetAuditActorAddresses(em, userId);
    await em.execute(
      `DELETE FROM outbox o
        WHERE o.dispatched_at IS NOT NULL
          AND (strpos(o.payload::text, ?) > 0 OR strpos(lower(o.payload::text), lower(?)) > 0)
          AND NOT EXISTS (SELECT 1 FROM outbox_jobs j WHERE j.event_id = o.id AND j.finished_at IS NULL)`,
      [userId, email],
    );
  },
});
