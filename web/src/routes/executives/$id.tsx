import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/executives/$id')({
  component: () => (
    <ComingSoonPage
      title="Executive Profile"
      description="The public profile of a fractional Talent or HR leader."
    />
  ),
});
