/**
 * `work`'s result, or a rejection once `ms` have passed without one: for reads whose caller must
 * answer on time even when PostgreSQL or Redis is slow or down (health, metrics, page preloads).
 * The work itself is not cancelled; its late result is dropped.
 */
export async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
