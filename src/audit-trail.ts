import type { AuditDeclaration } from './platform/audit/audit-trail.ts';
import { identityAudit } from './modules/identity/index.ts';
import { profilesAudit } from './modules/profiles/index.ts';
import { invitationsAudit } from './modules/invitations/index.ts';
import { communityAudit } from './modules/community/index.ts';
import { contentAudit } from './modules/content/index.ts';
import { auditTrailAudit } from './modules/audit/index.ts';
import { insightsAudit } from './modules/insights/index.ts';

/**
 * Every module's auditable staff actions (decision 042): the kinds with their words, and the staff
 * routes that write them. The Audit tab reads the words from here; the coverage test
 * (tests/integration/platform/audit-coverage.test.ts) fails when a staff route that changes
 * something, or a CSV export, is in no module's list. A module with staff actions adds one line.
 */
export const auditTrail: readonly AuditDeclaration[] = [identityAudit, profilesAudit, invitationsAudit, communityAudit, contentAudit, auditTrailAudit, insightsAudit];
