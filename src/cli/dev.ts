import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig, processEnvironment, type AppConfig, type Environment } from '../config.ts';
import { createLogger } from '../platform/logger.ts';
import { migrateUp } from '../platform/db/orm.ts';
import { openDatabase } from '../database.ts';
import { findFreePort, waitForPort } from '../platform/services/free-port.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../platform/services/local-postgres.ts';
import { REDIS_MISSING_MESSAGE, redisServerAvailable, startLocalRedis } from '../platform/services/local-redis.ts';
import { pipeWithPrefix, prefixLine, type ProcessName } from './log-stream.ts';
import { DEMO_PASSWORD, seedDevelopmentData, type DemoAccount } from './seed-development.ts';

/**
 * `make dev`: PostgreSQL and Redis (from the environment, else local ones with their data under
 * .data/), migrations and demo data, then the API, the worker and the web app on one origin.
 */

const say = (message: string) => console.log(prefixLine('dev', message));
const stops: (() => Promise<void>)[] = [];
const children = new Map<ProcessName, ChildProcess>();
let stopping = false;

async function main(): Promise<void> {
  const env = processEnvironment();
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const started = Date.now();

  const databaseUrl = env.DATABASE_URL ?? (await startLocalPostgres(dataDir));
  const redisUrl = env.REDIS_URL ?? (await startRedis(dataDir));
  const apiPort = await findFreePort();
  const serverEnv: Environment = {
    ...env,
    NODE_ENV: env.NODE_ENV ?? 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${port}`,
    DATA_DIR: dataDir,
    // Vite serves the web app in development and proxies the API, so the API serves no files.
    SERVE_WEB: 'false',
  };
  const config = loadConfig(serverEnv);

  const accounts = await prepareDatabase(config);

  start('api', ['--import', 'tsx', 'src/server.ts'], serverEnv);
  start('worker', ['--import', 'tsx', 'workers/main.ts'], serverEnv);
  start('web', [path.resolve('node_modules/vite/bin/vite.js'), '--config', 'web/vite.config.ts'], {
    ...env,
    PORT: String(port),
    API_ORIGIN: `http://127.0.0.1:${apiPort}`,
  });

  await Promise.all([waitForPort(apiPort, '127.0.0.1', 60_000), waitForPort(port, 'localhost', 60_000)]);
  printBanner(config, port, accounts, Date.now() - started);
}

async function startLocalPostgres(dataDir: string): Promise<string> {
  say(`starting the embedded PostgreSQL (data in ${path.relative(process.cwd(), dataDir) || '.'}/postgres)`);
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), persistent: true });
  stops.push(postgres.stop);
  return ensureDatabase(postgres.url, 'talentleaders');
}

async function startRedis(dataDir: string): Promise<string> {
  if (!redisServerAvailable()) throw new Error(REDIS_MISSING_MESSAGE);
  say(`starting a local redis-server (data in ${path.relative(process.cwd(), dataDir) || '.'}/redis)`);
  const redis = await startLocalRedis({ dataDir: path.join(dataDir, 'redis'), persistent: true, appendOnly: true });
  stops.push(redis.stop);
  return redis.url;
}

async function prepareDatabase(config: AppConfig): Promise<DemoAccount[]> {
  const logger = createLogger({ log: { ...config.log, level: 'warn' } }, 'dev');
  const orm = await openDatabase(config, logger);
  try {
    const applied = await migrateUp(orm);
    say(applied.length > 0 ? `applied ${applied.length} migration(s)` : 'database is up to date');
    return config.isDevelopment ? await seedDevelopmentData(orm.em.fork(), logger, { uploadsDir: config.uploadsDir, totpEncryptionKey: config.secrets.totpEncryptionKey }) : [];
  } finally {
    await orm.close();
  }
}

function start(name: ProcessName, args: string[], env: Environment): void {
  // Own process group: Ctrl-C reaches only this runner, which then stops each child exactly once.
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.set(name, child);
  const write = (line: string) => console.log(line);
  pipeWithPrefix(name, child.stdout, write);
  pipeWithPrefix(name, child.stderr, write);
  child.once('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      say(`${name} exited (${signal ?? `code ${code}`}): stopping everything`);
      void shutdown(1);
    }
  });
}

function printBanner(config: AppConfig, port: number, accounts: DemoAccount[], elapsedMs: number): void {
  const url = `http://localhost:${port}`;
  const lines = [
    '',
    `TalentLeaders is running at ${url}  (ready in ${(elapsedMs / 1000).toFixed(1)} s)`,
    '',
    `  API docs          ${url}/api/docs`,
    `  Readiness         ${url}/api/ready`,
    `  Queue dashboard   ${url}/admin/queues  (sign in as admin@example.com first)`,
    `  Captured e-mail   ${url}/dev/mail${config.mail.smtpUrl ? ' (SMTP_URL is set: mail goes there instead)' : ''}`,
    '',
    ...(accounts.length > 0
      ? [
          `Demo accounts (password ${DEMO_PASSWORD}; the staff ones also ask for a code: add their URI to any authenticator app):`,
          ...accounts.map((a) => `  ${a.email.padEnd(26)} ${a.role.padEnd(20)}${a.totpUri ? ` ${a.totpUri}` : ''}`.trimEnd()),
          '',
        ]
      : []),
    'Press Ctrl-C to stop.',
    '',
  ];
  for (const line of lines) say(line);
}

async function shutdown(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  say('stopping...');
  await Promise.all([...children.entries()].map(([name, child]) => stopChild(name, child)));
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  process.exit(exitCode);
}

function stopChild(name: ProcessName, child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      say(`${name} did not stop in 10 s: killing it`);
      signalGroup(child, 'SIGKILL');
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signalGroup(child, 'SIGTERM');
  });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));

main().catch(async (error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  await shutdown(1);
});
