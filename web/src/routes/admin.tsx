import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/admin')({
  component: () => (
    <ComingSoonPage
      title="Admin Dashboard"
      description="Super admins will vet executive profiles and moderate content and the community here."
    />
  ),
});
