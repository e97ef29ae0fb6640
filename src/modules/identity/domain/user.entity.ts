import { defineEntity, p } from '@mikro-orm/core';
import { USER_TYPES } from '../contracts/user-types.contract.ts';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    email: p.string().columnType('citext').unique(),
    passwordHash: p.string().columnType('text'),
    /** null for staff accounts (a super admin created by the CLI), labelled 'User' in the header. */
    userType: p.enum(USER_TYPES).columnType('text').nullable(),
    signupMetadata: p.json<Record<string, unknown>>(),
    emailConfirmedAt: p.datetime().columnType('timestamptz').nullable(),
    /** Set when the account's erasure was asked for (decision 039): it can no longer sign in. */
    deletionRequestedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

/** A row here makes the user a super admin. */
export const AdminUser = defineEntity({
  name: 'AdminUser',
  tableName: 'admin_users',
  properties: {
    id: p.uuid().primary(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
  },
});
