import { defineEntity, p } from '@mikro-orm/core';

/** A client's named list of executives. Entries and notes are separate rows (see the migration). */
export const Shortlist = defineEntity({
  name: 'Shortlist',
  tableName: 'shortlists',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    name: p.string().columnType('text'),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
  },
});

/** One executive on one list; (shortlist, executive) is unique. */
export const ShortlistExecutive = defineEntity({
  name: 'ShortlistExecutive',
  tableName: 'shortlist_executives',
  properties: {
    id: p.uuid().primary(),
    shortlistId: p.uuid(),
    executiveId: p.uuid(),
    addedAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
  },
});

/** The owner's private note on an entry: at most one per entry. */
export const ShortlistNote = defineEntity({
  name: 'ShortlistNote',
  tableName: 'shortlist_notes',
  properties: {
    id: p.uuid().primary(),
    shortlistExecutiveId: p.uuid().unique(),
    note: p.string().columnType('text'),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export const shortlistsEntities = [Shortlist, ShortlistExecutive, ShortlistNote];
