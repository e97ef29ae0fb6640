import type { AuditDeclaration } from '../../../../platform/audit/audit-trail.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { ValidationError } from '../../../../platform/errors.ts';
import { findAccountNames, type AccountName } from '../../../identity/index.ts';
import {
  auditMessages,
  FORMER_MEMBER_LABEL,
  OPERATOR_LABEL,
  type AuditEvent,
  type AuditFilters,
  type AuditPage,
} from '../../contracts/audit-trail.contract.ts';

type AuditRow = {
  id: string;
  at: Date;
  kind: string;
  actor_id: string | null;
  actor_role: string;
  target_type: string | null;
  target_id: string | null;
  target_role: string | null;
  target_label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
};

/** Targets that are people, named from their account while it exists (the trail copies no person's name). */
const PERSON_TARGETS = new Set(['account', 'executive-profile']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Each declared kind with its label in words and its module. */
export function declaredKinds(declarations: readonly AuditDeclaration[]): Map<string, { action: string; module: string }> {
  const kinds = new Map<string, { action: string; module: string }>();
  for (const declaration of declarations) {
    for (const [kind, action] of Object.entries<string>(declaration.kinds)) kinds.set(kind, { action, module: declaration.module });
  }
  return kinds;
}

/** The WHERE clause of the filters (and the page's cursor), with its parameters. */
function whereOf(filters: AuditFilters, before: string | null): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filters.actor) {
    conditions.push('actor_id = ?');
    params.push(filters.actor);
  }
  if (filters.kind) {
    conditions.push('kind = ?');
    params.push(filters.kind);
  }
  if (filters.targetType) {
    conditions.push('target_type = ?');
    params.push(filters.targetType);
  }
  if (filters.target) {
    if (UUID.test(filters.target)) {
      conditions.push('target_id = ?');
      params.push(filters.target.toLowerCase());
    } else {
      conditions.push(`target_label ILIKE ? ESCAPE '\\'`);
      params.push(`%${filters.target.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
    }
  }
  // Whole days in UTC, both ends included.
  if (filters.from) {
    conditions.push(`at >= ?::date`);
    params.push(filters.from);
  }
  if (filters.to) {
    conditions.push(`at < ?::date + 1`);
    params.push(filters.to);
  }
  if (before) {
    conditions.push('id < ?::bigint');
    params.push(before);
  }
  return { sql: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** Refuses a well-formed kind that no module declares (400, not an empty page that looks like "nothing happened"). */
export function checkKnownKind(declarations: readonly AuditDeclaration[], filters: AuditFilters): void {
  if (filters.kind && !declaredKinds(declarations).has(filters.kind)) {
    throw new ValidationError(auditMessages.unknownKind, { kind: [auditMessages.unknownKind] }, 'unknown_audit_kind');
  }
}

/** At most `limit` rows matching the filters, older than `before`, newest first (keyset on id: never OFFSET). */
export async function findAuditRows(em: EntityManager, filters: AuditFilters, before: string | null, limit: number): Promise<AuditRow[]> {
  const where = whereOf(filters, before);
  return em.execute<AuditRow[]>(
    `SELECT id::text AS id, at, kind, actor_id, actor_role, target_type, target_id, target_role, target_label, before, after, ip
       FROM audit_events ${where.sql} ORDER BY id DESC LIMIT ?`,
    [...where.params, limit],
  );
}

function personName(id: string | null, role: string | null, names: Map<string, AccountName>): string {
  if (role === 'operator' && id === null) return OPERATOR_LABEL;
  const account = id ? names.get(id) : undefined;
  return account ? account.name : FORMER_MEMBER_LABEL;
}

/** Rows as the tab and the CSV show them: actions in words, people named from their accounts while they exist. */
export async function presentAuditRows(em: EntityManager, declarations: readonly AuditDeclaration[], rows: readonly AuditRow[]): Promise<AuditEvent[]> {
  const kinds = declaredKinds(declarations);
  const people = rows.flatMap((row) => [row.actor_id, row.target_type && PERSON_TARGETS.has(row.target_type) ? row.target_id : null]);
  const names = await findAccountNames(em, people.filter((id): id is string => id !== null && UUID.test(id)));
  return rows.map((row) => {
    const kind = kinds.get(row.kind);
    const isPerson = row.target_type !== null && PERSON_TARGETS.has(row.target_type);
    return {
      id: row.id,
      at: new Date(row.at).toISOString(),
      kind: row.kind,
      // A kind a module no longer declares still reads: its code stands in for its words.
      action: kind?.action ?? row.kind,
      module: kind?.module ?? '',
      actor: { id: row.actor_id, role: row.actor_role, name: personName(row.actor_id, row.actor_role, names) },
      target: {
        type: row.target_type,
        id: row.target_id,
        role: row.target_role,
        label: isPerson ? personName(row.target_id, row.target_role, names) : row.target_label,
      },
      before: row.before,
      after: row.after,
      ip: row.ip,
    };
  });
}

/** One page of the Audit tab, with what its filters offer (every declared kind, everyone who acted). */
export async function listAuditEvents(
  em: EntityManager,
  declarations: readonly AuditDeclaration[],
  filters: AuditFilters,
  before: string | null,
  limit: number,
): Promise<AuditPage> {
  checkKnownKind(declarations, filters);
  // One more than the page: whether an older page exists without a count.
  const rows = await findAuditRows(em, filters, before, limit + 1);
  const page = rows.slice(0, limit);
  const actorRows = await em.execute<{ actor_id: string; actor_role: string }[]>(
    `SELECT DISTINCT ON (actor_id) actor_id, actor_role FROM audit_events WHERE actor_id IS NOT NULL ORDER BY actor_id, id DESC`,
  );
  const actorNames = await findAccountNames(em, actorRows.map((row) => row.actor_id));
  return {
    events: await presentAuditRows(em, declarations, page),
    nextCursor: rows.length > limit ? page[page.length - 1]!.id : null,
    kinds: [...declaredKinds(declarations)].map(([kind, { action, module }]) => ({ kind, action, module })),
    actors: actorRows
      .map((row) => ({ id: row.actor_id, role: row.actor_role, name: personName(row.actor_id, row.actor_role, actorNames) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
