import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../features/auth/require-access.ts';
import { ComingSoonPage } from '../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/shortlists')({
  // Spec part 1 section 2: client-only; signed out → /auth/login/client, everyone else → /profile.
  beforeLoad: requireAccess({ allow: ['client'], signedOut: { to: '/auth/login/$userType', params: { userType: 'client' } } }),
  component: () => (
    <ComingSoonPage
      title="Shortlists"
      description="Clients will save executives into named shortlists with private notes."
    />
  ),
});
