import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../features/auth/require-access.ts';
import { ShortlistsPage } from '../features/shortlists/shortlists-page.tsx';

/**
 * ?list=<id> names the open shortlist of the client's own, ?shared=<id> one a colleague shared
 * (the share e-mail links there), so either survives a reload and can be bookmarked.
 */
function readShortlistsSearch(search: Record<string, unknown>): { list?: string; shared?: string } {
  if (typeof search.shared === 'string' && search.shared !== '') return { shared: search.shared };
  return typeof search.list === 'string' && search.list !== '' ? { list: search.list } : {};
}

export const Route = createFileRoute('/shortlists')({
  // Spec part 1 section 2: client-only; signed out → /auth/login/client, everyone else → /profile.
  beforeLoad: requireAccess({ allow: ['client'], signedOut: { to: '/auth/login/$userType', params: { userType: 'client' } } }),
  validateSearch: readShortlistsSearch,
  component: ShortlistsPage,
});
