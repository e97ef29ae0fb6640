import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../../../features/auth/login-page.tsx';

const LOGIN_TYPES = ['executive', 'client', 'consultant'] as const;
type LoginType = (typeof LOGIN_TYPES)[number];
type Search = { confirmed?: boolean };

function isLoginType(value: string): value is LoginType {
  return (LOGIN_TYPES as readonly string[]).includes(value);
}

export const Route = createFileRoute('/auth/login/$userType')({
  // The confirmation e-mail's link ends here with ?confirmed=true.
  validateSearch: (search: Record<string, unknown>): Search =>
    search.confirmed === 'true' || search.confirmed === true ? { confirmed: true } : {},
  // Spec part 1 section 2: any other auth path redirects to signup.
  beforeLoad: ({ params }) => {
    if (!isLoginType(params.userType)) throw redirect({ to: '/auth/signup', replace: true });
  },
  component: function LoginRoute() {
    const { userType } = Route.useParams();
    const { confirmed } = Route.useSearch();
    return isLoginType(userType) ? <LoginPage key={userType} userType={userType} confirmed={confirmed === true} /> : null;
  },
});
