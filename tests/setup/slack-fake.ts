import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signSlackRequest } from '../../src/platform/slack/slack-signature.ts';

/** One call the fake received: the Web API method, its arguments and the bearer token. */
export type SlackCall = {
  method: string;
  args: Record<string, string>;
  token: string | undefined;
  /** How the fake answered it ('ok' is the only one that did anything). */
  answer?: SlackReply['kind'];
};

/** What the fake answers to one call (in order; after the scripted ones, `ok`). */
export type SlackReply =
  | { kind: 'ok'; body?: Record<string, unknown> }
  | { kind: 'error'; error: string }
  | { kind: 'ratelimited'; retryAfterSeconds: number }
  | { kind: 'http'; status: number };

export type SlackUser = { id: string; email: string; deleted?: boolean; is_bot?: boolean };

export type SlackFake = {
  /** The API URL to give SLACK_API_URL (ends with '/'). */
  url: string;
  calls: SlackCall[];
  callsTo: (method: string) => SlackCall[];
  /** Scripts the next answers of one method. */
  reply: (method: string, ...replies: SlackReply[]) => void;
  /** Answers every call 429 with this Retry-After until called with undefined (a sustained limit). */
  rateLimitAll: (retryAfterSeconds: number | undefined) => void;
  /** Calls answered 429 so far. */
  rateLimited: number;
  /** The workspace users.list pages through (pageSize per page). */
  users: SlackUser[];
  pageSize: number;
  close: () => Promise<void>;
};

/**
 * A local HTTP fake of Slack's Web API for tests: Bolt's WebClient is pointed at it with
 * SLACK_API_URL. It answers admin.users.invite and users.list (paginated with cursors) like Slack
 * does, records every call, and answers what a test scripts: ok, a platform error ({ ok: false,
 * error }), a 429 with Retry-After, or a bare HTTP status.
 */
export async function startSlackFake(): Promise<SlackFake> {
  const calls: SlackCall[] = [];
  const scripted = new Map<string, SlackReply[]>();
  let limitAll: number | undefined;
  const invited = new Set<string>();
  const fake: SlackFake = {
    url: '',
    calls,
    callsTo: (method) => calls.filter((call) => call.method === method),
    reply: (method, ...replies) => scripted.set(method, [...(scripted.get(method) ?? []), ...replies]),
    rateLimitAll: (retryAfterSeconds) => {
      limitAll = retryAfterSeconds;
    },
    rateLimited: 0,
    users: [],
    pageSize: 2,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const method = (request.url ?? '/').replace(/^\/api\//, '').replace(/^\//, '').split('?')[0] ?? '';
      const args = parseArgs(await readBody(request), request.headers['content-type']);
      const auth = request.headers.authorization;
      let reply: SlackReply =
        limitAll === undefined ? (scripted.get(method)?.shift() ?? { kind: 'ok' }) : { kind: 'ratelimited', retryAfterSeconds: limitAll };
      // Like Slack: inviting an address that already has an invite changes nothing.
      if (method === 'admin.users.invite' && reply.kind === 'ok' && args.email) {
        if (invited.has(args.email)) reply = { kind: 'error', error: 'already_invited' };
        else invited.add(args.email);
      }
      calls.push({ method, args, token: auth?.startsWith('Bearer ') ? auth.slice(7) : args.token, answer: reply.kind });
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(body));
      };
      if (reply.kind === 'ratelimited') {
        fake.rateLimited += 1;
        return send(429, { ok: false, error: 'ratelimited' }, { 'retry-after': String(reply.retryAfterSeconds) });
      }
      if (reply.kind === 'http') return send(reply.status, { ok: false });
      if (reply.kind === 'error') return send(200, { ok: false, error: reply.error });
      if (method === 'users.list') {
        const start = Number(args.cursor ? Buffer.from(args.cursor, 'base64').toString() : '0');
        const page = fake.users.slice(start, start + fake.pageSize);
        const next = start + fake.pageSize < fake.users.length ? Buffer.from(String(start + fake.pageSize)).toString('base64') : '';
        return send(200, {
          ok: true,
          members: page.map((user) => ({ id: user.id, deleted: user.deleted ?? false, is_bot: user.is_bot ?? false, profile: { email: user.email } })),
          response_metadata: { next_cursor: next },
          ...reply.body,
        });
      }
      return send(200, { ok: true, ...reply.body });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  return fake;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function parseArgs(body: string, contentType: string | undefined): Record<string, string> {
  if (!body) return {};
  if (contentType?.includes('application/json')) {
    return Object.fromEntries(Object.entries(JSON.parse(body) as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  }
  return Object.fromEntries(new URLSearchParams(body));
}

/** Headers and body of an Events API request signed like Slack signs it (tests and the dev CLI). */
export function signedSlackEvent(signingSecret: string, body: unknown, timestamp = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify(body);
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'x-slack-request-timestamp': String(timestamp),
      'x-slack-signature': signSlackRequest(signingSecret, timestamp, payload),
    },
  };
}

/** A team_join envelope as Slack sends it. */
export function teamJoinEvent(email: string, slackUserId: string) {
  return {
    type: 'event_callback',
    team_id: 'TFAKE',
    event_id: `Ev${slackUserId}`,
    event: { type: 'team_join', user: { id: slackUserId, team_id: 'TFAKE', is_bot: false, profile: { email } } },
  };
}
