import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { AuthLayout } from './auth-layout.tsx';

/** After a reset link was requested; worded so it reveals nothing about whether the address exists. */
export function ResetPasswordConfirmEmailPage() {
  return (
    <AuthLayout
      title="Check Your Email"
      icon={<MailCheck className="size-6" aria-hidden="true" />}
      description="If an account exists for that address, we've sent it a link to reset your password."
    >
      <div className="flex flex-col gap-4 text-sm text-muted-foreground">
        <p>The link is valid for 1 hour and works once. If you can&apos;t find the email, check your spam folder.</p>
        <Button asChild size="lg">
          <Link to="/auth/login">Return to Login</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/auth/forgot-password">Send another link</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
