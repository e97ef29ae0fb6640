import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/content/submit')({
  component: () => (
    <ComingSoonPage
      title="Submit Your Article"
      description="Share your expertise with the TalentLeaders community by submitting an article for review."
    />
  ),
});
