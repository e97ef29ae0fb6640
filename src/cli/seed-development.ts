import type { EntityManager } from '../platform/db/orm.ts';
import type { Logger } from '../platform/logger.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureDemoAccounts } from '../modules/identity/index.ts';
import { seedDemoProfiles } from '../modules/profiles/index.ts';

export { DEMO_PASSWORD };

export type DemoAccount = { email: string; role: string };

/**
 * Development-only data: the demo accounts and the demo profiles. Idempotent, so every `make dev`
 * runs it; the dev runner never calls it outside development.
 */
export async function seedDevelopmentData(em: EntityManager, logger: Logger): Promise<DemoAccount[]> {
  const created = await ensureDemoAccounts(em);
  if (created.length > 0) logger.info({ created }, 'created demo accounts');
  const profiles = await seedDemoProfiles(em);
  logger.info(profiles, 'demo profiles ready');
  return DEMO_ACCOUNTS.map(({ email, role }) => ({ email, role }));
}
