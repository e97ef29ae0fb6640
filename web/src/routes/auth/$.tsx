import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec part 1 section 2: any other auth path redirects to signup.
export const Route = createFileRoute('/auth/$')({
  beforeLoad: () => {
    throw redirect({ to: '/auth/signup', replace: true });
  },
});
