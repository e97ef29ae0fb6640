import Fastify, { type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRememberedQueries } from './remembered-queries.ts';
import { refuseUnstorableText } from './storable-text.ts';

const query = z.object({ q: z.string().max(20).optional(), page: z.coerce.number().int().min(1).default(1), tags: z.array(z.string()).optional() });

/** A small app wired as app.ts wires it: the remembering parser, the zod validator, the storable-text check. */
async function appWithRoutes() {
  const remembered = createRememberedQueries();
  const app = Fastify({ routerOptions: { querystringParser: remembered.parse } }).withTypeProvider<ZodTypeProvider>();
  const validations = { remembering: 0, plain: 0 };
  const seen: { remembering: unknown[]; plain: unknown[] } = { remembering: [], plain: [] };
  const counting = (route: keyof typeof validations) => (data: unknown) => {
    validations[route] += 1;
    return data;
  };
  app.setValidatorCompiler(validatorCompiler);
  remembered.register(app, validatorCompiler);
  refuseUnstorableText(app);
  const answer = (route: keyof typeof seen) => async (request: FastifyRequest) => {
    seen[route].push(request.query);
    return { query: request.query };
  };
  app.get('/remembering', { config: { rememberQueries: true }, schema: { querystring: query.transform(counting('remembering')) } }, answer('remembering'));
  app.get('/plain', { schema: { querystring: query.transform(counting('plain')) } }, answer('plain'));
  app.get('/mutating', { config: { rememberQueries: true }, schema: { querystring: query } }, async (request) => {
    (request.query as { page: number }).page += 1;
    return request.query;
  });
  await app.ready();
  apps.push(app);
  return { app, validations, seen };
}

const apps: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('remembered queries', () => {
  it('validates a repeated query string once on a route that declares it, and shares one frozen query', async () => {
    const { app, validations, seen } = await appWithRoutes();
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({ url: '/remembering?q=coach&page=2&tags=a&tags=b' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ query: { q: 'coach', page: 2, tags: ['a', 'b'] } });
    }
    expect(validations.remembering).toBe(1);
    expect(new Set(seen.remembering).size).toBe(1);
    expect(Object.isFrozen(seen.remembering[0])).toBe(true);
    expect(Object.isFrozen((seen.remembering[0] as { tags: string[] }).tags)).toBe(true);
    // Another string is another query.
    await app.inject({ url: '/remembering?page=3' });
    expect(validations.remembering).toBe(2);
  });

  it('never remembers the query strings of other routes', async () => {
    const { app, validations, seen } = await appWithRoutes();
    for (let i = 0; i < 2; i++) expect((await app.inject({ url: '/plain?q=token-123' })).statusCode).toBe(200);
    expect(validations.plain).toBe(2);
    expect(seen.plain[0]).not.toBe(seen.plain[1]);
    expect(Object.isFrozen(seen.plain[0])).toBe(false);
    // The same string later on a remembering route is parsed and validated afresh.
    await app.inject({ url: '/remembering?q=token-123' });
    expect(validations.remembering).toBe(1);
  });

  it('refuses an invalid query every time and never remembers it', async () => {
    const { app, validations } = await appWithRoutes();
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ url: '/remembering?page=0' });
      expect(response.statusCode).toBe(400);
    }
    expect(validations.remembering).toBe(0);
    for (let i = 0; i < 2; i++) expect((await app.inject({ url: '/remembering?q=%00' })).statusCode).toBe(400);
  });

  it('keeps one remembered query out of the reach of handlers: changing it fails instead of leaking into the next request', async () => {
    const { app } = await appWithRoutes();
    expect((await app.inject({ url: '/mutating?page=2' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/mutating?page=2' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/remembering?page=2' })).json()).toEqual({ query: { page: 2 } });
  });

  it('parses a very long query string every time', async () => {
    const { app, validations } = await appWithRoutes();
    const long = `/remembering?tags=${'x'.repeat(3_000)}&tags=y`;
    for (let i = 0; i < 2; i++) expect((await app.inject({ url: long })).statusCode).toBe(200);
    expect(validations.remembering).toBe(2);
  });
});
