import type { EntityManager } from '../../../platform/db/orm.ts';

/**
 * Slugs the web app's own routes take under /content/, which an article can never have: a post
 * titled "Submit" becomes "submit-2", so /content/submit stays the submission form.
 */
export const RESERVED_SLUGS: readonly string[] = ['submit'];

/**
 * The first free address for a base slug: the base itself, else the base with the first free numeric
 * suffix ("-2", "-3", ...). Serialised per base slug by a transaction-scoped advisory lock, so two
 * submissions of the same title at once get different suffixes; a collision across bases ("a-2"
 * typed as a title while "a" takes its second suffix) is left to the unique index and the
 * caller's retry (submit-article.handler.ts).
 */
export async function reserveSlug(tx: EntityManager, base: string): Promise<string> {
  await tx.execute(`SELECT pg_advisory_xact_lock(hashtextextended('content-slug:' || ?, 0))`, [base]);
  // The base holds only [a-z0-9-] (slugFromTitle), so it is safe inside the pattern.
  const rows = await tx.execute<{ slug: string }[]>(`SELECT slug FROM content_posts WHERE slug = ? OR slug ~ ?`, [base, `^${base}-[0-9]+$`]);
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base) && !RESERVED_SLUGS.includes(base)) return base;
  // The first free suffix, not the highest plus one: "hiring-2025" (another title) must not make "hiring" become "hiring-2026".
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
