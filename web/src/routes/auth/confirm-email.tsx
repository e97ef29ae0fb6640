import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/auth/confirm-email')({
  component: () => (
    <ComingSoonPage
      title="Check your email"
      description="After signing up, you will confirm your e-mail address with the link we send you."
    />
  ),
});
