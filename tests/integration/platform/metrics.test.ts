import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueues, closeQueues } from '../../../src/platform/queues/queues.ts';
import { createSignedInUser } from '../../factories/users.factory.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0] ?? '';
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

describe('GET /metrics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const queues = createQueues(t.config, t.redis);
    await queues.email.add('email.test', { n: 1 });
    await queues.email.add('email.test', { n: 2 });
    await queues.slack.add('slack.test', { n: 3 }, { delay: 60_000 });
    await closeQueues(queues);
    const em = t.orm.em.fork();
    await em.execute(
      `INSERT INTO outbox (id, type, payload, occurred_at, dispatched_at) VALUES
         (?, 'TestHappened', '{}', now() - interval '90 seconds', NULL),
         (?, 'TestHappened', '{}', now() - interval '30 seconds', NULL),
         (?, 'TestHappened', '{}', now() - interval '900 seconds', now())`,
      [randomUUID(), randomUUID(), randomUUID()],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers in the Prometheus text format with the process metrics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(res.body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('labels the latency histogram with the route pattern, not the raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health?probe=1' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/12345' });
    const { body } = await t.app.inject({ method: 'GET', url: '/metrics' });
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    expect(sample(body, 'http_request_duration_seconds_count', health)).toBe(1);
    expect(sample(body, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(1);
    expect(sample(body, 'http_request_duration_seconds_count', { route: 'not_found', status_code: '404' })).toBe(1);
    expect(body).not.toContain('12345');
    expect(body).not.toContain('probe=1');
  });

  it('reports queue depth per queue and state, read from BullMQ at scrape time', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(sample(body, 'queue_jobs', { queue: 'email', state: 'waiting' })).toBe(2);
    expect(sample(body, 'queue_jobs', { queue: 'slack', state: 'delayed' })).toBe(1);
    for (const queue of ['email', 'slack', 'notifications']) {
      for (const state of ['waiting', 'active', 'delayed', 'failed']) {
        expect(sample(body, 'queue_jobs', { queue, state }), `${queue}/${state}`).toBeTypeOf('number');
      }
    }
    expect(sample(body, 'queue_jobs', { queue: 'notifications', state: 'failed' })).toBe(0);
    expect(sample(body, 'queue_metrics_available')).toBe(1);
  });

  it('reports the outbox backlog and the age of its oldest event', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(sample(body, 'outbox_undispatched_events')).toBe(2);
    const lag = sample(body, 'outbox_lag_seconds') ?? 0;
    expect(lag).toBeGreaterThanOrEqual(90);
    expect(lag).toBeLessThan(300);
  });
});

describe('GET /metrics while Redis is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 is never a Redis: every connection attempt is refused.
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('still answers quickly, without queue series, and with the outbox figures', async () => {
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(sample(res.body, 'queue_metrics_available')).toBe(0);
    expect(sample(res.body, 'queue_jobs')).toBeUndefined();
    expect(sample(res.body, 'outbox_undispatched_events')).toBe(0);
    expect(sample(res.body, 'outbox_lag_seconds')).toBe(0);
  });
});

describe('GET /metrics in production', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://talentleaders.example',
    SMTP_URL: 'smtp://127.0.0.1:1025',
    JWT_SECRET: 'p'.repeat(40),
    COOKIE_SECRET: 'q'.repeat(40),
    TOTP_ENCRYPTION_KEY: `${'t'.repeat(43)}=`,
  };
  const token = 'operator-token-for-metrics-0123456789';
  let withToken: TestApp;
  let withoutToken: TestApp;
  beforeAll(async () => {
    [withToken, withoutToken] = await Promise.all([
      createTestApp({ ...production, OPERATOR_TOKEN: token }),
      createTestApp(production),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withToken.close(), withoutToken.close()]);
  });

  it('needs the operator token as a bearer token', async () => {
    const refused = await withToken.app.inject({ method: 'GET', url: '/metrics' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.headers['www-authenticate']).toContain('Bearer');
    const wrong = await withToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const ok = await withToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_request_duration_seconds');
  });

  it('without an operator token answers 404 to everyone but a signed-in super admin', async () => {
    const res = await withoutToken.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    const admin = await createSignedInUser(withoutToken.app, 'super-admin');
    const ok = await withoutToken.app.inject({ method: 'GET', url: '/metrics', headers: admin.headers });
    expect(ok.statusCode).toBe(200);
  });
});
