import { webApi } from '@slack/bolt';

/** Slack answered 429: the seconds it asked us to wait (Retry-After), else undefined. */
export function slackRetryAfterSeconds(error: unknown): number | undefined {
  if (error instanceof webApi.WebAPIRateLimitedError) return error.retryAfter;
  if (isCoded(error) && error.code === webApi.ErrorCode.RateLimitedError) {
    const retryAfter = (error as { retryAfter?: unknown }).retryAfter;
    return typeof retryAfter === 'number' ? retryAfter : 60;
  }
  return undefined;
}

/** Slack's own error code of a platform error ({ ok: false, error }), e.g. 'already_invited'. */
export function slackPlatformError(error: unknown): string | undefined {
  if (error instanceof webApi.WebAPIPlatformError) return error.data.error;
  return undefined;
}

/** Platform errors a retry does not fix; everything else (network, 5xx, 429) is transient. */
const TRANSIENT_PLATFORM_ERRORS = new Set(['internal_error', 'fatal_error', 'service_unavailable', 'request_timeout', 'ratelimited']);

export function isPermanentSlackError(error: unknown): boolean {
  const code = slackPlatformError(error);
  return code !== undefined && !TRANSIENT_PLATFORM_ERRORS.has(code);
}

/** One line an operator can act on: Slack's code, the HTTP status, or the message. */
export function describeSlackError(error: unknown): string {
  const code = slackPlatformError(error);
  if (code) return `Slack answered ${code}`;
  const retryAfter = slackRetryAfterSeconds(error);
  if (retryAfter !== undefined) return `Slack rate limit: retry after ${retryAfter} s`;
  if (error instanceof webApi.WebAPIHTTPError) return `Slack answered HTTP ${error.statusCode}`;
  if (error instanceof webApi.WebAPIRequestError) return `Slack could not be reached: ${error.original.message}`;
  return error instanceof Error ? error.message : String(error);
}

function isCoded(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}
