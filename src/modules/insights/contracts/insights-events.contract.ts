import { z } from 'zod';
import { defineEvent } from '../../../platform/events/domain-event.ts';

/** Run the weekly insights e-mail now: the schedule's job, on request (`npm run insights -- send-weekly`, tests). */
export const InsightsWeeklyEmailRequested = defineEvent('InsightsWeeklyEmailRequested', 1, z.object({}));
