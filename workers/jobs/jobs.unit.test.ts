import { describe, expect, it } from 'vitest';
import { buildJobRegistry } from '../../src/platform/queues/job-registry.ts';
import { jobs } from './index.ts';

describe("the worker's job list", () => {
  it('is consistent: start-up would accept it', () => {
    const registry = buildJobRegistry(jobs);
    expect(registry.jobs.size).toBe(jobs.length);
    expect(jobs.every((job) => typeof job.handle === 'function')).toBe(true);
  });
});
