import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { InsightsAudience } from '../../../platform/insights/insights.ts';

/** User agents already judged: a process meets few distinct ones, and judging is a long regular expression. */
const judged = new Map<string, boolean>();
const JUDGED_MAX = 2_000;

/** isbot's list of crawlers, monitors and previewers, judged once per distinct user agent. */
function isCrawler(userAgent: string | undefined): boolean {
  // No user agent at all is a script, not a person with a browser.
  if (!userAgent) return true;
  let crawler = judged.get(userAgent);
  if (crawler === undefined) {
    if (judged.size >= JUDGED_MAX) judged.clear();
    crawler = isbot(userAgent);
    judged.set(userAgent, crawler);
  }
  return crawler;
}

/**
 * Whose demand a request is: a visitor (nobody signed in, no crawler) or a client. Everyone else
 * counts for nothing: executives (their own visits, and their peers'), consultants and super
 * admins (our team), crawlers.
 */
export function audienceOf(request: FastifyRequest): InsightsAudience | undefined {
  const user = request.currentUser;
  if (user) return user.userType === 'client' && !user.isSuperAdmin && !user.isConsultant ? 'client' : undefined;
  return isCrawler(request.headers['user-agent']) ? undefined : 'visitor';
}

/**
 * Who the viewer is, for the 30-minute rule and the three-searchers rule only: the account, or for
 * a visitor the address and browser. Held in the process's memory until the next flush, which
 * stores only its per-day salted hash (insights-counter.ts).
 */
export function viewerIdentityOf(request: FastifyRequest): string {
  const user = request.currentUser;
  return user ? `user:${user.id}` : `visitor:${request.ip} ${request.headers['user-agent'] ?? ''}`;
}
