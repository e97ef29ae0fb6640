import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { ExecutiveContact } from '../../contracts/profile-dto.contract.ts';
import { ExecutiveNotFoundError } from '../../domain/profiles.errors.ts';

type Row = { email: string | null; phone: string | null; linkedin_url: string | null; cv_url: string | null; approved: boolean };

/**
 * Contact details of a profile the caller may already see: an approved one, or any one for a
 * super admin or the executive themself. The caller decides who may ask (see the route).
 */
export async function getExecutiveContact(
  em: EntityManager,
  executiveId: string,
  options: { includeUnapproved: boolean },
): Promise<ExecutiveContact> {
  const [row] = await em.execute<Row[]>(
    'SELECT email, phone, linkedin_url, cv_url, approved FROM executive_profiles WHERE id = ?',
    [executiveId],
  );
  if (!row || !(row.approved || options.includeUnapproved)) throw new ExecutiveNotFoundError();
  return { email: row.email, phone: row.phone, linkedinUrl: row.linkedin_url, cvUrl: row.cv_url };
}
