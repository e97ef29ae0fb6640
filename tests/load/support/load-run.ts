import autocannon from 'autocannon';
import type { Measurement } from '../measure.ts';

export type LoadOptions = Omit<autocannon.Options, 'url'> & {
  /** Seconds of the same load before the measured run, not counted (JIT, pools, caches). */
  warmup?: number;
};

function run(options: autocannon.Options, onLatency?: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    // autocannon reports p97.5, not p95: keep every response time and compute percentiles here.
    if (onLatency) instance.on('response', (_client, _status, _bytes, responseTime) => onLatency(responseTime));
  });
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * autocannon keeps each answer's body as a string (`body += chunk`, a UTF-8 decode of every byte),
 * which no bench reads. On a 2-core machine that decode competes with the server for the CPU, and
 * most for compressed answers (binary bytes decode slowly): a bare Fastify sending 8 KB of brotli
 * bytes served half the requests it served with 8 KB of JSON. The bodies are dropped unread, as a
 * browser's network stack would hand them on (decision 046).
 */
function keepNoBodies(client: unknown): void {
  const queue = (client as { pipelinedRequests?: { addBody: (data: Buffer) => void } }).pipelinedRequests;
  if (queue) queue.addBody = () => undefined;
}

/**
 * Any autocannon load (methods, bodies, headers, a fixed rate) with exact p50/p95/p99 over every
 * response. Non-2xx answers count as errors, so a limiter's 429 or a CSRF 403 cannot pass for speed.
 */
export async function runLoad(label: string, url: string, { warmup = 2, ...options }: LoadOptions): Promise<Measurement> {
  const withClient = { setupClient: keepNoBodies, ...options };
  if (warmup > 0) await run({ ...withClient, url, duration: warmup, amount: undefined });
  const latencies: number[] = [];
  const result = await run({ timeout: 30, ...withClient, url }, (ms) => latencies.push(ms));
  latencies.sort((a, b) => a - b);
  const seconds = result.duration || 1;
  return {
    label,
    connections: options.connections ?? 10,
    requests: latencies.length,
    errors: result.errors + result.timeouts + result.non2xx,
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    statusCounts: { '1xx': result['1xx'], '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
  };
}
