/**
 * How long the privacy page says each kind of data is kept ('How long we keep it'), and so the
 * default of each retention setting in src/config.ts (RETENTION_*): the page renders these numbers
 * and the retention jobs (decision 037) enforce the settings, so the promise and the code cannot
 * drift apart silently. Plain constants: the web's bundle imports them.
 */
export const RETENTION_DEFAULTS = {
  /** An account whose address was never confirmed is erased this long after sign-up. */
  unconfirmedAccountDays: 30,
  /** An invitation is deleted this long after it was claimed or expired. */
  expiredInvitationMonths: 12,
  /** A security event (a refused action, an admin export) is deleted this long after it happened. */
  securityEventMonths: 12,
  /** What an erasure leaves behind (the directory's change rows, finished jobs in Redis) is gone within this. */
  erasureRemnantDays: 30,
} as const;
