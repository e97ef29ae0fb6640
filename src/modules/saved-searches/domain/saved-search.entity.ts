import { defineEntity, p } from '@mikro-orm/core';
import type { SavedSearchFilters, SavedSearchFrequency } from '../contracts/saved-searches.contract.ts';

/** A client's saved /browse search and the state of its e-mail alerts. */
export const SavedSearch = defineEntity({
  name: 'SavedSearch',
  tableName: 'saved_searches',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    name: p.string().columnType('text'),
    filters: p.json<SavedSearchFilters>(),
    frequency: p.string().columnType('text').$type<SavedSearchFrequency>(),
    /** The upper bound of the approval window the last alert run covered (null: never ran). */
    lastAlertedAt: p.datetime().columnType('timestamptz').nullable(),
    /** The period (daily:2026-11-25, weekly:2026-W48) whose alert run last covered this search. */
    lastPeriodKey: p.string().columnType('text').nullable(),
    unsubscribedAt: p.datetime().columnType('timestamptz').nullable(),
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

export const savedSearchesEntities = [SavedSearch];
