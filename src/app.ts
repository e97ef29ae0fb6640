import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Logger } from './platform/logger.ts';
import type { Orm } from './platform/db/orm.ts';
import type { Redis } from './platform/queues/redis.ts';
import { handleClientError, registerProblemHandling, sendFrameworkProblem } from './platform/http/problem.ts';
import { refuseUnstorableText } from './platform/http/storable-text.ts';
import { createRememberedQueries } from './platform/http/remembered-queries.ts';
import { registerRequestEntityManager } from './platform/http/request-context.ts';
import { healthRoutes } from './platform/http/health.route.ts';
import { createWarmUp, type WarmUp } from './platform/http/warm-up.ts';
import { referenceModule } from './modules/reference/index.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { isServerRenderedPage } from './server-rendered-pages.ts';
import { firstLoadImagesFor, firstLoadRequestsFor } from './page-preloads.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerApiDocs } from './platform/http/api-docs.ts';
import { createMetrics } from './platform/http/metrics.ts';
import { registerMetricsRoute } from './platform/http/metrics.route.ts';
import { registerQueueDashboard } from './platform/http/queue-dashboard.ts';
import { createLazyQueues } from './platform/queues/queues.ts';
import fastifyCookie from '@fastify/cookie';
import { registerAuth } from './platform/auth/register-auth.ts';
import { identityModule, resolveCurrentUser } from './modules/identity/index.ts';
import { directoryModule } from './modules/directory/index.ts';
import { profilesModule } from './modules/profiles/index.ts';
import { shortlistsModule } from './modules/shortlists/index.ts';
import { invitationsModule } from './modules/invitations/index.ts';
import { communityModule } from './modules/community/index.ts';
import { addMissingImageCopies, contentModule, createHubLeadImageReader, findArticlePreview } from './modules/content/index.ts';
import { registerUploads } from './platform/http/uploads.ts';
import { savedSearchesModule } from './modules/saved-searches/index.ts';
import { personalData } from './personal-data.ts';
import type { PersonalData } from './platform/personal-data/personal-data.ts';
import { auditModule } from './modules/audit/index.ts';
import { auditTrail } from './audit-trail.ts';
import type { AuditDeclaration } from './platform/audit/audit-trail.ts';
import { createInsightsCounter, insightsModule } from './modules/insights/index.ts';
import { insightsDeclarations } from './insights.ts';
import type { InsightsCounter, InsightsDeclaration } from './platform/insights/insights.ts';

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
    /** Start-up work that holds /api/ready (platform/http/warm-up.ts). */
    warmUp: WarmUp;
    /** Every module's personal data (src/personal-data.ts): what an erasure request withdraws. */
    personalData: readonly PersonalData[];
    /** Every module's auditable staff actions (src/audit-trail.ts): the Audit tab's words for each kind. */
    auditTrail: readonly AuditDeclaration[];
    /** This process's in-memory insights counter (decision 050): counts on the request's path, flushes in batches. */
    insights: InsightsCounter;
    /** Every module's insights (src/insights.ts): the Marketplace tab's tables, the executive's suggestions. */
    insightsDeclarations: readonly InsightsDeclaration[];
  }
}

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** Builds the HTTP application: platform plugins first, then the modules, then the web app. */
export async function buildApp(deps: AppDependencies): Promise<App> {
  const { config } = deps;
  const rememberedQueries = createRememberedQueries();
  const app = Fastify({
    // pino's Logger is Fastify's logger; the cast only widens it to the interface Fastify declares.
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: config.http.bodyLimit,
    // Idle keep-alive connections outlive any proxy's (see HTTP_KEEP_ALIVE_TIMEOUT_MS in config.ts).
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: { headersTimeout: config.http.headersTimeoutMs },
    // Requests refused before any route runs (by Node's HTTP parser, by the router) answer
    // problem+json like every other error, not Fastify's own JSON shape.
    clientErrorHandler: handleClientError,
    frameworkErrors: sendFrameworkProblem,
    trustProxy: config.isProduction,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    logController: new LogController({ disableRequestLogging: config.isTest }),
    // Routes declaring `rememberQueries` (the directory search) share the query a repeated string
    // parses and validates to, instead of parsing and validating it again (remembered-queries.ts).
    routerOptions: { ignoreTrailingSlash: true, querystringParser: rememberedQueries.parse },
    // Start-up loads the directory's in-memory search index before listening: ~6 s at 100,000
    // executives on 2 cores, more on a busy machine; Fastify's default allows 10 s.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  rememberedQueries.register(app, validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('warmUp', createWarmUp(app.log));
  app.decorate('personalData', personalData);
  app.decorate('auditTrail', auditTrail);
  app.decorate('insightsDeclarations', insightsDeclarations);
  // Counted in memory on the request's path, written every INSIGHTS_FLUSH_MS and on close (decision 050).
  const insights = createInsightsCounter({ orm: deps.orm, log: deps.logger, flushMs: config.insights.flushMs });
  app.decorate('insights', insights);
  app.addHook('onReady', async () => insights.start());
  app.addHook('onClose', () => insights.close());
  registerProblemHandling(app);
  refuseUnstorableText(app);
  registerRequestEntityManager(app, () => deps.orm.em.fork());
  await app.register(fastifyCookie, { secret: config.secrets.cookie });
  // First hook of all, so refusals by the hooks below carry the security headers too.
  registerSecurityHeaders(app);
  // Before any route: the compression hook is added to each route as it is registered (decision 046).
  await registerCompression(app);
  // Sessions, CSRF, rate limits and the access check every /api route must declare (see platform/auth).
  await registerAuth(app, resolveCurrentUser);
  // Before any route: OpenAPI's route collection and the latency hook only see routes added after them.
  await registerApiDocs(app);
  // Made once Redis answers, not at start-up: BullMQ keeps a Queue's failed first initialisation
  // for good, so queues made while Redis was away would fail the gauges and the dashboard until a
  // restart (decision 032).
  const queues = createLazyQueues(config, deps.redis);
  app.addHook('onClose', () => queues.close());
  await registerMetricsRoute(app, createMetrics(app, { orm: deps.orm, queues }));

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(referenceModule, { prefix: '/api' });
  await app.register(identityModule, { prefix: '/api' });
  await app.register(directoryModule, { prefix: '/api' });
  await app.register(profilesModule, { prefix: '/api' });
  await app.register(shortlistsModule, { prefix: '/api' });
  await app.register(invitationsModule, { prefix: '/api' });
  await app.register(communityModule, { prefix: '/api' });
  await app.register(contentModule, { prefix: '/api' });
  await app.register(savedSearchesModule, { prefix: '/api' });
  await app.register(auditModule, { prefix: '/api' });
  await app.register(insightsModule, { prefix: '/api' });
  if (config.isDevelopment) {
    // Imported only here: the dev mailbox needs mailparser, a development dependency.
    const { devMailboxRoutes } = await import('./platform/mail/dev-mailbox.route.ts');
    await app.register(devMailboxRoutes);
  }

  await registerQueueDashboard(app, queues);
  // The content hub's featured images, from the same origin (the CSP allows images from 'self').
  await registerUploads(app);
  // Article pages get their own title, description and Open Graph tags for link previews; the
  // platform serves the page, the content module knows the article (so no platform → module import).
  // First loads preload their page's data, chunks and lead image (decision 025); the hub's lead
  // image is kept by this process, so the page's HTML does not wait on the database.
  const readHubLeadImage = createHubLeadImageReader(deps.orm);
  // Read once before the first page, so even a fresh process's first /content need not wait for it.
  app.addHook('onReady', async () => app.warmUp.track('hub lead image', readHubLeadImage));
  // Images stored before their narrower copies existed get them before the process says it is ready (decision 047).
  app.addHook('onReady', async () => app.warmUp.track('content image copies', () => addMissingImageCopies(config.uploadsDir)));
  await registerWebApp(app, {
    pageMetaFor: (request, pathname) => findArticlePreview(request.em, pathname, config.http.publicUrl),
    firstLoadRequestsFor,
    firstLoadImagesFor: (pathname, search) => firstLoadImagesFor(readHubLeadImage, pathname, search),
    isServerRenderedPage,
  });
  return app;
}
