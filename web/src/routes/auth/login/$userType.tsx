import { createFileRoute, redirect } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../features/layout/coming-soon-page.tsx';

const LOGIN_TYPES = ['executive', 'client', 'consultant'] as const;
const TITLES: Record<(typeof LOGIN_TYPES)[number], string> = {
  executive: 'Executive Login',
  client: 'Client Login',
  consultant: 'Consultant Login',
};

export const Route = createFileRoute('/auth/login/$userType')({
  beforeLoad: ({ params }) => {
    if (!(LOGIN_TYPES as readonly string[]).includes(params.userType)) throw redirect({ to: '/auth/login', replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const { userType } = Route.useParams();
  const title = TITLES[userType as keyof typeof TITLES] ?? 'Log In';
  return <ComingSoonPage title={title} description="Log in with your e-mail address and password." />;
}
