import type { JobContext } from '../queues/job-definition.ts';
import { deliverOnce, type DeliveryOutcome } from '../deliveries/deliver-once.ts';
import type { EmailTemplate } from './email-template.ts';
import { describeMailError, isPermanentMailError } from './mail-errors.ts';
import type { Mailer } from './mailer.ts';
import { messageIdFor, normaliseRecipient } from './message-id.ts';

/** What a job needs from the worker to send e-mail (see workers/job-services.ts). */
export type MailServices = { mailer: Mailer };

export type SendEmailInput<TData> = {
  to: string;
  template: EmailTemplate<TData>;
  /**
   * The template's data, or a function that makes it: the function runs only when the e-mail is
   * really sent (not when it already was), e.g. to mint a one-time token.
   */
  data: TData | (() => Promise<TData>);
  /**
   * The idempotency key instead of the job's event id, for a message that is one per something
   * else than an event (a digest: one per client and period, whichever run sends it).
   */
  eventId?: string;
  /** More headers (List-Unsubscribe...); the template's X-Template is always added. */
  headers?: Record<string, string>;
};

/**
 * What an e-mail job handler calls: renders the template and sends it at most once for this event
 * and recipient (deliverOnce with channel 'email'). The delivery detail records the Message-ID
 * and, in test mode, where the message really went.
 */
export async function sendEmailOnce<TData>(context: JobContext<MailServices>, input: SendEmailInput<TData>): Promise<DeliveryOutcome> {
  const recipient = normaliseRecipient(input.to);
  const eventId = input.eventId ?? context.eventId;
  const outcome = await deliverOnce(
    context.em,
    { eventId, channel: 'email', recipient, jobId: context.jobId },
    { finalAttempt: context.finalAttempt, isPermanent: isPermanentMailError, describe: describeMailError },
    async () => {
      const data = typeof input.data === 'function' ? await (input.data as () => Promise<TData>)() : input.data;
      const rendered = input.template.render(data);
      const result = await context.mailer.send({
        to: input.to.trim(),
        ...rendered,
        messageId: messageIdFor(eventId, recipient, context.config.mail.from),
        headers: { ...input.headers, 'X-Template': input.template.id },
      });
      return { ...result, template: input.template.id };
    },
  );
  if (outcome.status === 'already-sent') {
    context.logger.info({ eventId, template: input.template.id }, 'e-mail already sent for this event: skipped');
  }
  return outcome;
}
