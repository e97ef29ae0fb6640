/** What the API answered while a fault was on: status counts of readiness and of user requests. */
export type ProbeReport = {
  ready: Record<string, number>;
  user: Record<string, number>;
  /** Milliseconds from the dependency's return to the first ready 200 and user 2xx after it. */
  backAfterMs: number | undefined;
  /** User answers that were 5xx other than 503 (a 500 to a request that could have waited). */
  serverErrors: string[];
};

/**
 * Polls /api/ready and a user read (the directory search, answered from PostgreSQL and its cache)
 * every `intervalMs`, each with a client timeout, like a load balancer and a visitor would.
 */
export function startProber(apiUrl: string, userPaths: readonly string[], intervalMs = 100) {
  const ready: Record<string, number> = {};
  const user: Record<string, number> = {};
  const serverErrors: string[] = [];
  let healedAt: number | undefined;
  let backAt: number | undefined;
  let running = true;
  let turn = 0;

  const hit = async (path: string): Promise<string> => {
    try {
      const response = await fetch(`${apiUrl}${path}`, { signal: AbortSignal.timeout(5_000) });
      const body = await response.text();
      if (response.status >= 500 && response.status !== 503) serverErrors.push(`${response.status} ${path}: ${body.slice(0, 200)}`);
      return String(response.status);
    } catch (error) {
      return error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'no answer';
    }
  };

  const loop = (async () => {
    while (running) {
      const started = Date.now();
      const path = userPaths[turn % userPaths.length]!;
      turn += 1;
      const [readyStatus, userStatus] = await Promise.all([hit('/api/ready'), hit(path)]);
      ready[readyStatus] = (ready[readyStatus] ?? 0) + 1;
      user[userStatus] = (user[userStatus] ?? 0) + 1;
      if (healedAt !== undefined && backAt === undefined && readyStatus === '200' && userStatus.startsWith('2')) backAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, intervalMs - (Date.now() - started))));
    }
  })();

  return {
    /** The dependency is back: from now the time to the API's first good answers is measured. */
    markHealed: () => {
      healedAt = Date.now();
    },
    stop: async (): Promise<ProbeReport> => {
      running = false;
      await loop;
      return { ready, user, serverErrors, backAfterMs: healedAt !== undefined && backAt !== undefined ? backAt - healedAt : undefined };
    },
  };
}
