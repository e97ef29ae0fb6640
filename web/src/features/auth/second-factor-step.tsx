import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Session } from '@contracts/identity/contracts/session.contract.ts';
import { secondFactorCodeSchema, secondFactorMessages as m } from '@contracts/identity/contracts/second-factor.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { completeSecondFactorSignIn } from './auth-api.ts';
import { FormAlert } from './form-alert.tsx';
import { applyFieldErrors, describeFailure } from './server-errors.ts';

type Input = z.input<typeof secondFactorCodeSchema>;
type Output = z.output<typeof secondFactorCodeSchema>;

/**
 * Sign-in's second step (decision 043): the right password answered with a pending token; a code
 * from the authenticator app, or one recovery code, finishes it. A spent or timed-out challenge
 * sends the person back to the password (`onRestart`).
 */
export function SecondFactorStep({
  pendingToken,
  onSignedIn,
  onRestart,
}: {
  pendingToken: string;
  onSignedIn: (session: Session) => Promise<void>;
  onRestart: (message: string) => void;
}) {
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(secondFactorCodeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const { ref: registerRef, ...codeField } = form.register('code');

  // The step replaces the password form: the code field takes the focus, as the next thing to type.
  useEffect(() => codeInput.current?.focus(), [useRecoveryCode]);

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await onSignedIn(await completeSecondFactorSignIn({ pendingToken, code }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'second_factor_expired') return onRestart(error.message);
      // A wrong code is said beside the field; anything else (a rate limit, the network) above it.
      if (!applyFieldErrors(error, ['code'], form.setError)) setFailure(describeFailure(error, m.failedTitle));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label={m.codeStepTitle}>
      <h2 className="text-lg font-semibold">{m.codeStepTitle}</h2>
      <p className="text-sm text-muted-foreground">{useRecoveryCode ? m.recoveryStepDescription : m.codeStepDescription}</p>
      {failure ? <FormAlert title={m.failedTitle}>{failure}</FormAlert> : null}
      <TextField
        key={useRecoveryCode ? 'recovery' : 'totp'}
        id="second-factor-code"
        label={useRecoveryCode ? 'Recovery code' : 'Authentication code'}
        autoComplete="one-time-code"
        inputMode={useRecoveryCode ? 'text' : 'numeric'}
        spellCheck={false}
        error={errors.code?.message}
        ref={(element) => {
          registerRef(element);
          codeInput.current = element;
        }}
        {...codeField}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Verifying…' : 'Verify'}
      </Button>
      <Button
        type="button"
        variant="link"
        className="self-center"
        onClick={() => {
          form.reset({ code: '' });
          setFailure(null);
          setUseRecoveryCode((recovery) => !recovery);
        }}
      >
        {useRecoveryCode ? 'Use a code from your authenticator app' : 'Use a recovery code instead'}
      </Button>
    </form>
  );
}
