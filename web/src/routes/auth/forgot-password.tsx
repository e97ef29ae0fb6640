import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/auth/forgot-password')({
  component: () => (
    <ComingSoonPage
      title="Forgot Password"
      description="Request a link to reset your password."
    />
  ),
});
