import { spawn, spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { findFreePort, waitForPort } from './free-port.ts';

export type RunningRedis = { url: string; port: number; stop: () => Promise<void> };

export const REDIS_MISSING_MESSAGE =
  "redis-server is not installed: run 'sudo apt-get install redis-server' (or set REDIS_URL to a running Redis 7+)";

export function redisServerAvailable(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Starts a private redis-server on a free loopback port with its files under `dataDir`.
 * `persistent` keeps an RDB snapshot there so queued jobs survive a restart of `make dev`.
 */
export async function startLocalRedis(options: { dataDir: string; persistent: boolean; port?: number }): Promise<RunningRedis> {
  if (!redisServerAvailable()) throw new Error(REDIS_MISSING_MESSAGE);
  const dir = path.resolve(options.dataDir);
  await mkdir(dir, { recursive: true });
  const port = options.port ?? (await findFreePort());
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'no', '--protected-mode', 'yes'];
  args.push('--save', options.persistent ? '60 1' : '');
  const child = spawn('redis-server', args, { stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  await waitForPort(port, '127.0.0.1', 10_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
