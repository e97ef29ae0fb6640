import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/auth/reset-password-confirm-email')({
  component: () => (
    <ComingSoonPage
      title="Check Your Email"
      description="We will send a link to reset your password to your e-mail address."
    />
  ),
});
