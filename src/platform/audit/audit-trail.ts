import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from '../auth/access.ts';
import type { EntityManager } from '../db/orm.ts';

/**
 * The audit trail of staff actions (issue 31 item 5, decision 042): who did what to what, when,
 * from where, and what changed. Each module declares the kinds of action it records beside its
 * routes (`src/modules/<module>/audit.ts`, `defineAudit`); the composition root lists them
 * (`src/audit-trail.ts`), and a test fails when a staff route that changes something, or an
 * export, is in no module's list.
 */

/** Who acted: a staff account (its role as it was then) or an operator at the command line. */
export type AuditActor = { userId: string | null; role: string; ip: string | null };

/** The command line (npm run users -- ...): an operator with shell access, no account, no address. */
export const OPERATOR_ACTOR: AuditActor = { userId: null, role: 'operator', ip: null };

/**
 * What was acted on. People (an account, a profile) are named by id and role only, never by name or
 * address: the trail is kept after their erasure, and the Audit tab reads a name from the account
 * while it exists. Things (a post, a comment, an export) carry a short label copied now, so the
 * trail stays readable after the thing is deleted.
 */
export type AuditTarget = { type: string; id: string | null; role?: string | null; label?: string | null };

export type AuditEntry<Kind extends string = string> = {
  kind: Kind;
  actor: AuditActor;
  target?: AuditTarget | null;
  /** The values the action changed, as they were and as they became (where it matters). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** The longest label kept (the column's check): a title is cut rather than refused. */
export const AUDIT_LABEL_MAX = 200;

/**
 * Writes one audit row with the caller's EntityManager: pass the action's own transaction (`tx`),
 * so the row commits with the change and an action that fails or rolls back leaves none.
 */
export async function recordAudit(em: EntityManager, entry: AuditEntry): Promise<void> {
  const label = entry.target?.label?.trim() ? entry.target.label.trim().slice(0, AUDIT_LABEL_MAX) : null;
  await em.execute(
    `INSERT INTO audit_events (kind, actor_id, actor_role, target_type, target_id, target_role, target_label, before, after, ip)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?)`,
    [
      entry.kind,
      entry.actor.userId,
      entry.actor.role,
      entry.target?.type ?? null,
      entry.target?.id ?? null,
      entry.target?.role ?? null,
      label,
      entry.before ? JSON.stringify(entry.before) : null,
      entry.after ? JSON.stringify(entry.after) : null,
      entry.actor.ip,
    ],
  );
}

/** The role an account acts in, strongest first: a super admin who is also a consultant acts as super admin. */
export function actingRoleOf(user: Pick<CurrentUser, 'isSuperAdmin' | 'isConsultant' | 'userType'>): string {
  if (user.isSuperAdmin) return 'super-admin';
  if (user.isConsultant) return 'consultant';
  return user.userType ?? 'staff';
}

/** The signed-in caller of a staff route as the trail records them. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const user = request.currentUser;
  if (!user) throw new Error('auditActorOf needs a signed-in caller: call it from a route whose access names roles');
  return { userId: user.id, role: actingRoleOf(user), ip: request.ip };
}

/**
 * A module's auditable actions: each kind ('<thing>.<what-happened>') with its label in words (the
 * Audit tab's and the CSV's), and each staff route that writes them ('METHOD /api/path' as Fastify
 * registers it). `record` accepts only the declared kinds, so a handler cannot write an undeclared one.
 */
export type AuditDeclaration<Kind extends string = string> = {
  readonly module: string;
  readonly kinds: Readonly<Record<Kind, string>>;
  readonly routes: Readonly<Record<string, readonly Kind[]>>;
  record(em: EntityManager, entry: AuditEntry<Kind>): Promise<void>;
};

export function defineAudit<const Kind extends string>(declaration: {
  module: string;
  kinds: Record<Kind, string>;
  routes: Record<string, readonly NoInfer<Kind>[]>;
}): AuditDeclaration<Kind> {
  return { ...declaration, record: (em, entry) => recordAudit(em, entry) };
}

/**
 * Erasure's one exception to the append-only trail (decision 042): the rows an erased person
 * wrote as a staff actor keep their id and role (a bare id that identifies no one once the account
 * is gone) but forget the address they acted from. The trigger accepts this UPDATE only inside the
 * caller's transaction, with the setting on, and only when `ip` becomes NULL and nothing else changes.
 */
export async function forgetAuditActorAddresses(em: EntityManager, actorId: string): Promise<void> {
  // Local to the transaction (a failed UPDATE aborts it, and the setting with it); off again at once,
  // so nothing later in the same transaction benefits from it.
  await em.execute(`SELECT set_config('talentleaders.audit_erasure', 'on', true)`);
  await em.execute('UPDATE audit_events SET ip = NULL WHERE actor_id = ? AND ip IS NOT NULL', [actorId]);
  await em.execute(`SELECT set_config('talentleaders.audit_erasure', 'off', true)`);
}
