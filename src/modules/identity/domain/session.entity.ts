import { defineEntity, p } from '@mikro-orm/core';

/** One signed-in browser: a family of rotating refresh tokens. Revoking it ends the session. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
    lastUsedAt: p.datetime().columnType('timestamptz'),
    expiresAt: p.datetime().columnType('timestamptz'),
    revokedAt: p.datetime().columnType('timestamptz').nullable(),
    revokedReason: p.string().columnType('text').nullable(),
    ip: p.string().columnType('text').nullable(),
    userAgent: p.string().columnType('text').nullable(),
    /** How the session passed the second factor ('totp', 'recovery_code' or 'passkey'), null when it did not. */
    secondFactor: p.string().columnType('text').nullable(),
  },
});

export const RefreshToken = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    id: p.uuid().primary(),
    sessionId: p.uuid(),
    tokenHash: p.string().columnType('text').unique(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
    expiresAt: p.datetime().columnType('timestamptz'),
    usedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});
