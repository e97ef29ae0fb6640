import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/auth/reset-password')({
  component: () => (
    <ComingSoonPage
      title="Reset Password"
      description="Choose a new password for your account."
    />
  ),
});
