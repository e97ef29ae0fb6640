import { defineEntity, p } from '@mikro-orm/core';

export const TOKEN_PURPOSES = ['email_confirmation', 'password_reset', 'data_export'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** A single-use e-mail link token; only its SHA-256 hash is stored. */
export const UserToken = defineEntity({
  name: 'UserToken',
  tableName: 'user_tokens',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    purpose: p.enum(TOKEN_PURPOSES).columnType('text'),
    tokenHash: p.string().columnType('text').unique(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
    expiresAt: p.datetime().columnType('timestamptz'),
    usedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});
