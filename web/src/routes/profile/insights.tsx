import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '../../features/auth/require-access.ts';
import { InsightsPage } from '../../features/insights/insights-page.tsx';

// Executives only (the API answers only them); signed out → the login choice, others → /profile.
export const Route = createFileRoute('/profile/insights')({
  beforeLoad: requireAccess({ allow: ['executive'], signedOut: { to: '/auth/login' } }),
  component: InsightsPage,
});
