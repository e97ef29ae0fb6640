import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../features/auth/require-access.ts';
import { AccountPage } from '../features/account/account-page.tsx';

export const Route = createFileRoute('/account')({
  // Every signed-in person, whatever their role; signed out → /auth.
  beforeLoad: requireAccess({ allow: 'user' }),
  component: AccountPage,
});
