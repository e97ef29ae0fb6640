import { Link } from '@tanstack/react-router';
import type { SignUpUserType } from '@contracts/identity/contracts/user-types.contract.ts';
import { MailCheck } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { AuthLayout } from './auth-layout.tsx';

/** After sign-up (spec: 'Check your email' with Return to Login). */
export function ConfirmEmailPage({ userType }: { userType?: SignUpUserType }) {
  return (
    <AuthLayout
      title="Check your email"
      icon={<MailCheck className="size-6" aria-hidden="true" />}
      description="We've sent you a confirmation link. Open it to verify your email address, then log in."
    >
      <div className="flex flex-col gap-4 text-sm text-muted-foreground">
        <p>The link is valid for 24 hours. If you can&apos;t find the email, check your spam folder.</p>
        <Button asChild size="lg">
          {userType ? (
            <Link to="/auth/login/$userType" params={{ userType }}>
              Return to Login
            </Link>
          ) : (
            <Link to="/auth/login">Return to Login</Link>
          )}
        </Button>
      </div>
    </AuthLayout>
  );
}
