import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Logger } from './platform/logger.ts';
import type { Orm } from './platform/db/orm.ts';
import type { Redis } from './platform/queues/redis.ts';
import { registerProblemHandling } from './platform/http/problem.ts';
import { registerRequestEntityManager } from './platform/http/request-context.ts';
import { healthRoutes } from './platform/http/health.route.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import fastifyCookie from '@fastify/cookie';

export type AppDependencies = {
  config: AppConfig;
  logger: Logger;
  orm: Orm;
  /** A producer connection: fails fast when Redis is down. */
  redis: Redis;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface FastifyInstance {
    deps: AppDependencies;
  }
}

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** Builds the HTTP application: platform plugins first, then the modules, then the web app. */
export async function buildApp(deps: AppDependencies): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    // pino's Logger is Fastify's logger; the cast only widens it to the interface Fastify declares.
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: config.http.bodyLimit,
    trustProxy: config.isProduction,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    disableRequestLogging: config.isTest,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  registerProblemHandling(app);
  registerRequestEntityManager(app, () => deps.orm.em.fork());
  await app.register(fastifyCookie, { secret: config.secrets.cookie });

  await app.register(healthRoutes, { prefix: '/api' });

  await registerWebApp(app);
  return app;
}
