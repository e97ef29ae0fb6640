import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/auth/complete-profile')({
  component: () => (
    <ComingSoonPage
      title="Complete Your Account"
      description="Executives invited by a consultant will finish creating their account here."
    />
  ),
});
