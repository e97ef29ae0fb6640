import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { RefreshToken, Session } from './session.entity.ts';
import { generateSecretToken, hashSecretToken } from './secret-token.ts';
import type { SecondFactorMethod } from './second-factors.ts';

export type IssuedSession = { sessionId: string; refreshToken: string; refreshExpiresAt: Date };

type SessionOrigin = {
  ip?: string | null;
  userAgent?: string | null;
  /** How the person passed the second factor, when they did (super admins and consultants must). */
  secondFactor?: SecondFactorMethod | null;
};

/** Starts a session (a new refresh-token family) for a user who just proved who they are. */
export async function startSession(
  em: EntityManager,
  userId: string,
  refreshTtlSeconds: number,
  origin: SessionOrigin = {},
): Promise<IssuedSession> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + refreshTtlSeconds * 1000);
  return em.transactional(async (tx) => {
    const session = tx.create(Session, {
      id: randomUUID(),
      userId,
      lastUsedAt: now,
      expiresAt,
      revokedAt: null,
      revokedReason: null,
      ip: origin.ip ?? null,
      userAgent: origin.userAgent?.slice(0, 500) ?? null,
      secondFactor: origin.secondFactor ?? null,
    });
    // The token row references the session, and MikroORM does not order plain uuid columns.
    await tx.flush();
    const refreshToken = addRefreshToken(tx, session.id, expiresAt);
    await tx.flush();
    return { sessionId: session.id, refreshToken, refreshExpiresAt: expiresAt };
  });
}

function addRefreshToken(em: EntityManager, sessionId: string, expiresAt: Date): string {
  const token = generateSecretToken();
  em.create(RefreshToken, { id: randomUUID(), sessionId, tokenHash: hashSecretToken(token), expiresAt, usedAt: null });
  return token;
}

export type RotationResult =
  | { kind: 'rotated'; userId: string; session: IssuedSession }
  | { kind: 'reused'; userId: string }
  | { kind: 'invalid' };

/**
 * Trades a refresh token for a new one in the same family. A token presented twice means it was
 * copied: the whole family is revoked, ending the thief's session and the victim's alike. Each
 * rotation keeps the family's remaining life and slides it to 30 days from now.
 */
export async function rotateRefreshToken(
  em: EntityManager,
  token: string,
  refreshTtlSeconds: number,
): Promise<RotationResult> {
  return em.transactional(async (tx) => {
    const stored = await tx.findOne(
      RefreshToken,
      { tokenHash: hashSecretToken(token) },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!stored) return { kind: 'invalid' as const };
    const session = await tx.findOne(Session, { id: stored.sessionId });
    const now = new Date();
    if (!session || session.revokedAt || session.expiresAt <= now) return { kind: 'invalid' as const };
    if (stored.usedAt) {
      session.revokedAt = now;
      session.revokedReason = 'refresh_token_reused';
      await tx.flush();
      return { kind: 'reused' as const, userId: session.userId };
    }
    if (stored.expiresAt <= now) return { kind: 'invalid' as const };
    stored.usedAt = now;
    session.lastUsedAt = now;
    session.expiresAt = new Date(now.getTime() + refreshTtlSeconds * 1000);
    const refreshToken = addRefreshToken(tx, session.id, session.expiresAt);
    await tx.flush();
    return {
      kind: 'rotated' as const,
      userId: session.userId,
      session: { sessionId: session.id, refreshToken, refreshExpiresAt: session.expiresAt },
    };
  });
}

export async function revokeSession(em: EntityManager, sessionId: string, reason: string): Promise<void> {
  await em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date(), revokedReason: reason });
}

/** Ends every session of a user (after a password reset or change), optionally sparing one; answers how many were live. */
export async function revokeAllSessions(em: EntityManager, userId: string, reason: string, except?: string): Promise<number> {
  const where = except ? { userId, revokedAt: null, id: { $ne: except } } : { userId, revokedAt: null };
  const live = { ...where, expiresAt: { $gt: new Date() } };
  const ended = await em.count(Session, live);
  await em.nativeUpdate(Session, where, { revokedAt: new Date(), revokedReason: reason });
  return ended;
}

/**
 * Ends one live session of this user; false when it is someone else's, already ended or expired
 * (the route answers 404 alike, so nobody learns whether another person's session id exists).
 */
export async function revokeOwnSession(em: EntityManager, userId: string, sessionId: string, reason: string): Promise<boolean> {
  const ended = await em.nativeUpdate(
    Session,
    { id: sessionId, userId, revokedAt: null, expiresAt: { $gt: new Date() } },
    { revokedAt: new Date(), revokedReason: reason },
  );
  return ended > 0;
}

/** The session behind a refresh token, whatever its state (sign-out only needs to know which to end). */
export async function findSessionIdByRefreshToken(em: EntityManager, token: string): Promise<string | null> {
  const stored = await em.findOne(RefreshToken, { tokenHash: hashSecretToken(token) });
  return stored?.sessionId ?? null;
}
