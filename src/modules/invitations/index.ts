import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationsEntities } from './domain/executive-invitation.entity.ts';
import { inviteExecutiveRoute } from './commands/invite-executive/invite-executive.route.ts';
import { resendInvitationRoute } from './commands/resend-invitation/resend-invitation.route.ts';
import { claimInvitationRoute } from './commands/claim-invitation/claim-invitation.route.ts';
import { listInvitationsRoute } from './queries/list-invitations/list-invitations.route.ts';
import { lookUpInvitationRoute } from './queries/look-up-invitation/look-up-invitation.route.ts';

export { invitationsEntities };

/**
 * The invitations module: consultants invite executives by e-mail, follow each delivery, resend
 * open invitations; invitees complete their account from the link. Register with
 * `{ prefix: '/api' }` after `registerAuth`.
 */
export const invitationsModule: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [inviteExecutiveRoute, listInvitationsRoute, resendInvitationRoute, lookUpInvitationRoute, claimInvitationRoute]) {
    await app.register(routes);
  }
};

// The facade other modules, the workers, the dev seed and the tests use.
export { inviteExecutive, type CreatedInvitation } from './commands/invite-executive/invite-executive.handler.ts';
export { resendInvitation } from './commands/resend-invitation/resend-invitation.handler.ts';
export { claimInvitation, type ClaimedInvitation } from './commands/claim-invitation/claim-invitation.handler.ts';
export {
  issueInvitationLink,
  currentInvitationRecipient,
  type InvitationEmail,
} from './commands/issue-invitation-link/issue-invitation-link.handler.ts';
export { listInvitations } from './queries/list-invitations/list-invitations.query.ts';
export { findClaimedInvitation, type ClaimedInvitationNotice } from './queries/find-claimed-invitation/find-claimed-invitation.query.ts';
export { seedDemoInvitations, type DemoInvitationsSummary } from './demo/seed-demo-invitations.ts';
export { InvitationCreated, InvitationResent, InvitationClaimed } from './contracts/invitation-events.contract.ts';
export { deleteClosedInvitations } from './commands/delete-closed-invitations/delete-closed-invitations.handler.ts';

// Its staff actions' audit kinds (decision 042).
export { invitationsAudit } from './audit.ts';

// What the module holds of a person: its export and erasure (decision 036).
export { invitationsPersonalData } from './personal-data.ts';

// What the module counts and reports for insights (decision 050).
export { invitationsInsights } from './insights.ts';
