import { ApiError, sendRequest, type ApiRequest } from './http.ts';
import { mayHaveSession, renewSession } from './session-refresh.ts';
import { isStepUpRequired, requestStepUp } from './step-up.ts';

/**
 * The one way the web talks to the API: JSON over same-origin fetch with the session cookies and
 * the CSRF header (see http.ts). An answer of 401 on a normal call means the 15-minute access
 * token ran out: the client renews the session once and repeats the call. An answer of 403
 * `step_up_required` (a sensitive action: decision 045) opens the dialog asking for a fresh code,
 * and the call is repeated once it is confirmed.
 */

export { ApiError, type ApiRequest, type FieldErrors } from './http.ts';

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  try {
    return await sendWithSessionRenewal<T>(path, request);
  } catch (error) {
    if (!isStepUpRequired(error)) throw error;
    await requestStepUp();
    return sendWithSessionRenewal<T>(path, request);
  }
}

async function sendWithSessionRenewal<T>(path: string, request: ApiRequest): Promise<T> {
  try {
    return await sendRequest<T>(path, request);
  } catch (error) {
    if (!shouldRenewAndRetry(path, error)) throw error;
    const renewed = await renewSession().catch(() => null);
    if (!renewed?.user) throw error;
    return sendRequest<T>(path, request);
  }
}

function shouldRenewAndRetry(path: string, error: unknown): boolean {
  // The auth endpoints answer 401 for wrong passwords and spent tokens, not for an old access token.
  if (!(error instanceof ApiError) || error.status !== 401 || path.startsWith('/api/auth/')) return false;
  return mayHaveSession();
}
