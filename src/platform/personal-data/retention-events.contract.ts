import { z } from 'zod';
import { defineEvent } from '../events/domain-event.ts';

/**
 * A run of every retention job was asked for (decision 037): each job also runs on its own
 * schedule (RETENTION_*_CRON); this event starts all of them at once, for an operator or a test.
 * Every job is idempotent, so a run next to a scheduled one deletes nothing twice.
 */
export const RetentionRunRequested = defineEvent('RetentionRunRequested', 1, z.object({}));
