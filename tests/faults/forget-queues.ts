import type { Redis } from '../../src/platform/queues/redis.ts';

/**
 * What a Redis replaced by an empty instance looks like to one test: every key under its own prefix
 * gone (other test files share the Redis server, so never FLUSHALL). Returns how many keys went.
 */
export async function forgetQueues(redis: Redis, prefix: string): Promise<number> {
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length > 0) deleted += await redis.unlink(...keys);
  } while (cursor !== '0');
  return deleted;
}
