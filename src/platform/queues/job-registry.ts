import type { JobDefinition, JobHandler } from './job-definition.ts';

export type JobRegistry = {
  /** Definition id → handler (whose `job` is the definition). */
  handlers: ReadonlyMap<string, JobHandler>;
  /** Event type → the definitions it triggers, for the outbox relay. */
  subscribers: ReadonlyMap<string, readonly JobDefinition[]>;
};

export class JobRegistryError extends Error {
  constructor(readonly problems: string[]) {
    super(`The job registry is inconsistent:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'JobRegistryError';
  }
}

/**
 * Pairs every job definition with exactly one handler. A worker that started with a job nobody
 * handles would let its events pile up as failed jobs, so start-up refuses any mismatch instead.
 */
export function buildJobRegistry(definitions: readonly JobDefinition[], handlers: readonly JobHandler[]): JobRegistry {
  const problems: string[] = [];
  const definitionsById = new Map<string, JobDefinition>();
  for (const definition of definitions) {
    if (definitionsById.has(definition.id)) problems.push(`job '${definition.id}' is defined twice`);
    definitionsById.set(definition.id, definition);
  }

  const handlersById = new Map<string, JobHandler[]>();
  for (const handler of handlers) {
    const list = handlersById.get(handler.job.id) ?? [];
    list.push(handler);
    handlersById.set(handler.job.id, list);
  }

  for (const id of definitionsById.keys()) {
    const count = handlersById.get(id)?.length ?? 0;
    if (count === 0) problems.push(`job '${id}' has no handler`);
    if (count > 1) problems.push(`job '${id}' has ${count} handlers (exactly one allowed)`);
  }
  for (const [id, list] of handlersById) {
    if (!definitionsById.has(id)) problems.push(`a handler for '${id}' has no job definition in the list`);
    else if (list.some((handler) => handler.job !== definitionsById.get(id))) {
      problems.push(`the handler for '${id}' was built for a different definition object`);
    }
  }
  if (problems.length > 0) throw new JobRegistryError(problems);

  const subscribers = new Map<string, JobDefinition[]>();
  for (const definition of definitionsById.values()) {
    const list = subscribers.get(definition.triggeredBy) ?? [];
    list.push(definition);
    subscribers.set(definition.triggeredBy, list);
  }
  const byId = new Map<string, JobHandler>();
  for (const [id, list] of handlersById) byId.set(id, list[0] as JobHandler);
  return { handlers: byId, subscribers };
}
