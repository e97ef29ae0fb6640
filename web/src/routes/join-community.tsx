import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/join-community')({
  component: () => (
    <ComingSoonPage
      title="Join Our Community"
      description="A community of Talent and HR leaders with events, discussions and a shared chat workspace."
    />
  ),
});
