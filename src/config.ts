import { z } from 'zod';
import { RETENTION_DEFAULTS } from './modules/identity/contracts/retention.contract.ts';

/**
 * The one place that reads the process environment. Everything else receives a typed `AppConfig`.
 * A bad or missing variable stops start-up with a single message that names every problem.
 */

const DEV_SECRET = 'development-only-secret-change-me-0123456789';

/**
 * Outside production only: encrypts the TOTP secrets at rest (32 bytes, base64). Public, so any
 * database made with it must be treated as holding its secrets in the clear (decision 043).
 */
const DEV_TOTP_ENCRYPTION_KEY = 'ZGV2ZWxvcG1lbnQtb25seS10b3RwLWtleS0wMTIzNDU=';

/** Outside production only: `npm run slack -- simulate-join` signs with it too. */
const DEV_SLACK_SIGNING_SECRET = 'development-only-slack-signing-secret';
/** Outside production only: what the e-mail mode links to when no workspace is configured. */
const DEV_SLACK_INVITE_URL = 'https://join.slack.com/t/talentleaders-dev/shared_invite/placeholder-link';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number({ error: 'must be a port number (0-65535)' }).int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z.url({ message: 'must be a postgres:// URL' }).refine((v) => /^postgres(ql)?:\/\//.test(v), {
      message: 'must be a postgres:// URL',
    }),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    REDIS_URL: z.url().refine((v) => /^rediss?:\/\//.test(v), { message: 'must be a redis:// URL' }),
    REDIS_PREFIX: z
      .string()
      .regex(/^[a-zA-Z0-9_-]+$/, 'may contain only letters, digits, "_" and "-"')
      .default('tl'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_PRETTY: booleanFromString.optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    /** Where uploaded files (the content hub's featured images) are kept; served at /uploads/. Default <DATA_DIR>/uploads. */
    UPLOADS_DIR: z.string().min(1).optional(),
    WEB_DIST_DIR: z.string().min(1).default('web/dist'),
    SERVE_WEB: booleanFromString.default(true),
    /** How long a visitor's server-rendered page is served again (decision 047); 0 renders every request. */
    VISITOR_PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SECRET),
    COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SECRET),
    OPERATOR_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
    /**
     * The AES-256-GCM key the TOTP secrets are encrypted with (decision 043): 32 random bytes in
     * base64 (`openssl rand -base64 32`). Required in production; a fixed development key otherwise.
     */
    TOTP_ENCRYPTION_KEY: z
      .string()
      .refine((v) => /^[A-Za-z0-9+/]{43}=$/.test(v.trim()) && Buffer.from(v.trim(), 'base64').length === 32, {
        message: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
      })
      .optional(),
    SMTP_URL: z
      .string()
      .refine((v) => /^smtps?:\/\//.test(v), { message: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('TalentLeaders <no-reply@talentleaders.local>'),
    MAIL_REDIRECT_TO: z.email({ message: 'must be an e-mail address' }).optional(),
    CSP_IMG_HOST: z
      .string()
      .regex(/^https:\/\/[a-z0-9.-]+(:\d+)?$/i, 'must be an https:// origin such as https://images.example.com')
      .optional(),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    /**
     * How long an idle keep-alive connection stays open. Above the idle timeout of any proxy in
     * front (Node's agents, load balancers: commonly 60 s), so the API never closes a connection
     * the proxy is about to reuse (the proxy would answer 502).
     */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(72_000),
    /** Time allowed to receive a request's headers; above the keep-alive timeout (default: it + 1 s). */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).optional(),
    /**
     * How long a page's HTML may wait for its server render (its API answers usually take 1-10 ms
     * in all): past it the visitor gets the page the browser renders (decision 047).
     */
    SERVER_RENDER_TIMEOUT_MS: z.coerce.number().int().min(1).default(1000),
    JOB_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    JOB_BACKOFF_MS: z.coerce.number().int().min(1).default(2000),
    JOB_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
    OUTBOX_POLL_MS: z.coerce.number().int().min(5).default(200),
    // How often each API process writes the insights it counted in memory (decision 050): a process
    // killed without a graceful close loses at most this long's counts.
    INSIGHTS_FLUSH_MS: z.coerce.number().int().min(50).max(300_000).default(10_000),
    // When the weekly insights e-mail goes to approved executives (cron, UTC; 'off' for none).
    INSIGHTS_WEEKLY_EMAIL_CRON: z.string().min(1).default('0 6 * * 1'),
    OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
    /** Days a dispatched outbox row is kept; 7 matches how long BullMQ keeps completed job ids. */
    OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
    OUTBOX_CLEANUP_INTERVAL_MS: z.coerce.number().int().min(1000).default(3_600_000),
    /** How often each worker's sweeper looks for relayed jobs Redis has lost (decision 032). */
    OUTBOX_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).default(30_000),
    /** How long a relayed job may be unfinished before the sweeper asks Redis about it, and again after each check. */
    OUTBOX_SWEEP_GRACE_MS: z.coerce.number().int().min(0).default(60_000),
    /** Recent directory search results (pages, totals, facet counts) kept per process (0 = off). */
    DIRECTORY_SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(5000),
    /** Directory facet counts from a per-process in-memory index (false = count in PostgreSQL). */
    DIRECTORY_FACET_INDEX: booleanFromString.default(true),
    /** Keep the built directory index in PostgreSQL and start from it (decision 027). */
    DIRECTORY_INDEX_SNAPSHOT: booleanFromString.default(true),
    /**
     * With snapshots on, the most entries a process with no usable snapshot reads itself; a larger
     * directory waits for the snapshot built outside the API (decision 033).
     */
    DIRECTORY_INDEX_ROWS_IN_PROCESS: z.coerce.number().int().min(0).default(10_000),
    /** Searches a process without its index runs in PostgreSQL at once; more answer 503 (0 = all; decision 033). */
    DIRECTORY_UNINDEXED_SEARCHES: z.coerce.number().int().min(0).max(100).default(1),
    /** statement_timeout of such a search, in ms: past it, 503 and no SQL search for 30 s (decision 033). */
    DIRECTORY_UNINDEXED_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(2000),
    /** Follow the directory version by LISTEN/NOTIFY, so cached searches need no round trip (decision 024). */
    DIRECTORY_VERSION_CHANNEL: booleanFromString.default(true),
    /** Popular searches a fresh process computes before /api/ready answers 200 (0 = none; decision 024). */
    DIRECTORY_WARM_START_SEARCHES: z.coerce.number().int().min(0).max(100_000).default(2000),
    /** The most a warm start may take, in seconds: past it the process reports ready with what it has. */
    DIRECTORY_WARM_START_SECONDS: z.coerce.number().min(0).max(600).default(30),
    /** Requests per client IP and window on each sign-up, sign-in, password and token endpoint. */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    /**
     * Per-account lock-out (decision 041): failed passwords for one address within the window
     * before it refuses sign-in for a while (the name ends in _RATE_LIMIT_MAX so the fuzzer lifts it).
     */
    ACCOUNT_LOCKOUT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
    ACCOUNT_LOCKOUT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    /** The first lock-out's length; each next one (within a day) doubles, up to the maximum. */
    ACCOUNT_LOCKOUT_FIRST_SECONDS: z.coerce.number().int().min(1).default(60),
    ACCOUNT_LOCKOUT_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).default(900),
    /** How long a browser that signed in stays 'known' (its correct password is never locked out). */
    KNOWN_DEVICE_DAYS: z.coerce.number().int().min(1).max(400).default(180),
    /** Copies of their data a person may ask for per 24 hours (decision 040). */
    DATA_EXPORT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1),
    /** Invitations one consultant may create per window (a typo loop or a leaked session stays small). */
    INVITATION_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
    INVITATION_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    /** Community joins per client IP and window on the public /join-community form. */
    COMMUNITY_JOIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    COMMUNITY_JOIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    /** Comments, article submissions and image uploads per client IP and window, each counted on its own. */
    CONTENT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    CONTENT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    /**
     * How members are invited to the Slack workspace: 'email' sends them the workspace's shared
     * invite link (SLACK_INVITE_URL) from our mailer; 'admin-api' calls admin.users.invite
     * (Enterprise Grid only, with SLACK_ADMIN_TOKEN, SLACK_TEAM_ID and SLACK_INVITE_CHANNEL_IDS).
     */
    SLACK_INVITE_MODE: z.enum(['email', 'admin-api']).default('email'),
    /** The workspace's shared invite link (e-mail mode); a placeholder outside production. */
    SLACK_INVITE_URL: z.url().optional(),
    /** Bot token (xoxb-) with users:read and users:read.email, for the daily reconciliation. */
    SLACK_BOT_TOKEN: z.string().min(1).optional(),
    /** Org-level user token (xoxp-) with admin.users:write, for the admin-api mode. */
    SLACK_ADMIN_TOKEN: z.string().min(1).optional(),
    /** Verifies the Events API requests at /api/slack/events; a development value outside production. */
    SLACK_SIGNING_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
    /** The Web API's base URL; tests point it at a local fake. */
    SLACK_API_URL: z.url().default('https://slack.com/api/'),
    SLACK_TEAM_ID: z.string().min(1).optional(),
    /** Comma-separated channel ids the admin-api invite adds the member to (Slack requires one). */
    SLACK_INVITE_CHANNEL_IDS: z.string().optional(),
    /** When the reconciliation with users.list runs (cron, UTC); 'off' disables it. */
    SLACK_RECONCILE_CRON: z.string().min(1).default('30 3 * * *'),
    /** When the daily saved-search alerts run (cron, UTC); 'off' disables them. */
    SAVED_SEARCH_DAILY_CRON: z.string().min(1).default('0 7 * * *'),
    /** When the weekly saved-search alerts run (cron, UTC; Monday 07:00 by default); 'off' disables them. */
    SAVED_SEARCH_WEEKLY_CRON: z.string().min(1).default('0 7 * * 1'),
    /** When executives not confirmed for 30 days get the availability reminder (cron, UTC; the 1st at 08:00); 'off' disables it. */
    AVAILABILITY_REMINDER_CRON: z.string().min(1).default('0 8 1 * *'),
    /** When profiles not confirmed for 90 days are marked stale in the directory (cron, UTC); 'off' disables it. */
    AVAILABILITY_STALE_CRON: z.string().min(1).default('15 2 * * *'),
    /** Days after sign-up an account whose address was never confirmed is erased (the privacy page's figure by default). */
    RETENTION_UNCONFIRMED_ACCOUNT_DAYS: z.coerce.number().int().min(1).max(3650).default(RETENTION_DEFAULTS.unconfirmedAccountDays),
    /** Months after it was claimed or expired an invitation is deleted. */
    RETENTION_EXPIRED_INVITATION_MONTHS: z.coerce.number().int().min(1).max(120).default(RETENTION_DEFAULTS.expiredInvitationMonths),
    /** Months a security event (a refused action, an admin export) is kept. */
    RETENTION_SECURITY_EVENT_MONTHS: z.coerce.number().int().min(1).max(120).default(RETENTION_DEFAULTS.securityEventMonths),
    /**
     * Days what an erasure leaves behind may outlive it: the directory's change rows naming an
     * erased executive, finished jobs in Redis (whose data holds addresses and names).
     */
    RETENTION_ERASURE_REMNANT_DAYS: z.coerce.number().int().min(1).max(3650).default(RETENTION_DEFAULTS.erasureRemnantDays),
    /** When each retention job runs (cron, UTC); 'off' disables it (decision 037). */
    RETENTION_UNCONFIRMED_ACCOUNTS_CRON: z.string().min(1).default('40 2 * * *'),
    RETENTION_EXPIRED_INVITATIONS_CRON: z.string().min(1).default('45 2 * * *'),
    RETENTION_SECURITY_EVENTS_CRON: z.string().min(1).default('50 2 * * *'),
    RETENTION_ERASURE_REMNANTS_CRON: z.string().min(1).default('55 2 * * *'),
    /** Used and expired passkey challenges (they live 5 minutes): hourly by default (decision 044). */
    RETENTION_WEBAUTHN_CHALLENGES_CRON: z.string().min(1).default('5 * * * *'),
    /** Insights' raw rows (view marks, term searchers, daily salts): hourly by default, each deleted within two days (decision 050). */
    RETENTION_INSIGHTS_RAW_ROWS_CRON: z.string().min(1).default('15 * * * *'),
    /** Extra origins (comma-separated) allowed to send state-changing requests, besides PUBLIC_URL's. */
    TRUSTED_ORIGINS: z
      .string()
      .refine((v) => v.split(',').every((item) => !item.trim() || URL.canParse(item.trim())), {
        message: 'must be a comma-separated list of origins such as https://app.example.com',
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.HTTP_HEADERS_TIMEOUT_MS !== undefined && env.HTTP_HEADERS_TIMEOUT_MS <= env.HTTP_KEEP_ALIVE_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must be greater than HTTP_KEEP_ALIVE_TIMEOUT_MS',
      });
    }
    // A failed job's outbox row must be gone before Redis forgets the job, or the outbox sweeper
    // would take the job for lost and run it again (decision 032); the row holds the same data.
    const remnantDays: unknown = env.RETENTION_ERASURE_REMNANT_DAYS;
    const outboxDays: unknown = env.OUTBOX_RETENTION_DAYS;
    if (typeof remnantDays === 'number' && typeof outboxDays === 'number' && remnantDays <= outboxDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['RETENTION_ERASURE_REMNANT_DAYS'],
        message: 'must be greater than OUTBOX_RETENTION_DAYS',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['JWT_SECRET', 'COOKIE_SECRET'] as const) {
      if (env[key] === DEV_SECRET) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'must be set to a secret of your own in production' });
      }
    }
    if (!env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production' });
    if (!env.TOTP_ENCRYPTION_KEY || env.TOTP_ENCRYPTION_KEY.trim() === DEV_TOTP_ENCRYPTION_KEY) {
      ctx.addIssue({ code: 'custom', path: ['TOTP_ENCRYPTION_KEY'], message: 'is required in production (a key of your own: openssl rand -base64 32)' });
    }
    if (!env.PUBLIC_URL) ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' });
    // Run even when other variables failed, so one start-up names every problem at once.
  }, { when: () => true });

export type Environment = Record<string, string | undefined>;

export type AppConfig = ReturnType<typeof buildConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function buildConfig(env: z.output<typeof environmentSchema>) {
  const isProduction = env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    isProduction,
    isDevelopment: env.NODE_ENV === 'development',
    isTest: env.NODE_ENV === 'test',
    http: {
      host: env.HOST,
      port: env.PORT,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
      bodyLimit: env.BODY_LIMIT_BYTES,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS ?? env.HTTP_KEEP_ALIVE_TIMEOUT_MS + 1000,
      serverRenderTimeoutMs: env.SERVER_RENDER_TIMEOUT_MS,
      cspImageHost: env.CSP_IMG_HOST,
      serveWeb: env.SERVE_WEB,
      webDistDir: env.WEB_DIST_DIR,
      visitorPageCacheMs: env.VISITOR_PAGE_CACHE_MS,
    },
    database: { url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX },
    redis: { url: env.REDIS_URL, prefix: env.REDIS_PREFIX },
    log: { level: env.LOG_LEVEL, pretty: env.LOG_PRETTY ?? false },
    dataDir: env.DATA_DIR,
    uploadsDir: env.UPLOADS_DIR ?? `${env.DATA_DIR.replace(/\/$/, '')}/uploads`,
    secrets: {
      jwt: env.JWT_SECRET,
      cookie: env.COOKIE_SECRET,
      operatorToken: env.OPERATOR_TOKEN,
      /** 32 bytes: encrypts the TOTP secrets at rest. */
      totpEncryptionKey: Buffer.from((env.TOTP_ENCRYPTION_KEY ?? DEV_TOTP_ENCRYPTION_KEY).trim(), 'base64'),
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, redirectTo: env.MAIL_REDIRECT_TO },
    jobs: {
      attempts: env.JOB_ATTEMPTS,
      backoffMs: env.JOB_BACKOFF_MS,
      lockMs: env.JOB_LOCK_MS,
      concurrency: env.WORKER_CONCURRENCY,
    },
    outbox: {
      pollMs: env.OUTBOX_POLL_MS,
      batchSize: env.OUTBOX_BATCH_SIZE,
      retentionDays: env.OUTBOX_RETENTION_DAYS,
      cleanupIntervalMs: env.OUTBOX_CLEANUP_INTERVAL_MS,
      sweepIntervalMs: env.OUTBOX_SWEEP_INTERVAL_MS,
      sweepGraceMs: env.OUTBOX_SWEEP_GRACE_MS,
    },
    insights: {
      flushMs: env.INSIGHTS_FLUSH_MS,
      weeklyEmailCron: env.INSIGHTS_WEEKLY_EMAIL_CRON === 'off' ? undefined : env.INSIGHTS_WEEKLY_EMAIL_CRON,
    },
    directory: {
      searchCacheEntries: env.DIRECTORY_SEARCH_CACHE_ENTRIES,
      facetIndex: env.DIRECTORY_FACET_INDEX,
      versionChannel: env.DIRECTORY_VERSION_CHANNEL,
      indexSnapshot: env.DIRECTORY_INDEX_SNAPSHOT,
      indexRowsInProcess: env.DIRECTORY_INDEX_ROWS_IN_PROCESS,
      unindexedSearches: env.DIRECTORY_UNINDEXED_SEARCHES,
      unindexedTimeoutMs: env.DIRECTORY_UNINDEXED_TIMEOUT_MS,
      warmStartSearches: env.DIRECTORY_WARM_START_SEARCHES,
      warmStartMs: env.DIRECTORY_WARM_START_SECONDS * 1000,
    },
    invitations: {
      rateLimit: { max: env.INVITATION_RATE_LIMIT_MAX, windowMs: env.INVITATION_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    },
    community: {
      joinRateLimit: { max: env.COMMUNITY_JOIN_RATE_LIMIT_MAX, windowMs: env.COMMUNITY_JOIN_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    },
    content: {
      rateLimit: { max: env.CONTENT_RATE_LIMIT_MAX, windowMs: env.CONTENT_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    },
    slack: {
      inviteMode: env.SLACK_INVITE_MODE,
      /** Unset in production: e-mail-mode invites then fail with that reason, on the member, for the operator. */
      inviteUrl: env.SLACK_INVITE_URL ?? (isProduction ? undefined : DEV_SLACK_INVITE_URL),
      botToken: env.SLACK_BOT_TOKEN,
      adminToken: env.SLACK_ADMIN_TOKEN,
      signingSecret: env.SLACK_SIGNING_SECRET ?? (isProduction ? undefined : DEV_SLACK_SIGNING_SECRET),
      apiUrl: env.SLACK_API_URL.endsWith('/') ? env.SLACK_API_URL : `${env.SLACK_API_URL}/`,
      teamId: env.SLACK_TEAM_ID,
      inviteChannelIds: (env.SLACK_INVITE_CHANNEL_IDS ?? '').split(',').map((id) => id.trim()).filter(Boolean),
      reconcileCron: env.SLACK_RECONCILE_CRON === 'off' ? undefined : env.SLACK_RECONCILE_CRON,
    },
    savedSearches: {
      dailyCron: env.SAVED_SEARCH_DAILY_CRON === 'off' ? undefined : env.SAVED_SEARCH_DAILY_CRON,
      weeklyCron: env.SAVED_SEARCH_WEEKLY_CRON === 'off' ? undefined : env.SAVED_SEARCH_WEEKLY_CRON,
    },
    availability: {
      reminderCron: env.AVAILABILITY_REMINDER_CRON === 'off' ? undefined : env.AVAILABILITY_REMINDER_CRON,
      staleCron: env.AVAILABILITY_STALE_CRON === 'off' ? undefined : env.AVAILABILITY_STALE_CRON,
    },
    retention: {
      unconfirmedAccountDays: env.RETENTION_UNCONFIRMED_ACCOUNT_DAYS,
      expiredInvitationMonths: env.RETENTION_EXPIRED_INVITATION_MONTHS,
      securityEventMonths: env.RETENTION_SECURITY_EVENT_MONTHS,
      erasureRemnantDays: env.RETENTION_ERASURE_REMNANT_DAYS,
      unconfirmedAccountsCron: cronOrOff(env.RETENTION_UNCONFIRMED_ACCOUNTS_CRON),
      expiredInvitationsCron: cronOrOff(env.RETENTION_EXPIRED_INVITATIONS_CRON),
      securityEventsCron: cronOrOff(env.RETENTION_SECURITY_EVENTS_CRON),
      erasureRemnantsCron: cronOrOff(env.RETENTION_ERASURE_REMNANTS_CRON),
      webauthnChallengesCron: cronOrOff(env.RETENTION_WEBAUTHN_CHALLENGES_CRON),
      insightsRawRowsCron: cronOrOff(env.RETENTION_INSIGHTS_RAW_ROWS_CRON),
    },
    auth: {
      accessTtlSeconds: 15 * 60,
      refreshTtlSeconds: 30 * 24 * 3600,
      rateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000 },
      dataExportsPerDay: env.DATA_EXPORT_RATE_LIMIT_MAX,
      lockout: {
        failures: env.ACCOUNT_LOCKOUT_RATE_LIMIT_MAX,
        windowMs: env.ACCOUNT_LOCKOUT_WINDOW_SECONDS * 1000,
        firstLockMs: env.ACCOUNT_LOCKOUT_FIRST_SECONDS * 1000,
        maxLockMs: Math.max(env.ACCOUNT_LOCKOUT_MAX_SECONDS, env.ACCOUNT_LOCKOUT_FIRST_SECONDS) * 1000,
      },
      knownDeviceDays: env.KNOWN_DEVICE_DAYS,
      trustedOrigins: trustedOrigins(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`, env.TRUSTED_ORIGINS, isProduction),
    },
  };
}

/** A schedule setting: its cron pattern, or undefined when set to 'off'. */
function cronOrOff(setting: string): string | undefined {
  return setting === 'off' ? undefined : setting;
}

/**
 * Origins whose browsers may send state-changing requests: PUBLIC_URL's, the listed extras and,
 * outside production, the localhost/127.0.0.1 twin of a local PUBLIC_URL (both open the dev server).
 */
function trustedOrigins(publicUrl: string, extra: string | undefined, isProduction: boolean): string[] {
  const origins = new Set([new URL(publicUrl).origin]);
  for (const item of (extra ?? '').split(',')) if (item.trim()) origins.add(new URL(item.trim()).origin);
  if (!isProduction) {
    for (const origin of [...origins]) {
      const url = new URL(origin);
      if (url.hostname === 'localhost') origins.add(origin.replace('//localhost', '//127.0.0.1'));
      if (url.hostname === '127.0.0.1') origins.add(origin.replace('//127.0.0.1', '//localhost'));
    }
  }
  return [...origins];
}

/** Parses an environment (the process's by default) into the application's config, or throws ConfigError. */
export function loadConfig(env: Environment = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      const missing = issue.code === 'invalid_type' && env[name] === undefined;
      return missing ? `${name} is required` : `${name} ${issue.message}`;
    });
    throw new ConfigError(problems);
  }
  return buildConfig(parsed.data);
}

/**
 * A copy of the process environment, for the few places that start child processes or
 * pass configuration on (the dev runner, the test bootstrap). Reading it stays in this file.
 */
export function processEnvironment(): Environment {
  return { ...process.env };
}

/**
 * What `npm run slack -- simulate-join` needs, without the rest of the config (under `make dev`
 * the shell has no DATABASE_URL): where the API listens and the signing secret it verifies with.
 */
export function slackSimulationSettings(env: Environment = process.env): { eventsUrl: string; signingSecret: string } {
  const base = (env.SLACK_EVENTS_URL ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, '');
  return {
    eventsUrl: env.SLACK_EVENTS_URL ?? `${base}/api/slack/events`,
    signingSecret: env.SLACK_SIGNING_SECRET ?? DEV_SLACK_SIGNING_SECRET,
  };
}
