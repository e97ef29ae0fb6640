import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, defineJobHandler, jobIdFor, type JobContext, type JobWithHandler } from './job-definition.ts';
import { buildJobRegistry, JobRegistryError } from './job-registry.ts';

const welcomeJob = defineJob({
  id: 'email.welcome',
  version: 1,
  queue: 'email',
  payload: z.object({ userId: z.uuid() }),
  triggeredBy: 'UserRegistered',
});
const auditJob = defineJob({
  id: 'notifications.audit',
  version: 1,
  queue: 'notifications',
  payload: z.object({ userId: z.uuid() }),
  triggeredBy: 'UserRegistered',
});
const noop = async () => undefined;
const welcome = defineJobHandler(welcomeJob, noop);
const audit = defineJobHandler(auditJob, noop);

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof JobRegistryError) return error.problems;
    throw error;
  }
  return [];
}

describe('defineJobHandler', () => {
  it('gives the definition its handler, leaving the definition itself as it was', async () => {
    type Services = { greeting: string };
    const seen: string[] = [];
    const job = defineJobHandler(welcomeJob, async (payload, context: JobContext<Services>) => {
      seen.push(`${context.greeting} ${payload.userId} (${context.eventId})`);
    });
    expect(job).toMatchObject({ id: 'email.welcome', queue: 'email', triggeredBy: 'UserRegistered', payload: welcomeJob.payload });
    expect('handle' in welcomeJob).toBe(false);
    // The context carries whatever services the worker composed; the platform names none.
    const context = { eventId: 'e1', greeting: 'hello' } as unknown as JobContext<Services>;
    await job.handle({ userId: 'u1' }, context);
    expect(seen).toEqual(['hello u1 (e1)']);
  });
});

describe('buildJobRegistry', () => {
  it('maps every job id to its job and every event type to the jobs it starts', () => {
    const registry = buildJobRegistry([welcome, audit]);
    expect(registry.jobs.get('email.welcome')).toBe(welcome);
    expect(registry.subscribers.get('UserRegistered')?.map((d) => d.id)).toEqual(['email.welcome', 'notifications.audit']);
  });

  it('refuses a job listed twice: its event would start it twice', () => {
    expect(problemsOf(() => buildJobRegistry([welcome, audit, welcome]))).toEqual([
      "job 'email.welcome' is listed twice: event 'UserRegistered' would start it twice",
    ]);
  });

  it('refuses one id for two different jobs, naming every problem at once', () => {
    const other = defineJobHandler({ ...welcomeJob, triggeredBy: 'ProfileSubmitted' }, noop);
    const error = (() => {
      try {
        buildJobRegistry([welcome, other, audit, audit]);
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).toBeInstanceOf(JobRegistryError);
    expect((error as JobRegistryError).problems).toEqual([
      "job id 'email.welcome' names two jobs (started by 'UserRegistered' and 'ProfileSubmitted')",
      "job 'notifications.audit' is listed twice: event 'UserRegistered' would start it twice",
    ]);
  });

  it('refuses an entry without a handler (only possible around the type system)', () => {
    const bare = auditJob as unknown as JobWithHandler;
    expect(problemsOf(() => buildJobRegistry([welcome, bare]))).toEqual(["job 'notifications.audit' has no handler"]);
  });
});

describe('job ids', () => {
  it('refuses a job id that is not dotted', () => {
    expect(() => defineJob({ ...welcomeJob, id: 'Welcome' })).toThrow(/dotted/);
  });

  it('derives one BullMQ id per event and job, without the reserved ":"', () => {
    const id = jobIdFor('6f1c8f7e-3d2b-4c1a-9e8f-0a1b2c3d4e5f', 'email.welcome');
    expect(id).toBe('email.welcome--6f1c8f7e-3d2b-4c1a-9e8f-0a1b2c3d4e5f');
    expect(id).not.toContain(':');
  });
});
