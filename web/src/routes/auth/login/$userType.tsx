import { createFileRoute, redirect } from '@tanstack/react-router';
import { isUserType } from '@contracts/identity/contracts/user-types.contract.ts';
import { LoginPage } from '../../../features/auth/login-page.tsx';

type Search = { confirmed?: boolean };

export const Route = createFileRoute('/auth/login/$userType')({
  // The confirmation e-mail's link ends here with ?confirmed=true.
  validateSearch: (search: Record<string, unknown>): Search =>
    search.confirmed === 'true' || search.confirmed === true ? { confirmed: true } : {},
  // Spec part 1 section 2: any other auth path redirects to signup.
  beforeLoad: ({ params }) => {
    if (!isUserType(params.userType)) throw redirect({ to: '/auth/signup', replace: true });
  },
  component: function LoginRoute() {
    const { userType } = Route.useParams();
    const { confirmed } = Route.useSearch();
    return isUserType(userType) ? <LoginPage key={userType} userType={userType} confirmed={confirmed === true} /> : null;
  },
});
