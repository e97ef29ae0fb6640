import type { EntityManager } from '../../../../platform/db/orm.ts';
import { STEP_UP_WINDOW_MS, needsStepUp } from '../../../../platform/auth/register-auth.ts';
import type { CurrentUser } from '../../../../platform/auth/access.ts';
import type { StepUpStatus } from '../../contracts/step-up.contract.ts';
import type { SecretGuard } from '../../domain/account-lockout.ts';
import { announceSecondFactorChange } from '../../domain/second-factor-change-notice.ts';
import { InvalidSecondFactorCodeError, SecondFactorConflictError } from '../../domain/identity.errors.ts';
import { countRecoveryCodesLeft, spendSecondFactorCode } from '../../domain/second-factors.ts';
import { recordSecondFactorEvent, type SecondFactorEventOrigin } from '../../domain/second-factor-events.ts';
import { secondFactorMessages } from '../../contracts/second-factor.contract.ts';

export function stepUpStatus(user: Pick<CurrentUser, 'passedSecondFactor' | 'steppedUpAt'>, now = Date.now()): StepUpStatus {
  const fresh = user.passedSecondFactor && !needsStepUp(user, now) && user.steppedUpAt !== null;
  return {
    required: user.passedSecondFactor,
    freshUntil: fresh && user.steppedUpAt ? new Date(user.steppedUpAt.getTime() + STEP_UP_WINDOW_MS).toISOString() : null,
  };
}


/**
 * Confirms a fresh code for this session: sensitive actions then go through for 5 minutes. A code
 * works once (the sign-in's code cannot be typed again here) and a wrong one counts toward the
 * account's lock-out like a wrong password (decision 041).
 */
export async function stepUp(
  em: EntityManager,
  key: Buffer,
  user: CurrentUser,
  code: string,
  origin: SecondFactorEventOrigin,
  guard: SecretGuard,
): Promise<StepUpStatus> {
  if (!user.passedSecondFactor) throw new SecondFactorConflictError('second_factor_not_enrolled', secondFactorMessages.notEnrolled);
  await guard.beforeCheck();

  const steppedUpAt = await em.transactional(async (tx) => {
    const method = await spendSecondFactorCode(tx, key, user.id, code);
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
    throw new InvalidSecondFactorCodeError();
  }
  return stepUpStatus({ passedSecondFactor: true, steppedUpAt });
}
