import type { InsightsDeclaration } from './platform/insights/insights.ts';
import { referenceInsights } from './modules/reference/index.ts';
import { identityInsights } from './modules/identity/index.ts';
import { profilesInsights } from './modules/profiles/index.ts';
import { directoryInsights } from './modules/directory/index.ts';
import { shortlistsInsights } from './modules/shortlists/index.ts';
import { savedSearchesInsights } from './modules/saved-searches/index.ts';
import { invitationsInsights } from './modules/invitations/index.ts';
import { communityInsights } from './modules/community/index.ts';
import { contentInsights } from './modules/content/index.ts';
import { auditInsights } from './modules/audit/index.ts';
import { insightsInsights } from './modules/insights/index.ts';

/**
 * Every module's insights (decision 050): the metrics it counts for each approved executive, the
 * Marketplace tab's tables it answers from its own tables, and its suggestions for the executive's
 * page; or why it has none. The Marketplace tab shows the tables in this order. The coverage test
 * (tests/integration/platform/insights-coverage.test.ts) fails when a module is missing here, a
 * metric the schema counts is declared by nobody, or a table has no CSV.
 */
export const insightsDeclarations: readonly InsightsDeclaration[] = [
  insightsInsights,
  identityInsights,
  profilesInsights,
  directoryInsights,
  shortlistsInsights,
  savedSearchesInsights,
  invitationsInsights,
  communityInsights,
  contentInsights,
  referenceInsights,
  auditInsights,
];
