import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/api-client.ts';

/**
 * The message a failure toast shows: the server's own words for a refusal it explains (4xx:
 * wrong credentials, unconfirmed address, rate limit, spent link), else the spec's fallback.
 */
export function describeFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.detail : fallback;
}

/** Puts the problem+json `errors` of a refused form on its fields; returns whether any matched. */
export function applyFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
