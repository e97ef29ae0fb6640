import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/consultant-dashboard')({
  component: () => (
    <ComingSoonPage
      title="Consultant Dashboard"
      description="Consultants will invite executives and follow their invitations here."
    />
  ),
});
