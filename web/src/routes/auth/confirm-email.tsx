import { createFileRoute } from '@tanstack/react-router';
import { isSignUpUserType, type SignUpUserType } from '@contracts/identity/contracts/user-types.contract.ts';
import { ConfirmEmailPage } from '../../features/auth/confirm-email-page.tsx';

type Search = { userType?: SignUpUserType };

export const Route = createFileRoute('/auth/confirm-email')({
  // Which login form 'Return to Login' opens: the sign-up form passes the account type along.
  validateSearch: (search: Record<string, unknown>): Search =>
    isSignUpUserType(search.userType) ? { userType: search.userType } : {},
  component: function ConfirmEmailRoute() {
    const { userType } = Route.useSearch();
    return <ConfirmEmailPage userType={userType} />;
  },
});
