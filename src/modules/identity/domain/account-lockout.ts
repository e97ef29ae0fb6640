import { createHash } from 'node:crypto';
import type { AppConfig } from '../../../config.ts';
import type { Redis } from '../../../platform/queues/redis.ts';
import { AppError } from '../../../platform/errors.ts';
import { lockoutMessage } from '../contracts/account-sessions.contract.ts';

/**
 * The per-account lock-out of decision 041, beside the per-IP limit: after `failures` wrong
 * secrets for one address within `windowMs`, the address refuses sign-in for `firstLockMs`, each
 * next lock within a day twice as long, up to `maxLockMs`. A right password resets it all.
 *
 * Counted in Redis, by a hash of the normalised address (never the address itself): the counters
 * expire on their own, so addresses nobody owns (which must lock exactly like real ones, or the
 * lock would tell who has an account) leave nothing behind to clean up, and a failed sign-in under
 * attack costs no PostgreSQL write. Redis away or forgetting means no lock-out for a while, as for
 * the per-IP limit (fail open: decision 032): never everybody locked out.
 *
 * Any secret can count: the second-factor step calls `recordFailure` with the same address for a
 * wrong code, and `lockedForMs` before checking one.
 */
export type AccountLockout = {
  /** How long the address is still locked, in ms (0 when not). */
  lockedForMs: (email: string) => Promise<number>;
  /** One wrong secret for the address; answers the lock it started, in ms (0 when none). */
  recordFailure: (email: string) => Promise<number>;
  /** A right password (or a new one set by reset): the count, the lock and its growth start over. */
  reset: (email: string) => Promise<void>;
};

/** Each next lock doubles for as long as locks keep coming; after a quiet day it starts from the first again. */
const GROWTH_MEMORY_MS = 24 * 3600 * 1000;

// KEYS: failures, level, locked. ARGV: windowMs, failures, firstLockMs, maxLockMs, growthMemoryMs.
// One script, so two API processes counting the same address at once cannot both miss the threshold.
const RECORD_FAILURE = `
local failures = redis.call('INCR', KEYS[1])
if failures == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if failures < tonumber(ARGV[2]) then return 0 end
local level = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
local lockMs = math.min(tonumber(ARGV[3]) * math.pow(2, math.min(level - 1, 20)), tonumber(ARGV[4]))
redis.call('SET', KEYS[3], '1', 'PX', math.floor(lockMs))
redis.call('DEL', KEYS[1])
return math.floor(lockMs)
`;

export function normaliseLockoutEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Only warn is used: Fastify's request logger and pino's both fit. */
type WarningLogger = { warn: (details: object, message: string) => void };

export function createAccountLockout(redis: Redis, config: Pick<AppConfig, 'auth' | 'redis'>, logger: WarningLogger): AccountLockout {
  const settings = config.auth.lockout;
  const keysOf = (email: string) => {
    const digest = createHash('sha256').update(normaliseLockoutEmail(email)).digest('base64url');
    const base = `${config.redis.prefix}:account-lockout:${digest}`;
    return { failures: `${base}:failures`, level: `${base}:level`, locked: `${base}:locked` };
  };
  // Fail open, like the per-IP limit: Redis away must not stop anyone signing in.
  const failOpen = <T>(what: string, fallback: T) => (error: unknown) => {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, `account lock-out: ${what} skipped (Redis)`);
    return fallback;
  };
  return {
    lockedForMs: (email) =>
      redis
        .pttl(keysOf(email).locked)
        .then((ms) => Math.max(ms, 0))
        .catch(failOpen('check', 0)),
    recordFailure: (email) => {
      const keys = keysOf(email);
      return redis
        .eval(RECORD_FAILURE, 3, keys.failures, keys.level, keys.locked, settings.windowMs, settings.failures, settings.firstLockMs, settings.maxLockMs, GROWTH_MEMORY_MS)
        .then((ms) => Number(ms))
        .catch(failOpen('count', 0));
    },
    reset: async (email) => {
      const keys = keysOf(email);
      await redis.del(keys.failures, keys.level, keys.locked).catch(failOpen('reset', 0));
    },
  };
}

/** 429 with Retry-After: the same for every address, known or not, so it tells nobody who has an account. */
export class AccountLockedError extends AppError {
  override readonly retryAfterSeconds: number;
  constructor(lockedForMs: number) {
    const seconds = Math.max(1, Math.ceil(lockedForMs / 1000));
    super('account_locked', lockoutMessage(seconds), 429);
    this.retryAfterSeconds = seconds;
  }
}

/** The lock-out around one secret typed for an account: checked before, counted when wrong. */
export type SecretGuard = { beforeCheck: () => Promise<void>; wrongSecret: () => Promise<void> };

/**
 * For a code (sign-in's second step, step-up, turning a factor off): a locked account takes none,
 * and a wrong one counts like a wrong password (the attempt itself answers as a wrong code; the
 * lock shows from the next). A browser the account signed in from before is spared a lock someone
 * else started (decision 041).
 */
export function guardSecret(lockout: AccountLockout, email: string, knownDevice: boolean): SecretGuard {
  return {
    beforeCheck: async () => {
      const lockedForMs = await lockout.lockedForMs(email);
      if (lockedForMs > 0 && !knownDevice) throw new AccountLockedError(lockedForMs);
    },
    wrongSecret: async () => {
      await lockout.recordFailure(email);
    },
  };
}
