import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { whenRedisReady } from '../queues/redis.ts';
import { within } from '../within.ts';

const healthResponse = z.object({ status: z.literal('ok') });
const readinessResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    postgres: z.enum(['up', 'down']),
    redis: z.enum(['up', 'down']),
    /** Start-up work still running (platform/http/warm-up.ts): 'warming' until it is done. */
    warmUp: z.enum(['done', 'warming']),
  }),
});

/**
 * /api/health: the process answers. /api/ready: it can reach PostgreSQL and Redis and has finished
 * its start-up work (503 otherwise).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['operations'], summary: 'The process is up', response: { 200: healthResponse } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operations'],
        summary: 'PostgreSQL and Redis are reachable and the start-up work (popular searches) is done',
        response: { 200: readinessResponse, 503: readinessResponse },
      },
    },
    async (request, reply) => {
      const { orm, redis } = app.deps;
      const [postgres, redisCheck] = await Promise.all([
        within(2000, orm.em.fork().execute('select 1')).then(
          () => 'up' as const,
          () => 'down' as const,
        ),
        within(2000, whenRedisReady(redis, 1500).then(() => redis.ping())).then(
          () => 'up' as const,
          () => 'down' as const,
        ),
      ]);
      const warmUp = app.warmUp.pending().length === 0 ? ('done' as const) : ('warming' as const);
      const ready = postgres === 'up' && redisCheck === 'up' && warmUp === 'done';
      if (!ready) request.log.warn({ postgres, redis: redisCheck, warmUp: app.warmUp.pending() }, 'not ready');
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', checks: { postgres, redis: redisCheck, warmUp } });
    },
  );
};
