import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { findFreePort, waitForPort } from './free-port.ts';

export type RunningRedis = {
  url: string;
  port: number;
  stop: () => Promise<void>;
  /** SIGKILL, as a crash or the OOM killer would: no shutdown save (fault tests). */
  kill: () => Promise<void>;
};

export const REDIS_MISSING_MESSAGE =
  "redis-server is not installed: run 'sudo apt-get install redis-server' (or set REDIS_URL to a running Redis 7+)";

export function redisServerAvailable(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Starts a private redis-server on a free loopback port with its files under `dataDir`.
 * `persistent` keeps an RDB snapshot there so queued jobs survive a restart of `make dev`.
 * `appendOnly` runs it as production should (docs/operations.md): every write in the append-only
 * file before it is acknowledged, so a killed server loses no acknowledged job.
 */
export async function startLocalRedis(options: {
  dataDir: string;
  persistent: boolean;
  port?: number;
  appendOnly?: boolean;
}): Promise<RunningRedis> {
  if (!redisServerAvailable()) throw new Error(REDIS_MISSING_MESSAGE);
  const dir = path.resolve(options.dataDir);
  await mkdir(dir, { recursive: true });
  const port = options.port ?? (await findFreePort());
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', options.appendOnly ? 'yes' : 'no', '--protected-mode', 'yes'];
  args.push('--save', options.persistent ? '60 1' : '');
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  await readyOrExited(child, port);
  await waitForPort(port, '127.0.0.1', 10_000);
  const signal = (name: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill(name);
    });
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };
}

/**
 * Resolves once this redis-server says it accepts connections (after loading its data); rejects
 * with its last words if it exits first. An open port alone is no proof: a server restarted on
 * its old port (the fault tests do) may find the port taken, exit, and leave whatever took it
 * answering in its place.
 */
function readyOrExited(child: ChildProcessByStdio<null, Readable, null>, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    let ready = false;
    const lastWords = () => log.trim().split('\n').slice(-3).join(' | ');
    const timer = setTimeout(() => settle(new Error(`redis-server on port ${port} not ready after 30 s: ${lastWords()}`)), 30_000);
    function settle(error?: Error) {
      clearTimeout(timer);
      child.off('exit', onExit);
      // Its log must keep flowing, or a full pipe would stall the server.
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      if (error) reject(error);
      else resolve();
    }
    function onExit(code: number | null) {
      if (!ready) settle(new Error(`redis-server on port ${port} exited (${code}) before it was ready: ${lastWords()}`));
    }
    child.once('exit', onExit);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      log = (log + chunk).slice(-4096);
      if (!ready && log.includes('Ready to accept connections')) {
        ready = true;
        settle();
      }
    });
  });
}
