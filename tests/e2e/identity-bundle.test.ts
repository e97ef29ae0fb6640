import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureInitialJavaScript } from './support/bundle.ts';

const distDir = path.resolve(process.env.E2E_WEB_DIST ?? 'web/dist');

describe('identity screens in the bundle', () => {
  it('keeps zod and react-hook-form out of the JavaScript needed for the first render', () => {
    const initial = measureInitialJavaScript(distDir)
      .map((chunk) => readFileSync(path.join(distDir, chunk.file), 'utf8'))
      .join('\n');
    expect(initial).not.toContain('ZodError');
    expect(initial).not.toContain('shouldUnregister');
    // The form copy lives in the route chunks too.
    expect(initial).not.toContain('Send Reset Link');
    expect(initial).not.toContain('Do you use AI tools in your hiring?');
  });

  it('gives the auth screens their own chunks', () => {
    const assets = readdirSync(path.join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
    for (const route of ['forgot-password', 'reset-password', 'confirm-email', 'reset-password-confirm-email']) {
      expect(assets.some((file) => file.startsWith(`${route}-`))).toBe(true);
    }
  });
});
