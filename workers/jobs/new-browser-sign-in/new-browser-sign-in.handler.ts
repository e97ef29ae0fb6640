import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { findNewBrowserSignInNotice } from '../../../src/modules/identity/index.ts';
import { newBrowserSignInTemplate } from '../../templates/new-browser-sign-in.template.ts';
import { newBrowserSignInJob } from './new-browser-sign-in.job.ts';

/** Reads the session when the job runs (the outbox holds ids only) and mails when, from what and where. */
export const newBrowserSignInHandler = defineJobHandler(newBrowserSignInJob, async (payload, context: WorkerJobContext) => {
  const notice = await findNewBrowserSignInNotice(context.em, payload.userId, payload.sessionId, context.config.http.publicUrl);
  if (!notice) return;
  await sendEmailOnce(context, { to: notice.to, template: newBrowserSignInTemplate, data: notice });
});
