import { createFileRoute, redirect } from '@tanstack/react-router';
import { isSignUpUserType } from '@contracts/identity/contracts/user-types.contract.ts';
import { SignUpPage } from '../../../features/auth/sign-up-page.tsx';

export const Route = createFileRoute('/auth/signup/$userType')({
  // Spec: userType must be client or executive, otherwise redirect to /auth/signup.
  beforeLoad: ({ params }) => {
    if (!isSignUpUserType(params.userType)) throw redirect({ to: '/auth/signup', replace: true });
  },
  component: function SignUpRoute() {
    const { userType } = Route.useParams();
    return isSignUpUserType(userType) ? <SignUpPage key={userType} userType={userType} /> : null;
  },
});
