import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/profile/')({
  component: () => (
    <ComingSoonPage
      title="Your Profile"
      description="Executives will see their own profile here; clients will find their dashboard."
    />
  ),
});
