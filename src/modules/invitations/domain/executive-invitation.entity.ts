import { defineEntity, p } from '@mikro-orm/core';
import { EXPERIENCE_LEVELS, PROFILE_AVAILABILITY } from '../../profiles/contracts/profile-form.contract.ts';

/** Stored statuses; Expired is derived from expires_at (see invitation-status.contract.ts). */
export const INVITATION_STORED_STATUSES = ['pending', 'claimed'] as const;

/** One consultant's invitation of one executive, with the form's values for the invitee's profile. */
export const ExecutiveInvitation = defineEntity({
  name: 'ExecutiveInvitation',
  tableName: 'executive_invitations',
  properties: {
    id: p.uuid().primary(),
    consultantId: p.uuid(),
    executiveId: p.uuid().nullable(),
    email: p.string().columnType('citext'),
    firstName: p.string().columnType('text'),
    lastName: p.string().columnType('text'),
    status: p.enum(INVITATION_STORED_STATUSES).columnType('text').default('pending'),
    roleId: p.uuid().nullable(),
    bio: p.string().columnType('text').nullable(),
    yearsExperience: p.enum(EXPERIENCE_LEVELS).columnType('text').nullable(),
    availability: p.enum(PROFILE_AVAILABILITY).columnType('text').nullable(),
    phone: p.string().columnType('text').nullable(),
    linkedinUrl: p.string().columnType('text').nullable(),
    regionId: p.uuid().nullable(),
    countryId: p.uuid().nullable(),
    cityIds: p.array().columnType('uuid[]').default([]),
    priceBandIds: p.array().columnType('uuid[]').default([]),
    /** SHA-256 of the current link's token; null until the first e-mail job mints one. */
    tokenHash: p.string().columnType('text').nullable(),
    /** The event whose e-mail carries the current link (InvitationCreated, then each InvitationResent). */
    deliveryEventId: p.uuid().nullable(),
    expiresAt: p.datetime().columnType('timestamptz'),
    claimedAt: p.datetime().columnType('timestamptz').nullable(),
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

export const invitationsEntities = [ExecutiveInvitation];
