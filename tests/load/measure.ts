import autocannon from 'autocannon';

export type Measurement = {
  label: string;
  connections: number;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers by status class ('2xx', '4xx', '5xx', ...), when the run kept them. */
  statusCounts?: Record<string, number>;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function run(options: autocannon.Options, onLatency?: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    // autocannon reports p97.5, not p95: keep every response time and compute the percentiles here.
    if (onLatency) instance.on('response', (_client, _status, _bytes, responseTime) => onLatency(responseTime));
  });
}

/**
 * Latency percentiles and throughput of `paths` (cycled through by every connection) on `baseUrl`,
 * after a short warm-up that is not counted. Either a duration in seconds or a number of requests.
 */
export async function measure(
  label: string,
  baseUrl: string,
  paths: string[],
  { connections, duration, amount, warmup = 2 }: { connections: number; duration?: number; amount?: number; warmup?: number },
): Promise<Measurement> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  if (warmup > 0) await run({ url: baseUrl, connections, duration: warmup, requests });
  const latencies: number[] = [];
  const result = await run(
    { url: baseUrl, connections, requests, timeout: 600, ...(amount ? { amount } : { duration: duration ?? 10 }) },
    (ms) => latencies.push(ms),
  );
  latencies.sort((a, b) => a - b);
  const seconds = (result.duration ?? 1) || 1;
  return {
    label,
    connections,
    requests: latencies.length,
    errors: result.errors + result.timeouts + result.non2xx,
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

const round = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

export function markdownTable(rows: Measurement[]): string {
  const lines = [
    '| Scenario | Connections | Requests | Errors | req/s | p50 ms | p95 ms | p99 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.connections} | ${r.requests} | ${r.errors} | ${round(r.requestsPerSecond)} | ${round(r.p50)} | ${round(r.p95)} | ${round(r.p99)} |`,
    ),
  ];
  return lines.join('\n');
}
