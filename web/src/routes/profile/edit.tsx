import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/profile/edit')({
  component: () => (
    <ComingSoonPage
      title="Edit Profile"
      description="Executives will create and edit their profile here."
    />
  ),
});
