import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../../features/saved-searches/unsubscribe-page.tsx';

/** ?token= comes from a digest's unsubscribe link (no session needed). */
function readUnsubscribeSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {};
}

export const Route = createFileRoute('/saved-searches/unsubscribe')({
  validateSearch: readUnsubscribeSearch,
  component: UnsubscribePage,
});
