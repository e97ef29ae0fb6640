import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../features/auth/require-access.ts';
import { SavedSearchesPage } from '../../features/saved-searches/saved-searches-page.tsx';

export const Route = createFileRoute('/saved-searches/')({
  // Clients only, like /shortlists: signed out → the client log-in, everyone else → /profile.
  beforeLoad: requireAccess({ allow: ['client'], signedOut: { to: '/auth/login/$userType', params: { userType: 'client' } } }),
  component: SavedSearchesPage,
});
