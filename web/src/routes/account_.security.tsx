import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../features/auth/require-access.ts';
import { SecurityPage } from '../features/account/security-page.tsx';

// A page of its own beside /account (the trailing underscore: not rendered inside it).
export const Route = createFileRoute('/account_/security')({
  // Every signed-in person, whatever their role; signed out → /auth.
  beforeLoad: requireAccess({ allow: 'user' }),
  component: SecurityPage,
});
