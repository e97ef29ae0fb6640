import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../../features/auth/confirm-email-page.tsx';

type Search = { userType?: 'client' | 'executive' };

export const Route = createFileRoute('/auth/confirm-email')({
  // Which login form 'Return to Login' opens: the sign-up form passes the account type along.
  validateSearch: (search: Record<string, unknown>): Search =>
    search.userType === 'client' || search.userType === 'executive' ? { userType: search.userType } : {},
  component: function ConfirmEmailRoute() {
    const { userType } = Route.useSearch();
    return <ConfirmEmailPage userType={userType} />;
  },
});
