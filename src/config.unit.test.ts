import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Environment } from './config.ts';
import { RETENTION_DEFAULTS } from './modules/identity/contracts/retention.contract.ts';

const minimal: Environment = { DATABASE_URL: 'postgres://app@127.0.0.1:5432/app', REDIS_URL: 'redis://127.0.0.1:6379' };

const production: Environment = {
  ...minimal,
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://talentleaders.example/',
  SMTP_URL: 'smtp://mail.example:587',
  JWT_SECRET: 'j'.repeat(40),
  COOKIE_SECRET: 'c'.repeat(40),
  TOTP_ENCRYPTION_KEY: `${'k'.repeat(43)}=`,
};

function problemsOf(env: Environment): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig(minimal);
    expect(config).toMatchObject({
      env: 'development',
      isDevelopment: true,
      isProduction: false,
      http: { host: '127.0.0.1', port: 3000, publicUrl: 'http://localhost:3000', bodyLimit: 1_048_576, serveWeb: true },
      database: { url: minimal.DATABASE_URL, poolMax: 10 },
      redis: { url: minimal.REDIS_URL, prefix: 'tl' },
      log: { level: 'info', pretty: false },
      dataDir: '.data',
      uploadsDir: '.data/uploads',
      content: { rateLimit: { max: 20, windowMs: 900_000 } },
      mail: { from: 'TalentLeaders <no-reply@talentleaders.local>' },
      jobs: { attempts: 8, backoffMs: 2000, lockMs: 30_000 },
      outbox: { pollMs: 200, batchSize: 100, sweepIntervalMs: 30_000, sweepGraceMs: 60_000 },
    });
    expect(config.http.cspImageHost).toBeUndefined();
    expect(config.secrets.operatorToken).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('reads and coerces the variables it is given', () => {
    const config = loadConfig({ ...minimal, PORT: '8080', SERVE_WEB: 'false', BODY_LIMIT_BYTES: '2048', LOG_PRETTY: 'yes' });
    expect(config.http).toMatchObject({ port: 8080, serveWeb: false, bodyLimit: 2048, publicUrl: 'http://localhost:8080' });
    expect(config.log.pretty).toBe(true);
  });

  it('keeps uploads under DATA_DIR unless UPLOADS_DIR says otherwise', () => {
    expect(loadConfig({ ...minimal, DATA_DIR: '/var/lib/tl/' }).uploadsDir).toBe('/var/lib/tl/uploads');
    expect(loadConfig({ ...minimal, UPLOADS_DIR: '/srv/uploads' }).uploadsDir).toBe('/srv/uploads');
    expect(loadConfig({ ...minimal, CONTENT_RATE_LIMIT_MAX: '5', CONTENT_RATE_LIMIT_WINDOW_SECONDS: '60' }).content.rateLimit).toEqual({
      max: 5,
      windowMs: 60_000,
    });
  });

  it('names every problem at once: missing DATABASE_URL and REDIS_URL, a bad PORT', () => {
    const problems = problemsOf({ PORT: 'eighty' });
    expect(problems).toEqual(
      expect.arrayContaining(['DATABASE_URL is required', 'REDIS_URL is required', 'PORT must be a port number (0-65535)']),
    );
    expect(problems).toHaveLength(3);
    try {
      loadConfig({ PORT: 'eighty' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['DATABASE_URL', 'REDIS_URL', 'PORT']) expect(message).toContain(name);
    }
  });

  it('explains malformed values', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://somewhere/app',
      REDIS_URL: 'http://127.0.0.1:6379',
      PORT: '70000',
      OPERATOR_TOKEN: 'short',
      CSP_IMG_HOST: 'http://images.example.com',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'DATABASE_URL must be a postgres:// URL',
        'REDIS_URL must be a redis:// URL',
        'OPERATOR_TOKEN must be at least 24 characters',
        'CSP_IMG_HOST must be an https:// origin such as https://images.example.com',
      ]),
    );
    expect(problems.some((p) => p.startsWith('PORT '))).toBe(true);
  });

  it('keeps idle connections 72 s by default (above a proxy\'s 60 s) and allows headers 1 s more', () => {
    expect(loadConfig(minimal).http).toMatchObject({ keepAliveTimeoutMs: 72_000, headersTimeoutMs: 73_000 });
    expect(loadConfig({ ...minimal, HTTP_KEEP_ALIVE_TIMEOUT_MS: '120000' }).http).toMatchObject({
      keepAliveTimeoutMs: 120_000,
      headersTimeoutMs: 121_000,
    });
    expect(problemsOf({ ...minimal, HTTP_KEEP_ALIVE_TIMEOUT_MS: '72000', HTTP_HEADERS_TIMEOUT_MS: '60000' })).toEqual([
      'HTTP_HEADERS_TIMEOUT_MS must be greater than HTTP_KEEP_ALIVE_TIMEOUT_MS',
    ]);
  });

  it('accepts a complete production environment', () => {
    const config = loadConfig(production);
    expect(config.isProduction).toBe(true);
    expect(config.http.publicUrl).toBe('https://talentleaders.example');
  });

  it('refuses the development secrets and a missing SMTP_URL or PUBLIC_URL in production', () => {
    const problems = problemsOf({ ...minimal, NODE_ENV: 'production' });
    expect(problems).toEqual([
      'JWT_SECRET must be set to a secret of your own in production',
      'COOKIE_SECRET must be set to a secret of your own in production',
      'SMTP_URL is required in production',
      'TOTP_ENCRYPTION_KEY is required in production (a key of your own: openssl rand -base64 32)',
      'PUBLIC_URL is required in production',
    ]);
  });

  it('names the production problems together with the others', () => {
    const problems = problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40) });
    expect(problems).toEqual(
      expect.arrayContaining([
        'DATABASE_URL is required',
        'REDIS_URL is required',
        'COOKIE_SECRET must be set to a secret of your own in production',
        'SMTP_URL is required in production',
        'PUBLIC_URL is required in production',
      ]),
    );
    expect(problems.join('\n')).not.toContain('JWT_SECRET');
  });

  it("keeps data as long as the privacy page says by default, each period and job schedule a setting (decision 037)", () => {
    expect(loadConfig(minimal).retention).toEqual({
      unconfirmedAccountDays: 30,
      expiredInvitationMonths: 12,
      securityEventMonths: 12,
      erasureRemnantDays: 30,
      unconfirmedAccountsCron: '40 2 * * *',
      expiredInvitationsCron: '45 2 * * *',
      securityEventsCron: '50 2 * * *',
      erasureRemnantsCron: '55 2 * * *',
      // Passkey challenges (5 minutes, single use) go hourly (decision 044).
      webauthnChallengesCron: '5 * * * *',
      // Insights' raw rows (view marks, term searchers, daily salts) go hourly too (decision 050).
      insightsRawRowsCron: '15 * * * *',
    });
    // The page renders these constants (privacy-page.unit.test.tsx); the settings default to them.
    expect(loadConfig(minimal).retention).toMatchObject(RETENTION_DEFAULTS);
    const changed = loadConfig({
      ...minimal,
      RETENTION_UNCONFIRMED_ACCOUNT_DAYS: '14',
      RETENTION_EXPIRED_INVITATION_MONTHS: '6',
      RETENTION_SECURITY_EVENT_MONTHS: '24',
      RETENTION_ERASURE_REMNANT_DAYS: '20',
      RETENTION_SECURITY_EVENTS_CRON: 'off',
    }).retention;
    expect(changed).toMatchObject({ unconfirmedAccountDays: 14, expiredInvitationMonths: 6, securityEventMonths: 24, erasureRemnantDays: 20 });
    expect(changed.securityEventsCron).toBeUndefined();
  });

  it('refuses a retention period that is not a whole positive number, and remnants kept no longer than the outbox', () => {
    expect(problemsOf({ ...minimal, RETENTION_UNCONFIRMED_ACCOUNT_DAYS: '0', RETENTION_SECURITY_EVENT_MONTHS: 'a year' })).toEqual(
      expect.arrayContaining([
        'RETENTION_UNCONFIRMED_ACCOUNT_DAYS Too small: expected number to be >=1',
        expect.stringMatching(/^RETENTION_SECURITY_EVENT_MONTHS /),
      ]),
    );
    // A failed job forgotten by Redis while its outbox row remains would be run again by the sweeper.
    expect(problemsOf({ ...minimal, RETENTION_ERASURE_REMNANT_DAYS: '7' })).toEqual(['RETENTION_ERASURE_REMNANT_DAYS must be greater than OUTBOX_RETENTION_DAYS']);
    expect(loadConfig({ ...minimal, RETENTION_ERASURE_REMNANT_DAYS: '8' }).retention.erasureRemnantDays).toBe(8);
  });
});
