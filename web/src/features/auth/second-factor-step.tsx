import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Session } from '@contracts/identity/contracts/session.contract.ts';
import { secondFactorCodeSchema, secondFactorMessages as m, type SecondFactorKind } from '@contracts/identity/contracts/second-factor.contract.ts';
import { passkeyMessages } from '@contracts/identity/contracts/passkeys.contract.ts';
import { Fingerprint } from 'lucide-react';
import { ApiError } from '../../api/api-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { completeSecondFactorSignIn, fetchSecondFactorPasskeyOptions } from './auth-api.ts';
import { answerWithPasskey, describePasskeyFailure } from './passkey-browser.ts';
import { FormAlert } from './form-alert.tsx';
import { applyFieldErrors, describeFailure } from './server-errors.ts';

type Input = z.input<typeof secondFactorCodeSchema>;
type Output = z.output<typeof secondFactorCodeSchema>;

type Mode = 'totp' | 'recovery' | 'passkey';

/**
 * Sign-in's second step (decisions 043 and 044): the right password answered with a pending token
 * and the account's factors; a code from the authenticator app, a passkey, or one recovery code
 * finishes it. An account with an app starts at the code (with "Use a passkey instead" when it has
 * one too), an account with passkeys alone at the passkey. A spent or timed-out challenge sends the
 * person back to the password (`onRestart`).
 */
export function SecondFactorStep({
  pendingToken,
  methods,
  onSignedIn,
  onRestart,
}: {
  pendingToken: string;
  methods: readonly SecondFactorKind[];
  onSignedIn: (session: Session) => Promise<void>;
  onRestart: (message: string) => void;
}) {
  const hasApp = methods.includes('totp');
  const hasPasskey = methods.includes('passkey');
  const [mode, setMode] = useState<Mode>(hasApp || !hasPasskey ? 'totp' : 'passkey');
  const useRecoveryCode = mode === 'recovery';
  const [failure, setFailure] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(secondFactorCodeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const { ref: registerRef, ...codeField } = form.register('code');

  // The step replaces the password form: the code field (or the passkey button) takes the focus, as the next thing to do.
  const passkeyButton = useRef<HTMLButtonElement | null>(null);
  useEffect(() => (mode === 'passkey' ? passkeyButton.current : codeInput.current)?.focus(), [mode]);

  const switchTo = (next: Mode) => {
    form.reset({ code: '' });
    setFailure(null);
    setMode(next);
  };

  const withPasskey = async () => {
    setFailure(null);
    setPasskeyBusy(true);
    try {
      const { challengeId, options } = await fetchSecondFactorPasskeyOptions(pendingToken);
      const response = await answerWithPasskey(options);
      await onSignedIn(await completeSecondFactorSignIn({ pendingToken, passkey: { challengeId, response } }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'second_factor_expired') return onRestart(error.message);
      setFailure(describePasskeyFailure(error, passkeyMessages.verificationFailed));
    } finally {
      setPasskeyBusy(false);
    }
  };

  if (mode === 'passkey') {
    return (
      <div className="flex flex-col gap-4" role="group" aria-labelledby="passkey-step-heading">
        <h2 id="passkey-step-heading" className="text-lg font-semibold">
          {passkeyMessages.passkeyStepTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{passkeyMessages.passkeyStepDescription}</p>
        {failure ? <FormAlert title={passkeyMessages.signInFailedTitle}>{failure}</FormAlert> : null}
        <Button ref={passkeyButton} size="lg" disabled={passkeyBusy} onClick={() => void withPasskey()}>
          <Fingerprint aria-hidden="true" />
          {passkeyBusy ? passkeyMessages.adding : passkeyMessages.usePasskey}
        </Button>
        {hasApp ? (
          <Button type="button" variant="link" className="self-center" onClick={() => switchTo('totp')}>
            {passkeyMessages.useCodeInstead}
          </Button>
        ) : null}
        <Button type="button" variant="link" className="self-center" onClick={() => switchTo('recovery')}>
          Use a recovery code instead
        </Button>
      </div>
    );
  }

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
      {hasPasskey ? (
        <Button type="button" variant="link" className="self-center" onClick={() => switchTo('passkey')}>
          {passkeyMessages.usePasskeyInstead}
        </Button>
      ) : null}
      {useRecoveryCode && hasApp ? (
        <Button type="button" variant="link" className="self-center" onClick={() => switchTo('totp')}>
          Use a code from your authenticator app
        </Button>
      ) : null}
      {useRecoveryCode ? null : (
        <Button type="button" variant="link" className="self-center" onClick={() => switchTo('recovery')}>
          Use a recovery code instead
        </Button>
      )}
    </form>
  );
}
