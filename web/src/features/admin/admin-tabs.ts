/**
 * The admin dashboard's tabs, in order; 'approval' is the default (no ?tab= in the URL). Its own
 * file: the route's validateSearch is in the entry chunk, and must not pull the page in with it.
 */
export const ADMIN_TABS = ['approval', 'approved', 'clients', 'content', 'community', 'audit', 'marketplace'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
