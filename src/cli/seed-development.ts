import type { EntityManager } from '../platform/db/orm.ts';
import type { Logger } from '../platform/logger.ts';

export const DEMO_PASSWORD = 'DemoPass123';

export type DemoAccount = { email: string; role: string };

/**
 * Development-only data: the demo accounts (and, as modules land, demo profiles). Idempotent, so
 * every `make dev` can run it. Never called outside development.
 */
export async function seedDevelopmentData(_em: EntityManager, _logger: Logger): Promise<DemoAccount[]> {
  return [];
}
