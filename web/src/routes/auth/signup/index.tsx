import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/auth/signup/')({
  component: () => (
    <ComingSoonPage
      title="Create Your Account"
      description="Choose whether you are a company hiring (client) or a fractional leader (executive)."
    />
  ),
});
