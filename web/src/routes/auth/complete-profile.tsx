import { createFileRoute } from '@tanstack/react-router';
import { CompleteProfilePage } from '../../features/invitations/complete-profile-page.tsx';

type Search = { token?: string };

export const Route = createFileRoute('/auth/complete-profile')({
  // The invitation e-mail links here with ?token=...; the page works signed in or not (an 'open' auth page).
  validateSearch: (search: Record<string, unknown>): Search =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {},
  component: function CompleteProfileRoute() {
    const { token } = Route.useSearch();
    return <CompleteProfilePage key={token ?? ''} token={token} />;
  },
});
