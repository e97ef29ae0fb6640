import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, MailCheck } from 'lucide-react';
import { completionMessages } from '@contracts/invitations/contracts/invitation-messages.contract.ts';
import { completeAccountFormSchema, type CompleteAccountForm } from '@contracts/invitations/contracts/invitations.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { PageLoading } from '../../components/page-states.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { AuthLayout } from '../auth/auth-layout.tsx';
import { applyFieldErrors } from '../auth/server-errors.ts';
import { claimFailureEndsLink, greetingFor, lookupFailureMessage, lookupProblem } from './complete-profile-state.ts';
import { claimInvitation, useInvitationLookup } from './invitations-api.ts';

/** The 'Invitation Error' card: what is wrong with the link, and the way to the login page. */
function InvitationError({ message }: { message: string }) {
  return (
    <AuthLayout title={completionMessages.errorTitle} icon={<AlertCircle className="size-6 text-destructive" aria-hidden="true" />}>
      <div className="flex flex-col gap-5">
        <p role="alert" className="font-medium break-words text-destructive">
          {message}
        </p>
        <p className="text-sm text-muted-foreground">
          If you were invited recently, ask your consultant to send the invitation again; the newest e-mail's link is the one
          that works.
        </p>
        <Button asChild size="lg">
          <Link to="/auth/login/$userType" params={{ userType: 'executive' }}>
            {completionMessages.goToLogin}
          </Link>
        </Button>
      </div>
    </AuthLayout>
  );
}

/**
 * /auth/complete-profile?token=... (spec part 2 sections 2, 4 and 8): verifying, then the error
 * card or the password form, then the account is created and the invitee signs in.
 */
export function CompleteProfilePage({ token }: { token?: string }) {
  const navigate = useNavigate();
  const lookup = useInvitationLookup(token);
  /** Set when a claim showed the link is spent (a lost race, expired meanwhile...). */
  const [endedWith, setEndedWith] = useState<string | null>(null);
  const form = useForm<CompleteAccountForm>({
    resolver: zodResolver(completeAccountFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await claimInvitation(token ?? '', values);
      toast({ title: completionMessages.createdTitle, description: completionMessages.createdSignIn });
      await navigate({ to: '/auth/login/$userType', params: { userType: 'executive' }, replace: true });
    } catch (error) {
      const ended = claimFailureEndsLink(error);
      if (ended) {
        setEndedWith(ended);
        return;
      }
      if (applyFieldErrors(error, ['password', 'confirmPassword'], form.setError)) return;
      const description =
        error instanceof ApiError ? (error.status >= 400 && error.status < 500 ? error.detail : completionMessages.unexpected) : completionMessages.unexpected;
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  });

  if (!token) return <InvitationError message={completionMessages.missingToken} />;
  if (endedWith) return <InvitationError message={endedWith} />;
  if (lookup.isPending) {
    return (
      <AuthLayout title="Complete Your Account">
        <PageLoading label={completionMessages.verifying} className="py-10" />
      </AuthLayout>
    );
  }
  if (lookup.isError) return <InvitationError message={lookupFailureMessage(lookup.error)} />;
  const problem = lookupProblem(lookup.data);
  if (problem) return <InvitationError message={problem} />;

  const invitation = lookup.data;
  return (
    <AuthLayout
      title={greetingFor(invitation)}
      icon={<MailCheck className="size-6" aria-hidden="true" />}
      description={
        <>
          Choose a password to create your executive account for <span className="font-medium break-all text-foreground">{invitation.email}</span>.
          Your consultant has started your profile; you finish it after signing in.
        </>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Create your account">
        {/* Password managers file the new password under the invitation's address. */}
        <input type="email" name="email" autoComplete="username" value={invitation.email} readOnly hidden />
        <PasswordField
          id="password"
          label="Password"
          autoComplete="new-password"
          description="At least 8 characters."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          id="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? completionMessages.submitting : completionMessages.submit}
        </Button>
      </form>
    </AuthLayout>
  );
}
