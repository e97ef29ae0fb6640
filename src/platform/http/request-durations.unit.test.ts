import { Histogram, Registry, type Metric } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../tests/fuzz/seeded-random.ts';
import { RequestDurationHistogram } from './request-durations.ts';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The same observations into prom-client's own Histogram and into ours, each in a registry of its own. */
function bothWith(observations: [method: string, route: string, status: number, seconds: number][]) {
  const theirs = new Registry();
  const reference = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS,
    registers: [theirs],
  });
  const ours = new Registry();
  const durations = new RequestDurationHistogram(BUCKETS);
  ours.registerMetric(durations as unknown as Metric);
  for (const [method, route, status, seconds] of observations) {
    reference.observe({ method, route, status_code: status }, seconds);
    durations.observe(method, route, status, seconds);
  }
  return { theirs, ours, durations };
}

describe('the request-duration histogram', () => {
  it('writes exactly what prom-client’s Histogram writes for the same observations', async () => {
    const random = seededRandom(20261127);
    const routes = ['/api/directory', '/api/profiles/:id', 'not_found', 'web_app'];
    const observations = Array.from({ length: 2_000 }, (): [string, string, number, number] => [
      random.chance(0.8) ? 'GET' : 'POST',
      random.pick(routes),
      random.pick([200, 201, 400, 404, 500]),
      // Up to 20 s: some beyond the last bucket, some exactly on a bound.
      random.chance(0.05) ? random.pick(BUCKETS) : random.next() ** 4 * 20,
    ]);
    const { theirs, ours } = bothWith(observations);
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/directory",status_code="200"}');
  });

  it('starts again empty when the registry resets its metrics', async () => {
    const { ours, theirs } = bothWith([['GET', '/api/health', 200, 0.002]]);
    ours.resetMetrics();
    theirs.resetMetrics();
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.metrics()).not.toContain('_count');
  });
});
