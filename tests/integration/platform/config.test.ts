import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRIES, bundleNodeEntries } from '../../../src/cli/build-server.ts';
import { createTestEnvironment } from '../../setup/test-app.ts';
import { waitFor } from '../../setup/wait-for.ts';

function startProcess(nodeArgs: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs, {
      cwd: process.cwd(),
      // Only what is given: nothing from the test process may fill a gap.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

// The bundles `npm run build:server` makes (same function, same entries), built into a folder of
// this test's own so it neither needs nor overwrites dist/server.mjs. Inside the repository, as
// dist/ is: the bundles import their packages from node_modules, found from the bundle's folder.
let bundleDir: string;
beforeAll(async () => {
  mkdirSync('dist', { recursive: true });
  bundleDir = mkdtempSync(path.join('dist', 'config-test-'));
  await bundleNodeEntries(SERVER_ENTRIES, bundleDir);
});
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

// The developer loop (`make dev`) runs the TypeScript through tsx; production (`npm start`,
// `npm run worker`, docker compose) runs the bundles.
const entries: [string, () => string[]][] = [
  ['the API under tsx', () => ['--import', 'tsx', 'src/server.ts']],
  ['the bundled API', () => ['--enable-source-maps', path.join(bundleDir, 'server.mjs')]],
  ['the bundled worker', () => ['--enable-source-maps', path.join(bundleDir, 'worker.mjs')]],
];

describe('start-up with a broken environment', () => {
  it.each(entries)('%s exits 1 with one message naming every problem, and no stack trace', async (_name, nodeArgs) => {
    const { code, stdout, stderr } = await startProcess(nodeArgs(), { NODE_ENV: 'production', PORT: 'eighty', REDIS_URL: 'http://nope' });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('Invalid configuration:');
    for (const problem of [
      'PORT must be a port number (0-65535)',
      'DATABASE_URL is required',
      'REDIS_URL must be a redis:// URL',
      'JWT_SECRET must be set to a secret of your own in production',
      'COOKIE_SECRET must be set to a secret of your own in production',
      'SMTP_URL is required in production',
      'TOTP_ENCRYPTION_KEY is required in production (a key of your own: openssl rand -base64 32)',
      'PUBLIC_URL is required in production',
    ]) {
      expect(stderr).toContain(`  - ${problem}`);
    }
    expect(stderr.match(/Invalid configuration/g)).toHaveLength(1);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).not.toContain('ConfigError');
  });
});

describe('start-up with a working environment', () => {
  it('the bundled API gives start-up memory back before it listens and again once ready, and stops on SIGTERM', async () => {
    const test = await createTestEnvironment();
    try {
      const env = Object.fromEntries(
        Object.entries(test.environment({ LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0' })).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      const child = spawn(process.execPath, ['--enable-source-maps', path.join(bundleDir, 'server.mjs')], {
        cwd: process.cwd(),
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const lines: Record<string, unknown>[] = [];
      let partial = '';
      child.stdout.on('data', (chunk: Buffer) => {
        const text = partial + chunk.toString();
        const complete = text.split('\n');
        partial = complete.pop()!;
        for (const line of complete) if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      const released = () => lines.filter((line) => line.msg === 'start-up memory released');
      try {
        await waitFor(async () => released().length === 2, 20_000);
      } finally {
        child.kill('SIGTERM');
      }
      expect(await exited).toBe(0);

      const [loaded, ready] = released();
      const listening = lines.findIndex((line) => typeof line.msg === 'string' && line.msg.startsWith('Server listening'));
      expect(loaded).toMatchObject({ at: 'loaded', rssBeforeMiB: expect.any(Number), rssAfterMiB: expect.any(Number), ms: expect.any(Number) });
      expect(ready).toMatchObject({ at: 'ready' });
      // The first before the server takes traffic, the second after.
      expect(lines.indexOf(loaded!)).toBeLessThan(listening);
      expect(lines.indexOf(ready!)).toBeGreaterThan(listening);
      expect(loaded!.rssAfterMiB).toBeLessThan(loaded!.rssBeforeMiB as number);
    } finally {
      await test.close();
    }
  });
});
