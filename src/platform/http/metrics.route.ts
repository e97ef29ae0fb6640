import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { authorizeOperator } from './operator-access.ts';
import { sendProblem } from './problem.ts';

/**
 * GET /metrics in Prometheus' text format. Open in development and test (the process listens on
 * the loopback); in production it needs `Authorization: Bearer $OPERATOR_TOKEN` or a super admin's
 * session, and without a configured token it answers 404 to everyone else.
 */
export async function registerMetricsRoute(app: FastifyInstance, registry: Registry): Promise<void> {
  const { config } = app.deps;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (config.isProduction) {
      if (!(await authorizeOperator(request))) {
        // Without a token only a super admin's browser could read it; scrapers get nothing to probe.
        if (!config.secrets.operatorToken) {
          return sendProblem(request, reply, 404, 'not_found', `No route for ${request.method} /metrics.`);
        }
        reply.header('www-authenticate', 'Bearer realm="operators"');
        return sendProblem(request, reply, 401, 'operator_token_required', 'An operator token is required.');
      }
    }
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
}
