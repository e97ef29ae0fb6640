import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, defineJobHandler, jobIdFor } from './job-definition.ts';
import { buildJobRegistry, JobRegistryError } from './job-registry.ts';

const welcome = defineJob({
  id: 'email.welcome',
  version: 1,
  queue: 'email',
  payload: z.object({ userId: z.uuid() }),
  triggeredBy: 'UserRegistered',
});
const audit = defineJob({
  id: 'notifications.audit',
  version: 1,
  queue: 'notifications',
  payload: z.object({ userId: z.uuid() }),
  triggeredBy: 'UserRegistered',
});
const noop = async () => undefined;

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof JobRegistryError) return error.problems;
    throw error;
  }
  return [];
}

describe('buildJobRegistry', () => {
  it('maps every definition to its one handler and every event type to its subscribers', () => {
    const registry = buildJobRegistry([welcome, audit], [defineJobHandler(welcome, noop), defineJobHandler(audit, noop)]);
    expect(registry.handlers.get('email.welcome')?.job).toBe(welcome);
    expect(registry.subscribers.get('UserRegistered')?.map((d) => d.id)).toEqual(['email.welcome', 'notifications.audit']);
  });

  it('refuses a definition with no handler', () => {
    expect(problemsOf(() => buildJobRegistry([welcome, audit], [defineJobHandler(welcome, noop)]))).toEqual([
      "job 'notifications.audit' has no handler",
    ]);
  });

  it('refuses a definition with two handlers', () => {
    const handlers = [defineJobHandler(welcome, noop), defineJobHandler(welcome, noop)];
    expect(problemsOf(() => buildJobRegistry([welcome], handlers))).toEqual([
      "job 'email.welcome' has 2 handlers (exactly one allowed)",
    ]);
  });

  it('refuses a handler whose definition is not listed, naming every problem at once', () => {
    const error = (() => {
      try {
        buildJobRegistry([welcome], [defineJobHandler(welcome, noop), defineJobHandler(audit, noop)]);
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).toBeInstanceOf(JobRegistryError);
    expect(error?.message).toContain("a handler for 'notifications.audit' has no job definition in the list");
  });

  it('refuses the same job id defined twice', () => {
    expect(problemsOf(() => buildJobRegistry([welcome, { ...welcome }], [defineJobHandler(welcome, noop)]))).toContain(
      "job 'email.welcome' is defined twice",
    );
  });
});

describe('job ids', () => {
  it('refuses a job id that is not dotted', () => {
    expect(() => defineJob({ ...welcome, id: 'Welcome' })).toThrow(/dotted/);
  });

  it('derives one BullMQ id per event and job, without the reserved ":"', () => {
    const id = jobIdFor('6f1c8f7e-3d2b-4c1a-9e8f-0a1b2c3d4e5f', 'email.welcome');
    expect(id).toBe('email.welcome--6f1c8f7e-3d2b-4c1a-9e8f-0a1b2c3d4e5f');
    expect(id).not.toContain(':');
  });
});
