import { createFileRoute } from '@tanstack/react-router';
import { PreferencesPage } from '../../features/community/preferences-page.tsx';

/** ?token= comes from a community e-mail's link (no session needed); without it, the signed-in member's own. */
function readPreferencesSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {};
}

export const Route = createFileRoute('/community/preferences')({
  validateSearch: readPreferencesSearch,
  component: function PreferencesRoute() {
    const { token } = Route.useSearch();
    return <PreferencesPage key={token ?? 'session'} token={token} />;
  },
});
