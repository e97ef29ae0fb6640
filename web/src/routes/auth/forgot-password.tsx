import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../features/auth/forgot-password-page.tsx';

export const Route = createFileRoute('/auth/forgot-password')({
  component: ForgotPasswordPage,
});
