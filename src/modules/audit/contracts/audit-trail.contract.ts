import { z } from 'zod';

export { AUDIT_TARGET_TYPES, auditMessages, FORMER_MEMBER_LABEL, OPERATOR_LABEL } from './audit-words.contract.ts';

/**
 * The Audit tab's API (decision 042): GET /api/admin/audit (a page, newest first, keyset on the
 * row's id) and GET /api/admin/audit/export (the same filters, every row, as CSV).
 */

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE_MAX = 100;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-28.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Not a real date.');

/** The filters both the page and the export take; every one optional, empty strings meaning none. */
const auditFilterFields = z.object({
    actor: z.preprocess((value) => (value === '' ? undefined : value), z.uuid('Choose an actor from the list.').optional()),
    kind: z.preprocess((value) => (value === '' ? undefined : value), z.string().max(80).regex(/^[a-z0-9.-]+$/, 'Not an action kind.').optional()),
    targetType: z.preprocess((value) => (value === '' ? undefined : value), z.string().max(40).regex(/^[a-z-]+$/, 'Not a target type.').optional()),
    /** A target's id (exactly) or words of its label (a post's title). */
    target: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().max(200).optional()),
    from: z.preprocess((value) => (value === '' ? undefined : value), day.optional()),
    to: z.preprocess((value) => (value === '' ? undefined : value), day.optional()),
});
const datesInOrder = (filters: { from?: string | undefined; to?: string | undefined }) => !filters.from || !filters.to || filters.from <= filters.to;
const datesOutOfOrder = { message: 'The start date is after the end date.', path: ['to'] };

export const auditFiltersSchema = auditFilterFields.refine(datesInOrder, datesOutOfOrder);
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const listAuditEventsQuerySchema = auditFilterFields
  .extend({
    /** The last row's cursor of the page before (its id): the next page holds older rows. */
    before: z.string().regex(/^\d{1,18}$/, 'Not a page cursor.').optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE),
  })
  .refine(datesInOrder, datesOutOfOrder);

const personSchema = z.object({ id: z.string().nullable(), role: z.string().nullable(), name: z.string() });

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.string(),
  action: z.string(),
  module: z.string(),
  actor: personSchema,
  target: z.object({ type: z.string().nullable(), id: z.string().nullable(), role: z.string().nullable(), label: z.string().nullable() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Every declared kind, for the filter. */
  kinds: z.array(z.object({ kind: z.string(), action: z.string(), module: z.string() })),
  /** Everyone who appears as an actor, for the filter. */
  actors: z.array(personSchema),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
