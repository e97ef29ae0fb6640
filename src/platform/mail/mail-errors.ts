/**
 * SMTP 5xx answers (unknown mailbox, message refused) will not change on a retry; 4xx answers
 * (greylisting, mailbox busy) and network errors will, so only the former are permanent.
 */
export function isPermanentMailError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600;
  // A recipient address nodemailer itself refuses never becomes valid by waiting.
  return code === 'EENVELOPE';
}

export function describeMailError(error: unknown): string {
  if (error instanceof Error) {
    const { responseCode } = error as { responseCode?: unknown };
    return typeof responseCode === 'number' && !error.message.includes(String(responseCode))
      ? `${responseCode} ${error.message}`
      : error.message;
  }
  return String(error);
}
