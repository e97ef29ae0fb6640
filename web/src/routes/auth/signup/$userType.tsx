import { createFileRoute, redirect } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../features/layout/coming-soon-page.tsx';

const SIGNUP_TYPES = ['client', 'executive'] as const;

export const Route = createFileRoute('/auth/signup/$userType')({
  // Spec: userType must be client or executive, otherwise redirect to /auth/signup.
  beforeLoad: ({ params }) => {
    if (!(SIGNUP_TYPES as readonly string[]).includes(params.userType)) throw redirect({ to: '/auth/signup', replace: true });
  },
  component: SignupPage,
});

function SignupPage() {
  const { userType } = Route.useParams();
  return userType === 'client' ? (
    <ComingSoonPage title="Sign Up as a Client" description="Companies will register free with a work e-mail to see full profiles and contact leaders directly." />
  ) : (
    <ComingSoonPage title="Sign Up as an Executive" description="Fractional Talent and HR leaders will create an account and profile here." />
  );
}
