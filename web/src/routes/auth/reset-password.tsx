import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/auth/reset-password-page.tsx';

type Search = { token?: string };

export const Route = createFileRoute('/auth/reset-password')({
  // The reset e-mail links here with ?token=...
  validateSearch: (search: Record<string, unknown>): Search =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {},
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
