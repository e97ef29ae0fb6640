import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { EntityManager } from '../db/orm.ts';
import { registerRequestEntityManager } from './request-context.ts';

/** An app whose routes either read `request.em` (twice) or never touch it, counting the forks. */
async function appCountingForks() {
  let forks = 0;
  const app = Fastify();
  registerRequestEntityManager(app, () => ({ fork: ++forks }) as unknown as EntityManager);
  app.get('/reads', async (request) => ({ same: request.em === request.em, em: request.em }));
  app.get('/ignores', async () => ({ ok: true }));
  await app.ready();
  return { app, forks: () => forks };
}

describe('request.em', () => {
  it('is forked on first use, once per request, and never shared between requests', async () => {
    const { app, forks } = await appCountingForks();
    const first = (await app.inject('/reads')).json<{ same: boolean; em: { fork: number } }>();
    const second = (await app.inject('/reads')).json<{ same: boolean; em: { fork: number } }>();
    expect(first).toEqual({ same: true, em: { fork: 1 } });
    expect(second).toEqual({ same: true, em: { fork: 2 } });
    expect(forks()).toBe(2);
    await app.close();
  });

  it('is not forked for a request that never reads it', async () => {
    const { app, forks } = await appCountingForks();
    expect((await app.inject('/ignores')).statusCode).toBe(200);
    expect(forks()).toBe(0);
    await app.close();
  });
});
