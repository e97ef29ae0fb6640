import { randomUUID } from 'node:crypto';
import type { z } from 'zod';

/**
 * Something that happened in a module, named in the past tense (ProfileSubmitted, UserRegistered).
 * Events are recorded in the outbox in the same transaction as the state change that caused them.
 */
export type DomainEvent<TType extends string = string, TPayload = unknown> = {
  id: string;
  type: TType;
  version: number;
  occurredAt: Date;
  payload: TPayload;
};

export type EventDefinition<TType extends string, TSchema extends z.ZodType> = {
  type: TType;
  version: number;
  payload: TSchema;
  /** Builds a new event with a fresh id; the payload is validated so a bad event never reaches the outbox. */
  create: (payload: z.input<TSchema>) => DomainEvent<TType, z.output<TSchema>>;
};

/** Declares an event type once, in the owning module's contracts/, so producers and jobs share it. */
export function defineEvent<const TType extends string, TSchema extends z.ZodType>(
  type: TType,
  version: number,
  payload: TSchema,
): EventDefinition<TType, TSchema> {
  return {
    type,
    version,
    payload,
    create: (data) => ({ id: randomUUID(), type, version, occurredAt: new Date(), payload: payload.parse(data) }),
  };
}
