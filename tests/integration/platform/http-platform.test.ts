import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../../../src/app.ts';
import { createLogger } from '../../../src/platform/logger.ts';
import type { Orm } from '../../../src/platform/db/orm.ts';
import { openDatabase } from '../../../src/database.ts';
import { createRedisConnection, type Redis } from '../../../src/platform/queues/redis.ts';
import { registerProblemHandling } from '../../../src/platform/http/problem.ts';
import { createTestEnvironment, type TestEnvironment } from '../../setup/test-app.ts';

describe('OpenAPI and Swagger UI', () => {
  let env: TestEnvironment;
  let app: App;
  let orm: Orm;
  let redis: Redis;

  beforeAll(async () => {
    env = await createTestEnvironment({ BODY_LIMIT_BYTES: '2048' });
    const logger = createLogger(env.config, 'api-test');
    orm = await openDatabase(env.config, logger);
    redis = createRedisConnection(env.config.redis.url, 'producer', logger);
    app = await buildApp({ config: env.config, logger, orm, redis });
    // A route added after the platform, as a module would: the global body limit must apply to it.
    // Outside /api so that access declarations and the CSRF header are not what this file tests.
    app.post('/test-only/echo', { schema: { body: z.object({ text: z.string() }) } }, async (request) => request.body);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await orm.close();
    redis.disconnect();
    await env.close();
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
  });

  it('lists every API route in /api/docs/json, with schemas from zod', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>>;
      tags: { name: string }[];
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toMatchObject({ title: 'TalentLeaders API', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready', '/test-only/echo']));
    expect(doc.paths['/api/ready']?.get?.tags).toEqual(['operations']);
    expect(doc.paths['/api/ready']?.get?.responses).toHaveProperty('503');
    expect(doc.tags.map((tag) => tag.name)).toContain('operations');
    // Declared tags without operations would be empty sections in Swagger UI.
    const usedTags = Object.values(doc.paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags ?? []));
    for (const tag of doc.tags) expect(usedTags).toContain(tag.name);
    // Operator and web pages are not part of the API.
    for (const hidden of ['/metrics', '/admin/queues', '/api/docs']) expect(doc.paths).not.toHaveProperty(hidden);
  });

  it('answers a body over BODY_LIMIT_BYTES with 413 problem+json', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test-only/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(4096) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 413, title: 'Payload Too Large', instance: '/test-only/echo' });
  });

  it('accepts a body under the limit', async () => {
    const res = await app.inject({ method: 'POST', url: '/test-only/echo', payload: { text: 'hello' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: 'hello' });
  });
});

describe('problem+json for validation and internal errors', () => {
  let app: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    // A bare instance with the platform's error handling and the zod compilers, as buildApp sets them.
    const bare = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
    }).withTypeProvider<ZodTypeProvider>();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    registerProblemHandling(bare);
    bare.post(
      '/api/things',
      {
        schema: {
          body: z.object({
            email: z.email('Please enter a valid email address'),
            name: z.string().min(2, 'Name must be at least 2 characters'),
            address: z.object({ city: z.string().min(1, 'City is required') }),
          }),
        },
      },
      async () => ({ ok: true }),
    );
    bare.get('/api/boom', async () => {
      throw new Error('connection to postgres://admin:hunter2@db failed');
    });
    bare.get('/api/wrong-shape', { schema: { response: { 200: z.object({ id: z.uuid() }) } } }, async () => ({
      id: 'internal-row-17',
    }));
    await bare.ready();
    app = bare;
  });
  afterAll(async () => {
    await app.close();
  });

  it('names every invalid field with its message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/things',
      payload: { email: 'not-an-email', name: 'x', address: { city: '' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'validation_failed',
      instance: '/api/things',
      errors: {
        email: ['Please enter a valid email address'],
        name: ['Name must be at least 2 characters'],
        'address.city': ['City is required'],
      },
    });
    expect(typeof res.json().requestId).toBe('string');
  });

  it('answers malformed JSON with 400 problem+json', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('hides the message and stack of an unexpected error, and logs them', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = res.json();
    expect(body).toMatchObject({
      status: 500,
      code: 'internal_error',
      detail: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('postgres');
    expect(res.body).not.toMatch(/stack|at .*\.ts/);
    expect(logged.join('\n')).toContain('hunter2');
  });

  it('hides a response that does not match its schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/wrong-shape' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('internal-row-17');
    expect(res.json()).toMatchObject({ code: 'internal_error' });
  });
});
