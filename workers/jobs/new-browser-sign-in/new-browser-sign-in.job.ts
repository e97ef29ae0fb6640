import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { StaffSignedInFromNewBrowser } from '../../../src/modules/identity/index.ts';

/** Tells a super admin or consultant their account signed in from a browser it never used (decision 041). */
export const newBrowserSignInJob = defineJob({
  id: 'email.new-browser-sign-in',
  version: 1,
  queue: 'email',
  payload: StaffSignedInFromNewBrowser.payload,
  triggeredBy: StaffSignedInFromNewBrowser.type,
});
