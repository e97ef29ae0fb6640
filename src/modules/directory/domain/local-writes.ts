import type { EntityManager } from '../../../platform/db/orm.ts';

/**
 * Directory writes made by this process, announced to this process's searches before they
 * commit. A search that follows the version by notification (decision 024) would otherwise answer
 * from its cache for the moment between a commit and its notification arriving; told the version
 * the write will commit as, it reads the version from PostgreSQL until the notification has it.
 * So a change is visible to the very next search in the process that made it.
 *
 * A process may hold apps on several databases (tests do): each follower hears only its own.
 */
type Follower = (databaseUrl: string, version: bigint) => void;

const followers = new Set<Follower>();

/** Subscribes a process's search to the writes on its database; returns the unsubscribe. */
export function followLocalDirectoryWrites(follower: Follower): () => void {
  followers.add(follower);
  return () => followers.delete(follower);
}

/** Called by the facade with the version its statement bumped to (in the caller's still-open transaction). */
export function announceLocalDirectoryWrite(em: EntityManager, rows: readonly { version?: string | number }[]): void {
  const version = rows[0]?.version;
  if (version === undefined || followers.size === 0) return;
  const databaseUrl = String(em.config.get('clientUrl'));
  for (const follower of followers) follower(databaseUrl, BigInt(version));
}
