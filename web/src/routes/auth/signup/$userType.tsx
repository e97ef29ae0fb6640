import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignUpPage } from '../../../features/auth/sign-up-page.tsx';

const SIGNUP_TYPES = ['client', 'executive'] as const;
type SignUpType = (typeof SIGNUP_TYPES)[number];

function isSignUpType(value: string): value is SignUpType {
  return (SIGNUP_TYPES as readonly string[]).includes(value);
}

export const Route = createFileRoute('/auth/signup/$userType')({
  // Spec: userType must be client or executive, otherwise redirect to /auth/signup.
  beforeLoad: ({ params }) => {
    if (!isSignUpType(params.userType)) throw redirect({ to: '/auth/signup', replace: true });
  },
  component: function SignUpRoute() {
    const { userType } = Route.useParams();
    return isSignUpType(userType) ? <SignUpPage key={userType} userType={userType} /> : null;
  },
});
