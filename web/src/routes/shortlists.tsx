import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/shortlists')({
  component: () => (
    <ComingSoonPage
      title="Shortlists"
      description="Clients will save executives into named shortlists with private notes."
    />
  ),
});
