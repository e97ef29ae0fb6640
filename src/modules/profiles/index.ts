import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExecutiveProfile } from './domain/executive-profile.entity.ts';
import { getOwnProfileRoute } from './queries/get-own-profile/get-own-profile.route.ts';
import { saveOwnProfileRoute } from './commands/save-own-profile/save-own-profile.route.ts';
import { deleteOwnProfileRoute } from './commands/delete-own-profile/delete-own-profile.route.ts';
import { listExecutivesForReviewRoutes } from './queries/list-executives-for-review/list-executives-for-review.route.ts';
import { getExecutivePreviewRoute } from './queries/get-executive-preview/get-executive-preview.route.ts';
import { reviewProfileRoutes } from './commands/review-profile/review-profile.route.ts';
import { getPublicProfileRoute } from './queries/get-public-profile/get-public-profile.route.ts';
import { getExecutiveContactRoute } from './queries/get-executive-contact/get-executive-contact.route.ts';
import { compareExecutivesRoute } from './queries/compare-executives/compare-executives.route.ts';
import { exportApprovedExecutivesRoute } from './queries/export-approved-executives/export-approved-executives.route.ts';
import { confirmAvailabilityRoutes } from './commands/confirm-availability/confirm-availability.route.ts';

export const profilesEntities = [ExecutiveProfile];

/**
 * The profiles module: executives' own profiles, vetting by super admins, and the public profile.
 * Register with `{ prefix: '/api' }` after `registerAuth`.
 */
export const profilesModule: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [
    getOwnProfileRoute,
    saveOwnProfileRoute,
    deleteOwnProfileRoute,
    listExecutivesForReviewRoutes,
    getExecutivePreviewRoute,
    reviewProfileRoutes,
    getPublicProfileRoute,
    getExecutiveContactRoute,
    compareExecutivesRoute,
    exportApprovedExecutivesRoute,
    confirmAvailabilityRoutes,
  ]) {
    await app.register(routes);
  }
};

// The facade other modules, the CLI, the workers and the tests use.
export { saveOwnProfile, type SaveOwnProfileResult } from './commands/save-own-profile/save-own-profile.handler.ts';
export {
  createInvitedProfile,
  type InvitedProfile,
} from './commands/create-invited-profile/create-invited-profile.handler.ts';
export { deleteOwnProfile } from './commands/delete-own-profile/delete-own-profile.handler.ts';
export { reviewProfile, type ReviewDecision } from './commands/review-profile/review-profile.handler.ts';
export { profilesAudit } from './audit.ts';
export { getOwnProfile } from './queries/get-own-profile/get-own-profile.query.ts';
export { getPublicProfile } from './queries/get-public-profile/get-public-profile.query.ts';
export { seedDemoProfiles, type DemoProfilesSummary } from './demo/seed-demo-profiles.ts';
export { confirmAvailability, confirmAvailabilityByToken } from './commands/confirm-availability/confirm-availability.handler.ts';
export { markStaleAvailability } from './commands/mark-stale-availability/mark-stale-availability.handler.ts';
export { requestAvailabilityRun, type AvailabilityRun } from './commands/request-availability-run/request-availability-run.handler.ts';
export {
  listAvailabilityReminders,
  type AvailabilityReminder,
} from './queries/list-availability-reminders/list-availability-reminders.query.ts';
export { signAvailabilityToken, monthOf } from './domain/availability-token.ts';
export { AvailabilityRemindersRequested, AvailabilityStalenessCheckRequested } from './contracts/availability-events.contract.ts';
export {
  ProfileSubmitted,
  ProfileApproved,
  ProfileRejected,
  ProfileApprovalRevoked,
} from './contracts/profile-events.contract.ts';

// What the module holds of a person: its export and erasure (decision 036).
export { profilesPersonalData } from './personal-data.ts';

// What the module counts and reports for insights (decision 050).
export { profilesInsights } from './insights.ts';
