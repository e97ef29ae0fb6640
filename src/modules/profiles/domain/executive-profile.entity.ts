import { defineEntity, p } from '@mikro-orm/core';
import { PROFILE_AVAILABILITY } from '../contracts/profile-form.contract.ts';

/** One executive's profile; id = the user's id. Link tables are written with SQL (profile-links.ts). */
export const ExecutiveProfile = defineEntity({
  name: 'ExecutiveProfile',
  tableName: 'executive_profiles',
  properties: {
    id: p.uuid().primary(),
    firstName: p.string().columnType('text'),
    lastName: p.string().columnType('text'),
    roleId: p.uuid().nullable(),
    regionId: p.uuid().nullable(),
    countryId: p.uuid().nullable(),
    yearsExperience: p.integer().nullable(),
    availability: p.enum(PROFILE_AVAILABILITY).columnType('text').nullable(),
    email: p.string().columnType('text').nullable(),
    phone: p.string().columnType('text').nullable(),
    linkedinUrl: p.string().columnType('text').nullable(),
    cvUrl: p.string().columnType('text').nullable(),
    bio: p.string().columnType('text').nullable(),
    profileComplete: p.boolean().default(false),
    approved: p.boolean().default(false),
    submittedAt: p.datetime().columnType('timestamptz').nullable(),
    approvedAt: p.datetime().columnType('timestamptz').nullable(),
    rejectedAt: p.datetime().columnType('timestamptz').nullable(),
    revokedAt: p.datetime().columnType('timestamptz').nullable(),
    /** When the executive last confirmed their availability (or was approved): decision 023. */
    availabilityConfirmedAt: p.datetime().columnType('timestamptz').nullable(),
    decisionReason: p.string().columnType('text').nullable(),
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
