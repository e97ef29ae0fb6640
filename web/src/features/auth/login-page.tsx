import { useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { authMessages } from '@contracts/identity/contracts/auth-messages.contract.ts';
import { signInSchema } from '@contracts/identity/contracts/sign-in.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { completeSignIn } from '../../stores/session.store.ts';
import { homeOf } from './access.ts';
import { fetchPasskeySignInOptions, signIn, signInWithPasskey } from './auth-api.ts';
import { answerWithPasskey, describePasskeyFailure } from './passkey-browser.ts';
import { passkeyMessages } from '@contracts/identity/contracts/passkeys.contract.ts';
import type { SecondFactorKind } from '@contracts/identity/contracts/second-factor.contract.ts';
import { Fingerprint } from 'lucide-react';
import { AuthLayout } from './auth-layout.tsx';
import type { UserType } from '@contracts/identity/contracts/user-types.contract.ts';
import { FormAlert } from './form-alert.tsx';
import { applyFieldErrors, describeFailure } from './server-errors.ts';
import { PasswordField, TextField } from '../../components/ui/form-field.tsx';
import { useResendConfirmation } from './use-resend-confirmation.ts';
import { SecondFactorStep } from './second-factor-step.tsx';
import type { Session } from '@contracts/identity/contracts/session.contract.ts';

type Input = z.input<typeof signInSchema>;
type Output = z.output<typeof signInSchema>;
type Refusal = { message: string; unconfirmedEmail?: string; title?: string };

const TITLES: Record<UserType, string> = {
  client: 'Client Login',
  executive: 'Executive Login',
  consultant: 'Consultant Login',
};

const linkClass = 'font-medium text-brand underline-offset-4 hover:underline';

export function LoginPage({ userType, confirmed }: { userType: UserType; confirmed: boolean }) {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  /** Set when the password was right and the account asks for its second factor (decisions 043, 044). */
  const [pending, setPending] = useState<{ token: string; methods: SecondFactorKind[] } | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  // A retry replaces the last failure toast instead of stacking a stale one under 'Welcome back!'.
  const failureToast = useRef<{ dismiss: () => void } | null>(null);
  const { resend, sending } = useResendConfirmation();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const signInWith = async (values: Output) => {
    setRefusal(null);
    failureToast.current?.dismiss();
    try {
      const answer = await signIn(values);
      if ('pendingToken' in answer) {
        setPending({ token: answer.pendingToken, methods: answer.methods });
        return;
      }
      await finishSignIn(answer);
    } catch (error) {
      const message = describeFailure(error, authMessages.signInFailed);
      applyFieldErrors(error, ['email', 'password'], form.setError);
      const unconfirmed = error instanceof ApiError && error.code === 'email_not_confirmed';
      setRefusal({ message, unconfirmedEmail: unconfirmed ? values.email : undefined });
      failureToast.current = toast({ title: authMessages.signInFailedTitle, description: message, variant: 'destructive' });
    }
  };

  /** A passkey alone (decision 044): no address typed, the browser offers the passkeys it holds for this site. */
  const signInWithAPasskey = async () => {
    setRefusal(null);
    failureToast.current?.dismiss();
    setPasskeyBusy(true);
    try {
      const { challengeId, options } = await fetchPasskeySignInOptions();
      const response = await answerWithPasskey(options);
      await finishSignIn(await signInWithPasskey({ challengeId, response }));
    } catch (error) {
      setRefusal({ message: describePasskeyFailure(error, passkeyMessages.verificationFailed), title: passkeyMessages.signInFailedTitle });
    } finally {
      setPasskeyBusy(false);
    }
  };

  async function finishSignIn(session: Session) {
    completeSignIn(session);
    toast({ title: authMessages.signInSucceededTitle, description: authMessages.signInSucceeded });
    await navigate({ to: homeOf(session), replace: true });
  }

  return (
    <AuthLayout
      title={TITLES[userType]}
      description="Log in with your email address and password."
      footer={
        userType === 'consultant' ? (
          <>
            Not a consultant?{' '}
            <Link to="/auth/login" className={linkClass}>
              Choose another login
            </Link>
          </>
        ) : (
          <>
            Don&apos;t have an account?{' '}
            <Link to="/auth/signup/$userType" params={{ userType }} className={linkClass}>
              Sign up
            </Link>
          </>
        )
      }
    >
      {confirmed ? (
        <FormAlert variant="success" title={authMessages.emailConfirmedTitle} className="mb-5">
          {authMessages.emailConfirmed}
        </FormAlert>
      ) : null}
      {refusal ? (
        <FormAlert title={refusal.title ?? authMessages.signInFailedTitle} className="mb-5">
          <p>{refusal.message}</p>
          {refusal.unconfirmedEmail ? (
            <Button
              variant="outline"
              size="sm"
              className="mt-3 text-foreground"
              disabled={sending}
              onClick={() => void resend(refusal.unconfirmedEmail ?? '')}
            >
              {authMessages.resendConfirmation}
            </Button>
          ) : null}
        </FormAlert>
      ) : null}
      {pending ? (
        <SecondFactorStep
          pendingToken={pending.token}
          methods={pending.methods}
          onSignedIn={finishSignIn}
          onRestart={(message) => {
            setPending(null);
            form.setValue('password', '');
            setRefusal({ message });
          }}
        />
      ) : (
      <form noValidate onSubmit={(event) => void form.handleSubmit(signInWith)(event)} className="flex flex-col gap-4" aria-label={TITLES[userType]}>
        <TextField id="email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        <PasswordField
          id="password"
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="-mt-1 text-right text-sm">
          <Link to="/auth/forgot-password" className={linkClass}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting || passkeyBusy}>
          {isSubmitting ? 'Logging in…' : 'Log In'}
        </Button>
        <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
          <span className="h-px grow bg-border" />
          or
          <span className="h-px grow bg-border" />
        </div>
        <Button variant="outline" size="lg" disabled={isSubmitting || passkeyBusy} onClick={() => void signInWithAPasskey()}>
          <Fingerprint aria-hidden="true" />
          {passkeyBusy ? passkeyMessages.adding : passkeyMessages.signInWithPasskey}
        </Button>
      </form>
      )}
    </AuthLayout>
  );
}
