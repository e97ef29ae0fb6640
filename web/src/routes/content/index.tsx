import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/content/')({
  component: () => (
    <ComingSoonPage
      title="Content Hub"
      description="HR insights, articles and practical guides written by Talent and HR leaders."
    />
  ),
});
