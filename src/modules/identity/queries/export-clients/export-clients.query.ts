import type { EntityManager } from '../../../../platform/db/orm.ts';
import { keysetBatches, mapBatches } from '../../../../platform/db/keyset-batches.ts';
import type { CsvValue } from '../../../../platform/http/csv.ts';

/** The columns of the clients export: the account and its sign-up metadata (spec's get-client-data). */
export const CLIENT_EXPORT_HEADER = [
  'First name',
  'Last name',
  'Email',
  'Company',
  'Job title',
  'Planned hires',
  'Uses AI',
  'Email confirmed',
  'Confirmed at',
  'Created at',
] as const;

type Row = {
  id: string;
  email: string;
  signup_metadata: Record<string, unknown> | null;
  email_confirmed_at: Date | null;
  created_at: Date;
  /** created_at as PostgreSQL prints it: microseconds kept, so the keyset never skips a row. */
  cursor_at: string;
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function toRecord(row: Row): CsvValue[] {
  const meta = row.signup_metadata ?? {};
  return [
    text(meta.first_name),
    text(meta.last_name),
    row.email,
    text(meta.company_name),
    text(meta.job_title),
    text(meta.planned_hires),
    typeof meta.use_ai === 'boolean' ? (meta.use_ai ? 'Yes' : 'No') : null,
    row.email_confirmed_at ? 'Yes' : 'No',
    row.email_confirmed_at ? new Date(row.email_confirmed_at) : null,
    new Date(row.created_at),
  ];
}

/** Every client account, newest first, a batch at a time (the Client Management tab's order). */
export function exportClients(em: EntityManager, batchSize?: number): AsyncGenerator<CsvValue[][]> {
  const batches = keysetBatches<Row>(
    (after, size) =>
      em.execute<Row[]>(
        `SELECT id::text AS id, email, signup_metadata, email_confirmed_at, created_at, created_at::text AS cursor_at
         FROM users WHERE user_type = 'client' AND deletion_requested_at IS NULL ${after ? 'AND (created_at, id) < (?::timestamptz, ?::uuid)' : ''}
         ORDER BY created_at DESC, id DESC LIMIT ?`,
        after ? [after.cursor_at, after.id, size] : [size],
      ),
    batchSize,
  );
  return mapBatches(batches, (rows) => rows.map(toRecord));
}
