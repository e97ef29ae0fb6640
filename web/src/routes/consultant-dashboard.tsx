import { createFileRoute } from '@tanstack/react-router';
import { guardMessages } from '@contracts/identity/contracts/auth-messages.contract.ts';
import { requireAccess } from '../features/auth/require-access.ts';
import { ConsultantDashboardPage } from '../features/invitations/consultant-dashboard-page.tsx';

export const Route = createFileRoute('/consultant-dashboard')({
  // Spec part 2 section 2: consultants and super admins; others get 'Access denied' and /profile.
  beforeLoad: requireAccess({ allow: ['consultant', 'super-admin'], denied: { description: guardMessages.consultantsOnly } }),
  component: ConsultantDashboardPage,
});
