import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/content/$slug')({
  component: () => (
    <ComingSoonPage
      title="Article"
      description="Articles from the TalentLeaders content hub."
    />
  ),
});
