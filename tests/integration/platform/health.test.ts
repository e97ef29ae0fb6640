import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { findFreePort } from '../../../src/platform/services/free-port.ts';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /api/ready when PostgreSQL and Redis are reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.json()).toEqual({ status: 'ready', checks: { postgres: 'up', redis: 'up', warmUp: 'done' } });
    expect(res.statusCode).toBe(200);
  });

  it('answers unknown /api paths with a 404 problem+json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 404, code: 'not_found', title: 'Not Found' });
  });
});

describe('readiness when Redis is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nothing listens on: the producer connection fails fast and keeps retrying.
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await findFreePort()}` });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 naming the dependency that is down, while /api/health still answers 200', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { postgres: 'up', redis: 'down', warmUp: 'done' } });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
