import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LazyQueues } from '../queues/queues.ts';
import { within } from '../within.ts';
import {
  OPERATOR_COOKIE,
  authorizeOperator,
  matchesSecret,
  operatorCookieValue,
} from './operator-access.ts';
import { sendProblem } from './problem.ts';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

const SESSION_SECONDS = 12 * 3600;

const REFUSED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Super admins only</title></head>
<body><main><h1>Super admins only</h1>
<p><a href="/auth/login">Sign in</a> as a super admin (admin@example.com in <code>make dev</code>) and come back, or open <code>${QUEUE_DASHBOARD_PATH}?token=&lt;OPERATOR_TOKEN&gt;</code> once; this browser then stays signed in to the queue dashboard for 12 hours.</p>
</main></body></html>`;

function refuse(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.header('www-authenticate', 'Bearer realm="operators"').header('cache-control', 'no-store');
  if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
    return reply.status(401).type('text/html; charset=utf-8').send(REFUSED_PAGE);
  }
  return sendProblem(request, reply, 401, 'operator_token_required', 'Sign in as a super admin or send the operator token.');
}

/**
 * `?token=` exchanges the token for a cookie scoped to the dashboard, then redirects to the same
 * URL without it, so the token leaves the address bar and the history at once.
 */
function exchangeQueryToken(request: FastifyRequest, reply: FastifyReply, token: string): FastifyReply | undefined {
  const url = new URL(request.url, 'http://operator.invalid');
  const given = url.searchParams.get('token');
  if (given === null) return undefined;
  if (!matchesSecret(given, token)) return refuse(request, reply);
  url.searchParams.delete('token');
  reply.setCookie(OPERATOR_COOKIE, operatorCookieValue(token), {
    path: QUEUE_DASHBOARD_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.server.deps.config.isProduction,
    maxAge: SESSION_SECONDS,
  });
  return reply.header('cache-control', 'no-store').redirect(`${url.pathname}${url.search}`, 303);
}

/** A `<link>` to another host: in bull-board's page, its Google Fonts stylesheet. */
const REMOTE_LINK = /<link\b[^>]*\bhref\s*=\s*["']?(?:https?:)?\/\/[^>]*>\s*/gi;

/**
 * bull-board's page without links to other hosts. Its index.ejs asks Google Fonts for IBM Plex,
 * which the Content Security Policy refuses (decision 004): a console error on every visit. Its
 * stylesheet names the fonts with fallbacks, so the dashboard uses the system fonts. Only HTML is
 * rewritten (the page, on each of its client-side routes); the API's JSON and the static files
 * pass untouched.
 */
export function withoutRemoteLinks(html: string): string {
  return html.replace(REMOTE_LINK, '');
}

/** How long a dashboard request waits for Redis before it says the queues cannot be read. */
const QUEUES_READY_TIMEOUT_MS = 1000;

/**
 * bull-board for the email, slack and notifications queues at /admin/queues, behind
 * authorizeOperator: super admins, or the operator token. The queues are handed to bull-board on
 * the first request that finds Redis answering (createLazyQueues: BullMQ keeps a Queue's failed
 * first initialisation for good, decision 032), so an API started while Redis was away shows them
 * once it is back; until then the dashboard's API answers 503 at once rather than hanging.
 */
export async function registerQueueDashboard(app: FastifyInstance, queues: LazyQueues): Promise<void> {
  const { config } = app.deps;

  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  const board = createBullBoard({
    queues: [],
    serverAdapter,
    options: { uiConfig: { boardTitle: 'TalentLeaders', hideDocsLink: true } },
  });
  let shown = false;
  const showQueues = async (): Promise<boolean> => {
    if (shown) return true;
    try {
      const ready = await within(QUEUES_READY_TIMEOUT_MS, queues.ready());
      if (!shown) board.replaceQueues(Object.values(ready).map((queue) => new BullMQAdapter(queue)));
      shown = true;
    } catch {
      // Redis is still away: the caller says so, and the next request tries again.
    }
    return shown;
  };

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const token = config.secrets.operatorToken;
      if (token && request.method === 'GET') {
        const exchanged = exchangeQueryToken(request, reply, token);
        if (exchanged) return exchanged;
      }
      if (!(await authorizeOperator(request))) return refuse(request, reply);
      // The page and its static files need no Redis; what it asks of the queues does.
      if (request.url.startsWith(`${QUEUE_DASHBOARD_PATH}/api/`) && !(await showQueues())) {
        reply.header('retry-after', '5').header('cache-control', 'no-store');
        return sendProblem(request, reply, 503, 'queues_unavailable', 'The queues cannot be read: Redis is not answering. Try again shortly.');
      }
    });
    scope.addHook('onSend', async (_request, reply, payload) =>
      typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html') ? withoutRemoteLinks(payload) : payload,
    );
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
}
