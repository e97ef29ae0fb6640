import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordConfirmEmailPage } from '../../features/auth/reset-password-confirm-email-page.tsx';

export const Route = createFileRoute('/auth/reset-password-confirm-email')({
  component: ResetPasswordConfirmEmailPage,
});
