import { ApiError } from '../../api/api-client.ts';

/**
 * While an API process loads the directory's index (docs/decisions/033), a search it cannot answer
 * within its bound is refused with 503 `directory_loading` and Retry-After. /browse says so kindly
 * and asks again after that many seconds, for as long as it takes; any other failure keeps the
 * app's usual rule (two more tries for a 5xx or a network error, none for a 4xx).
 */
export const DIRECTORY_LOADING_MESSAGE = 'The directory is being updated. Results will appear in a few seconds.';

/** Never sooner than 1 s, never later than 30 s, whatever the header says; 5 s when it says nothing. */
const RETRY_BOUNDS_MS = { least: 1000, most: 30_000, unsaid: 5000 };

export function isDirectoryLoading(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 503 && error.code === 'directory_loading';
}

/** React Query's `retry` for the directory search. */
export function retryDirectorySearch(failureCount: number, error: unknown): boolean {
  if (isDirectoryLoading(error)) return true;
  return !(error instanceof ApiError && error.status < 500) && failureCount < 2;
}

/** React Query's `retryDelay`: Retry-After for a loading directory, otherwise its default backoff. */
export function directorySearchRetryDelay(failureCount: number, error: unknown): number {
  if (!isDirectoryLoading(error)) return Math.min(1000 * 2 ** failureCount, RETRY_BOUNDS_MS.most);
  const asked = error.retryAfterSeconds === undefined ? RETRY_BOUNDS_MS.unsaid : error.retryAfterSeconds * 1000;
  return Math.min(Math.max(asked, RETRY_BOUNDS_MS.least), RETRY_BOUNDS_MS.most);
}
