import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { AdminClientList } from '../../contracts/admin-clients.contract.ts';

type Row = { id: string; email: string; signup_metadata: Record<string, unknown>; email_confirmed_at: Date | null; created_at: Date | string };

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Every client account with its sign-up metadata (spec's get-client-data), newest first. */
export async function listClients(em: EntityManager): Promise<AdminClientList> {
  const rows = await em.execute<Row[]>(
    `SELECT id::text AS id, email, signup_metadata, email_confirmed_at, created_at
     FROM users WHERE user_type = 'client' AND deletion_requested_at IS NULL ORDER BY created_at DESC, id`,
  );
  return {
    clients: rows.map((row) => {
      const meta = row.signup_metadata ?? {};
      return {
        id: row.id,
        email: row.email,
        firstName: text(meta.first_name),
        lastName: text(meta.last_name),
        companyName: text(meta.company_name),
        jobTitle: text(meta.job_title),
        plannedHires: text(meta.planned_hires),
        useAI: typeof meta.use_ai === 'boolean' ? meta.use_ai : null,
        emailConfirmed: row.email_confirmed_at !== null,
        createdAt: new Date(row.created_at).toISOString(),
      };
    }),
  };
}
