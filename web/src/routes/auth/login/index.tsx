import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/auth/login/')({
  component: () => (
    <ComingSoonPage
      title="Log In"
      description="Choose how you would like to log in: as a client, an executive or a consultant."
    />
  ),
});
