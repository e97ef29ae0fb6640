import type { EntityManager, Orm } from '../../../../platform/db/orm.ts';
import { AppError } from '../../../../platform/errors.ts';
import type { FacetIndex } from './facet-index.ts';

/** Seconds a search refused while the index loads asks the caller to wait (the web app retries after it). */
export const DIRECTORY_LOADING_RETRY_AFTER_SECONDS = 5;

/**
 * After a search without the index overran its statement timeout, how long every other search
 * that is not cached is refused at once: the directory is too large to count in SQL, and trying
 * would only load PostgreSQL while it serves the snapshot's build (decision 033).
 */
const PAUSE_AFTER_TIMEOUT_MS = 30_000;

/** A search this process will not run while its index loads: 503 with Retry-After. */
export class DirectoryLoadingError extends AppError {
  override readonly retryAfterSeconds = DIRECTORY_LOADING_RETRY_AFTER_SECONDS;

  constructor() {
    super('directory_loading', 'The directory is being updated. Results will appear in a few seconds.', 503);
  }
}

/**
 * How a process answers directory searches while it has no index (decision 033): a search not
 * already cached runs in PostgreSQL only when one of `concurrency` slots is free, inside a
 * read-only transaction with a `statement_timeout`; otherwise, and for 30 s after a timeout, it is
 * refused with DirectoryLoadingError. So a process waiting for its snapshot answers every search
 * within about the timeout and never keeps more than `concurrency` PostgreSQL backends busy.
 */
export type SearchesWithoutIndex = {
  /** Whether searches take this path now: the process keeps an index, and it is not loaded. */
  applies: () => boolean;
  /** Runs one search's statements on a transaction of its own, or refuses it. */
  run: <T>(search: (em: EntityManager) => Promise<T>) => Promise<T>;
};

/** PostgreSQL's query_canceled: a statement_timeout (or a cancel) ended the statement. */
function isStatementTimeout(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 6; current = (current as { cause?: unknown }).cause, depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === '57014' || (typeof message === 'string' && message.includes('canceling statement due to statement timeout'))) return true;
  }
  return false;
}

export function createSearchesWithoutIndex({ facets, orm, concurrency, timeoutMs }: {
  facets: FacetIndex;
  orm: Orm;
  concurrency: number;
  timeoutMs: number;
}): SearchesWithoutIndex {
  let running = 0;
  let pausedUntil = 0;
  return {
    applies: () => !facets.ready(),
    async run(search) {
      if (running >= concurrency || Date.now() < pausedUntil) throw new DirectoryLoadingError();
      running++;
      try {
        return await orm.em.fork().transactional(
          async (tx) => {
            await tx.execute(`SET LOCAL statement_timeout = ${Math.trunc(timeoutMs)}`);
            return search(tx);
          },
          { readOnly: true },
        );
      } catch (error) {
        if (!isStatementTimeout(error)) throw error;
        pausedUntil = Date.now() + PAUSE_AFTER_TIMEOUT_MS;
        throw new DirectoryLoadingError();
      } finally {
        running--;
      }
    },
  };
}
