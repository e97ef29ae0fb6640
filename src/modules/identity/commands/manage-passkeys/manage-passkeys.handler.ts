import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { CurrentUser } from '../../../../platform/auth/access.ts';
import { NotFoundError } from '../../../../platform/errors.ts';
import {
  PASSKEY_NAME_MAX,
  passkeyMessages,
  type Passkey,
  type PasskeyList,
  type PasskeyOptions,
  type PasskeyRegistered,
  type PasskeyRegistration,
  type PasskeyRemoved,
} from '../../contracts/passkeys.contract.ts';
import { UNKNOWN_BROWSER, describeUserAgent } from '../../contracts/user-agent.contract.ts';
import { PasskeyConflictError, PasskeyRefusedError } from '../../domain/identity.errors.ts';
import {
  findPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
  type PasskeyListItem,
  type RelyingParty,
} from '../../domain/passkeys.ts';
import { recordSecondFactorEvent, type SecondFactorEventOrigin } from '../../domain/second-factor-events.ts';
import { announceSecondFactorChange } from '../../domain/second-factor-change-notice.ts';
import { auditStaffFactorChange } from '../second-factor/second-factor.handler.ts';

/** The signed-in person's passkeys (decision 044): list, add, rename, remove. */

function toPasskey(item: PasskeyListItem): Passkey {
  return {
    id: item.id,
    name: item.name,
    createdAt: new Date(item.createdAt).toISOString(),
    lastUsedAt: item.lastUsedAt ? new Date(item.lastUsedAt).toISOString() : null,
    backedUp: item.backedUp,
  };
}

export async function getPasskeys(em: EntityManager, user: CurrentUser): Promise<PasskeyList> {
  return { passkeys: (await listPasskeys(em, user.id)).map(toPasskey) };
}

/** A passkey's name when the person gives none: the browser and system it was added from. */
export function defaultPasskeyName(userAgent: string | null): string {
  const { browser, system } = describeUserAgent(userAgent);
  if (browser === UNKNOWN_BROWSER) return 'Passkey';
  return `${browser} on ${system}`.slice(0, PASSKEY_NAME_MAX);
}

function displayNameOf(user: CurrentUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

export async function beginPasskeyRegistration(em: EntityManager, rp: RelyingParty, user: CurrentUser): Promise<PasskeyOptions> {
  const outcome = await passkeyRegistrationOptions(em, rp, { id: user.id, email: user.email, displayName: displayNameOf(user) });
  if (outcome.kind === 'too_many') throw new PasskeyConflictError('passkey_limit');
  return outcome.options;
}

export async function finishPasskeyRegistration(
  em: EntityManager,
  rp: RelyingParty,
  user: CurrentUser,
  body: PasskeyRegistration,
  origin: SecondFactorEventOrigin,
): Promise<PasskeyRegistered> {
  const name = body.name ?? defaultPasskeyName(origin.userAgent);
  const outcome = await registerPasskey(
    em,
    rp,
    { userId: user.id, sessionId: user.sessionId, challengeId: body.challengeId, response: body.response, name },
    async (tx, added) => {
      await recordSecondFactorEvent(tx, user.id, added.firstFactor ? 'second factor (passkey) enrolled' : 'passkey added', origin, { passkeyId: added.id });
      // The passkey's name stays out of the trail (kept after an erasure): a name like "Ann's phone" is a person's.
      await auditStaffFactorChange(tx, user, 'passkey.added', origin, { passkeyId: added.id, firstSecondFactor: added.firstFactor });
      // The e-mail that tells the owner (decision 045), in the change's transaction.
      announceSecondFactorChange(tx, user.id, 'passkey-added', user.sessionId);
    },
  );
  if (outcome.kind === 'expired') throw new PasskeyRefusedError('passkey_challenge_expired', 400);
  if (outcome.kind === 'failed') throw new PasskeyRefusedError('passkey_failed', 400);
  if (outcome.kind === 'already_registered') throw new PasskeyConflictError('passkey_already_registered');
  if (outcome.kind === 'too_many') throw new PasskeyConflictError('passkey_limit');
  const passkey = await findPasskey(em, user.id, outcome.passkeyId);
  if (!passkey) throw new NotFoundError(passkeyMessages.notFound, 'passkey_not_found');
  return { passkey: toPasskey(passkey), recoveryCodes: outcome.recoveryCodes };
}

export async function renameOwnPasskey(em: EntityManager, user: CurrentUser, passkeyId: string, name: string): Promise<Passkey> {
  if (!(await renamePasskey(em, user.id, passkeyId, name))) throw new NotFoundError(passkeyMessages.notFound, 'passkey_not_found');
  const passkey = await findPasskey(em, user.id, passkeyId);
  if (!passkey) throw new NotFoundError(passkeyMessages.notFound, 'passkey_not_found');
  return toPasskey(passkey);
}

/**
 * Removes one of the person's passkeys; the last second factor takes the recovery codes and the
 * sessions' verification with it (a super admin or consultant is sent back to enrolment).
 */
export async function removeOwnPasskey(em: EntityManager, user: CurrentUser, passkeyId: string, origin: SecondFactorEventOrigin): Promise<PasskeyRemoved> {
  const outcome = await removePasskey(em, user.id, passkeyId, async (tx, removed) => {
    await recordSecondFactorEvent(tx, user.id, removed.lastSecondFactor ? 'second factor turned off (last passkey removed)' : 'passkey removed', origin, {
      passkeyId,
    });
    await auditStaffFactorChange(tx, user, 'passkey.removed', origin, { passkeyId, lastSecondFactor: removed.lastSecondFactor });
    announceSecondFactorChange(tx, user.id, 'passkey-removed', user.sessionId);
  });
  if (outcome.kind === 'not_found') throw new NotFoundError(passkeyMessages.notFound, 'passkey_not_found');
  return { lastSecondFactorRemoved: outcome.lastSecondFactor };
}
