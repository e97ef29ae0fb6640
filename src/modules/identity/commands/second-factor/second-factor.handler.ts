import QRCode from 'qrcode';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { CurrentUser } from '../../../../platform/auth/access.ts';
import { secondFactorMessages, type RecoveryCodes, type SecondFactorEnrolment, type SecondFactorStatus } from '../../contracts/second-factor.contract.ts';
import { InvalidSecondFactorCodeError, SecondFactorConflictError } from '../../domain/identity.errors.ts';
import {
  confirmEnrolment,
  hasTotpFactor,
  issueNewRecoveryCodes,
  removeTotpFactor,
  resetSecondFactor,
  secondFactorState,
  spendSecondFactorCode,
  startEnrolment,
} from '../../domain/second-factors.ts';
import { recordSecondFactorEvent, type SecondFactorEventOrigin } from '../../domain/second-factor-events.ts';
import { identityAudit } from '../../audit.ts';
import type { SecretGuard } from '../../domain/account-lockout.ts';
import { announceSecondFactorChange } from '../../domain/second-factor-change-notice.ts';
import { OPERATOR_ACTOR } from '../../../../platform/audit/audit-trail.ts';

/** Super admins and consultants must have a second factor; clients and executives may (decision 043). */
export function mustHaveSecondFactor(user: Pick<CurrentUser, 'isSuperAdmin' | 'isConsultant'>): boolean {
  return user.isSuperAdmin || user.isConsultant;
}

export async function getSecondFactorStatus(em: EntityManager, user: CurrentUser): Promise<SecondFactorStatus> {
  const state = await secondFactorState(em, user.id);
  return {
    enrolled: state.enrolled,
    enrolledAt: state.enrolledAt ? new Date(state.enrolledAt).toISOString() : null,
    passkeys: state.passkeys,
    recoveryCodesLeft: state.recoveryCodesLeft,
    required: mustHaveSecondFactor(user),
  };
}

/** A new secret for the authenticator app, as a QR code (an SVG data URL) and as text. */
export async function beginEnrolment(em: EntityManager, key: Buffer, user: CurrentUser): Promise<SecondFactorEnrolment> {
  const pending = await startEnrolment(em, key, user);
  if (!pending) throw new SecondFactorConflictError('second_factor_already_enrolled', secondFactorMessages.alreadyEnrolled);
  const svg = await QRCode.toString(pending.otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { ...pending, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

export async function finishEnrolment(
  em: EntityManager,
  key: Buffer,
  user: CurrentUser,
  code: string,
  origin: SecondFactorEventOrigin,
): Promise<RecoveryCodes> {
  const outcome = await confirmEnrolment(em, key, user.id, user.sessionId, code, async (tx) => {
    await auditStaffFactorChange(tx, user, 'second-factor.enrolled', origin);
    announceSecondFactorChange(tx, user.id, 'app-added', user.sessionId);
  });
  if (outcome.kind === 'no_enrolment') throw new SecondFactorConflictError('no_enrolment_in_progress', secondFactorMessages.noEnrolmentInProgress);
  if (outcome.kind === 'already_enrolled') throw new SecondFactorConflictError('second_factor_already_enrolled', secondFactorMessages.alreadyEnrolled);
  if (outcome.kind === 'invalid_code') throw new InvalidSecondFactorCodeError();
  await recordSecondFactorEvent(em, user.id, 'second factor (TOTP) enrolled', origin);
  return { recoveryCodes: outcome.recoveryCodes };
}

/**
 * Turning the authenticator app off asks for a current code (or a recovery code, for a lost
 * phone): the code itself is the fresh factor step-up would ask for. A wrong one counts toward the
 * account's lock-out (decision 041). With a passkey left the account keeps its recovery codes and
 * its sessions stay verified (decision 044); otherwise two-step sign-in is off.
 */
export async function turnOffSecondFactor(
  em: EntityManager,
  key: Buffer,
  user: CurrentUser,
  code: string,
  origin: SecondFactorEventOrigin,
  guard: SecretGuard,
): Promise<void> {
  if (!(await hasTotpFactor(em, user.id))) throw new SecondFactorConflictError('second_factor_not_enrolled', secondFactorMessages.notEnrolled);
  await guard.beforeCheck();
  const turnedOff = await em.transactional(async (tx) => {
    const method = await spendSecondFactorCode(tx, key, user.id, code);
    if (!method) return false;
    const { lastSecondFactor } = await removeTotpFactor(tx, user.id);
    const how = `with a ${method === 'totp' ? 'TOTP code' : 'recovery code'}`;
    await recordSecondFactorEvent(tx, user.id, lastSecondFactor ? `second factor turned off (${how})` : `authenticator app removed, passkeys kept (${how})`, origin);
    await auditStaffFactorChange(tx, user, 'second-factor.removed', origin, { method, lastSecondFactor });
    announceSecondFactorChange(tx, user.id, 'app-removed', user.sessionId);
    return true;
  });
  if (!turnedOff) {
    await guard.wrongSecret();
    throw new InvalidSecondFactorCodeError();
  }
}

/**
 * New recovery codes (the old ones stop working), for someone who used or lost theirs. Asks for a
 * fresh factor (the route's step-up); answers the ten codes once.
 */
export async function replaceRecoveryCodes(em: EntityManager, user: CurrentUser, origin: SecondFactorEventOrigin): Promise<RecoveryCodes> {
  const recoveryCodes = await em.transactional(async (tx) => {
    const codes = await issueNewRecoveryCodes(tx, user.id);
    if (!codes) return null;
    await recordSecondFactorEvent(tx, user.id, 'recovery codes replaced', origin);
    await auditStaffFactorChange(tx, user, 'second-factor.recovery-codes-replaced', origin);
    announceSecondFactorChange(tx, user.id, 'recovery-codes-replaced', user.sessionId);
    return codes;
  });
  if (!recoveryCodes) throw new SecondFactorConflictError('second_factor_not_enrolled', secondFactorMessages.notEnrolled);
  return { recoveryCodes };
}

/**
 * A super admin's or consultant's own second-factor change is a staff action (decision 042): its
 * audit row, in the change's transaction. Clients' and executives' stay in their security events.
 */
export async function auditStaffFactorChange(
  tx: EntityManager,
  user: Pick<CurrentUser, 'id' | 'isSuperAdmin' | 'isConsultant'>,
  kind: 'second-factor.enrolled' | 'second-factor.removed' | 'second-factor.recovery-codes-replaced' | 'passkey.added' | 'passkey.removed',
  origin: SecondFactorEventOrigin,
  after?: Record<string, unknown>,
): Promise<void> {
  if (!user.isSuperAdmin && !user.isConsultant) return;
  const role = user.isSuperAdmin ? 'super-admin' : 'consultant';
  await identityAudit.record(tx, {
    kind,
    actor: { userId: user.id, role, ip: origin.ip },
    target: { type: 'account', id: user.id, role },
    after: after ?? null,
  });
}

/**
 * The operator's reset (`npm run users -- reset-second-factor`, for a person who lost every
 * factor): the factor removed and every session ended, with its audit row in the same transaction.
 */
export async function resetSecondFactorByOperator(em: EntityManager, userId: string): Promise<boolean> {
  return resetSecondFactor(em, userId, async (tx) => {
    const [account] = await tx.execute<{ role: string }[]>(
      `SELECT CASE WHEN EXISTS (SELECT 1 FROM admin_users a WHERE a.id = u.id) THEN 'super-admin' ELSE coalesce(u.user_type, 'staff') END AS role
         FROM users u WHERE u.id = ?`,
      [userId],
    );
    await identityAudit.record(tx, { kind: 'second-factor.reset', actor: OPERATOR_ACTOR, target: { type: 'account', id: userId, role: account?.role ?? null } });
    announceSecondFactorChange(tx, userId, 'reset-by-operator', null);
  });
}
