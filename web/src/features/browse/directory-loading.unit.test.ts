import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-client.ts';
import { directorySearchRetryDelay, isDirectoryLoading, retryDirectorySearch } from './directory-loading.ts';

const loading = (retryAfter?: number) => new ApiError(503, { code: 'directory_loading', detail: 'The directory is being updated.' }, retryAfter);

describe('a directory search while the API loads its index', () => {
  it('is told apart from other failures', () => {
    expect(isDirectoryLoading(loading(5))).toBe(true);
    expect(isDirectoryLoading(new ApiError(503, { code: 'service_unavailable' }, 5))).toBe(false);
    expect(isDirectoryLoading(new ApiError(500, { code: 'directory_loading' }))).toBe(false);
    expect(isDirectoryLoading(new Error('directory_loading'))).toBe(false);
  });

  it('is asked again for as long as it takes, after the Retry-After the API sent', () => {
    expect(retryDirectorySearch(50, loading(5))).toBe(true);
    expect(directorySearchRetryDelay(0, loading(5))).toBe(5000);
    expect(directorySearchRetryDelay(7, loading(2))).toBe(2000);
    // Bounded whatever the header says, and 5 s when it says nothing.
    expect(directorySearchRetryDelay(0, loading(0))).toBe(1000);
    expect(directorySearchRetryDelay(0, loading(3600))).toBe(30_000);
    expect(directorySearchRetryDelay(0, loading())).toBe(5000);
  });

  it('leaves any other failure to the usual rule: two more tries for a 5xx, none for a 4xx', () => {
    const failed = new ApiError(503, { code: 'service_unavailable' }, 5);
    expect(retryDirectorySearch(0, failed)).toBe(true);
    expect(retryDirectorySearch(2, failed)).toBe(false);
    expect(retryDirectorySearch(0, new ApiError(400, { code: 'validation_failed' }))).toBe(false);
    expect(directorySearchRetryDelay(1, failed)).toBe(2000);
  });
});
