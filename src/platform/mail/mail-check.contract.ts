import { z } from 'zod';
import { defineEvent } from '../events/domain-event.ts';

/** An operator asked for a test e-mail (`npm run jobs -- send-test-mail <address>`). */
export const MailCheckRequested = defineEvent(
  'MailCheckRequested',
  1,
  z.object({
    recipient: z.email({ message: 'must be an e-mail address' }),
    requestedAt: z.iso.datetime(),
  }),
);
