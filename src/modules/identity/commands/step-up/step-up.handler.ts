import type { EntityManager } from '../../../../platform/db/orm.ts';
import { STEP_UP_WINDOW_MS, needsStepUp } from '../../../../platform/auth/register-auth.ts';
import type { CurrentUser } from '../../../../platform/auth/access.ts';
import type { PasskeyOptions } from '../../contracts/passkeys.contract.ts';
import { stepUpMessages, type StepUp, type StepUpStatus } from '../../contracts/step-up.contract.ts';
import type { SecretGuard } from '../../domain/account-lockout.ts';
import { announceSecondFactorChange } from '../../domain/second-factor-change-notice.ts';
import { InvalidSecondFactorCodeError, PasskeyConflictError, PasskeyRefusedError, SecondFactorConflictError } from '../../domain/identity.errors.ts';
import { checkPasskeyAssertion, passkeyAssertionOptions, type AssertionOutcome, type RelyingParty } from '../../domain/passkeys.ts';
import { countRecoveryCodesLeft, spendSecondFactorCode, type SecondFactorMethod } from '../../domain/second-factors.ts';
import { recordSecondFactorEvent, type SecondFactorEventOrigin } from '../../domain/second-factor-events.ts';

type Session = Pick<CurrentUser, 'id' | 'passedSecondFactor' | 'steppedUpAt'>;

/** Whether this session's sensitive actions will ask for a fresh factor, until when they will not, and with what. */
export async function stepUpStatus(em: EntityManager, user: Session, now = Date.now()): Promise<StepUpStatus> {
  const [row] = await em.execute<{ totp: boolean; passkeys: number }[]>(
    `SELECT EXISTS (SELECT 1 FROM second_factors WHERE user_id = ? AND confirmed_at IS NOT NULL) AS totp,
            (SELECT count(*)::int FROM passkeys WHERE user_id = ?) AS passkeys`,
    [user.id, user.id],
  );
  return freshness(user, [...(row?.totp ? (['totp'] as const) : []), ...((row?.passkeys ?? 0) > 0 ? (['passkey'] as const) : [])], now);
}

function freshness(user: Pick<Session, 'passedSecondFactor' | 'steppedUpAt'>, methods: StepUpStatus['methods'], now = Date.now()): StepUpStatus {
  const fresh = user.passedSecondFactor && user.steppedUpAt !== null && !needsStepUp(user, now);
  return {
    required: user.passedSecondFactor,
    freshUntil: fresh && user.steppedUpAt ? new Date(user.steppedUpAt.getTime() + STEP_UP_WINDOW_MS).toISOString() : null,
    methods,
  };
}

/** The challenge for confirming with a passkey (one of the account's, user verification required). */
export async function stepUpPasskeyOptions(em: EntityManager, rp: RelyingParty, user: CurrentUser): Promise<PasskeyOptions> {
  const options = await passkeyAssertionOptions(em, rp, { userId: user.id, purpose: 'step-up' });
  if (!options) throw new PasskeyConflictError('no_passkey');
  return options;
}

/**
 * Confirms a fresh factor for this session: sensitive actions then go through for 5 minutes. A code
 * works once (the sign-in's code cannot be typed again here), a passkey's answer is to this step's
 * own challenge, and a wrong one of either counts toward the account's lock-out like a wrong
 * password (decision 041).
 */
export async function stepUp(
  em: EntityManager,
  key: Buffer,
  rp: RelyingParty,
  user: CurrentUser,
  answer: StepUp,
  origin: SecondFactorEventOrigin,
  guard: SecretGuard,
): Promise<StepUpStatus> {
  if (!user.passedSecondFactor) throw new SecondFactorConflictError('second_factor_not_enrolled', stepUpMessages.noSecondFactor);
  await guard.beforeCheck();

  let refusedPasskey: AssertionOutcome | null = null;
  const steppedUpAt = await em.transactional(async (tx) => {
    let method: SecondFactorMethod | null;
    if ('code' in answer) {
      method = await spendSecondFactorCode(tx, key, user.id, answer.code);
    } else {
      const outcome = await checkPasskeyAssertion(tx, rp, { userId: user.id, purpose: 'step-up', ...answer.passkey });
      method = outcome.kind === 'passed' ? 'passkey' : null;
      if (!method) refusedPasskey = outcome;
    }
    if (!method) return null;
    const [row] = await tx.execute<{ stepped_up_at: Date | string }[]>(
      'UPDATE sessions SET stepped_up_at = now() WHERE id = ? AND user_id = ? RETURNING stepped_up_at',
      [user.sessionId, user.id],
    );
    if (method === 'recovery_code') {
      const left = await countRecoveryCodesLeft(tx, user.id);
      await recordSecondFactorEvent(tx, user.id, `confirmed an action with a recovery code (${left} left)`, origin, { recoveryCodesLeft: left });
      announceSecondFactorChange(tx, user.id, 'recovery-code-used', user.sessionId);
    }
    return row ? new Date(row.stepped_up_at) : null;
  });
  if (!steppedUpAt) {
    await guard.wrongSecret();
    const refused = refusedPasskey as Exclude<AssertionOutcome, { kind: 'passed' }> | null;
    if (refused === null) throw new InvalidSecondFactorCodeError();
    throw PasskeyRefusedError.of(refused.kind, 400);
  }
  return stepUpStatus(em, { ...user, steppedUpAt });
}
