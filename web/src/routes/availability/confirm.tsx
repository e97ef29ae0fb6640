import { createFileRoute } from '@tanstack/react-router';
import { AvailabilityConfirmPage } from '../../features/own-profile/availability-confirm-page.tsx';

/** ?token= comes from a monthly reminder's one-click link (no session needed: the token is the credential). */
function readConfirmSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {};
}

export const Route = createFileRoute('/availability/confirm')({
  validateSearch: readConfirmSearch,
  component: AvailabilityConfirmPage,
});
