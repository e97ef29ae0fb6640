import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/auth/')({
  component: () => (
    <ComingSoonPage
      title="Sign In"
      description="Sign in to TalentLeaders as a client or an executive."
    />
  ),
});
