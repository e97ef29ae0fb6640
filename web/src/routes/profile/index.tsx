import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../features/auth/require-access.ts';
import { ProfilePage } from '../../features/own-profile/profile-page.tsx';

export const Route = createFileRoute('/profile/')({
  beforeLoad: requireAccess({ allow: 'user', signedOut: { to: '/auth/login' } }),
  component: ProfilePage,
});
