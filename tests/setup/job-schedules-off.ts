import type { Environment } from '../../src/config.ts';

/**
 * Every job scheduler turned off. A scheduler keeps its next run as a delayed job, so "nothing in
 * flight" (the harness's settle(), the fault ledger's and the soak's drained checks) would never
 * hold; tests start scheduled work by its event instead (requestSearchAlerts and the like).
 * A new *_CRON setting belongs here too.
 */
export const JOB_SCHEDULES_OFF = {
  SAVED_SEARCH_DAILY_CRON: 'off',
  SAVED_SEARCH_WEEKLY_CRON: 'off',
  AVAILABILITY_REMINDER_CRON: 'off',
  AVAILABILITY_STALE_CRON: 'off',
  SLACK_RECONCILE_CRON: 'off',
  RETENTION_UNCONFIRMED_ACCOUNTS_CRON: 'off',
  RETENTION_EXPIRED_INVITATIONS_CRON: 'off',
  RETENTION_SECURITY_EVENTS_CRON: 'off',
  RETENTION_ERASURE_REMNANTS_CRON: 'off',
  RETENTION_WEBAUTHN_CHALLENGES_CRON: 'off',
  RETENTION_INSIGHTS_RAW_ROWS_CRON: 'off',
  INSIGHTS_WEEKLY_EMAIL_CRON: 'off',
} as const satisfies Environment;
