/**
 * Whether an error means "PostgreSQL or Redis cannot be reached right now" rather than a fault in
 * our code: the request could have waited, so it is answered 503 with Retry-After (a load balancer
 * or the web app retries), never 500. Walks the `cause` chain, since the ORM and the pool wrap the
 * driver's error.
 */
export function isDependencyUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 6; current = (current as { cause?: unknown }).cause, depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, name, message } = current as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE_STATES.has(code))) return true;
    if (typeof name === 'string' && UNAVAILABLE_ERROR_NAMES.has(name)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** Seconds a caller is asked to wait: about how long a restarted PostgreSQL or Redis takes to answer. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATE class 08 (connection exception) and 57P0x (the server is shutting down or starting). */
const POSTGRES_UNAVAILABLE_STATES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']);

/** MikroORM's wrapper for a lost connection; ioredis's error once its per-request retries are spent. */
const UNAVAILABLE_ERROR_NAMES = new Set(['ConnectionException', 'MaxRetriesPerRequestError']);

const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Knex: Timeout acquiring a connection/i,
  /Client has encountered a connection error/i,
  /Connection is closed/i,
  /Stream isn't writeable/i,
  /the database system is (starting up|shutting down)/i,
];
