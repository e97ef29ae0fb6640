import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function startServer(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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

describe('start-up with a broken environment', () => {
  it('exits 1 with one message naming every problem, and no stack trace', async () => {
    const { code, stdout, stderr } = await startServer({ NODE_ENV: 'production', PORT: 'eighty', REDIS_URL: 'http://nope' });
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
      'PUBLIC_URL is required in production',
    ]) {
      expect(stderr).toContain(`  - ${problem}`);
    }
    expect(stderr.match(/Invalid configuration/g)).toHaveLength(1);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).not.toContain('ConfigError');
  });
});
