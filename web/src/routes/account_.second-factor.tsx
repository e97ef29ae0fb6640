import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../features/auth/require-access.ts';
import { SecondFactorPage } from '../features/account/second-factor-page.tsx';

export const Route = createFileRoute('/account_/second-factor')({
  // Everyone signed in; a super admin or consultant without a second factor is sent here (decision 043).
  beforeLoad: requireAccess({ allow: 'user' }),
  component: SecondFactorPage,
});
