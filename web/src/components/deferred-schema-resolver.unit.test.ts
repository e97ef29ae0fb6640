import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { deferredSchemaResolver } from './deferred-schema-resolver.ts';

const schema = z.object({ email: z.email('Enter a valid e-mail'), name: z.string().trim() });
type Input = z.input<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Input>;

describe('deferredSchemaResolver', () => {
  it('validates with the schema once it has loaded, loading it only once', async () => {
    let loads = 0;
    const resolve = deferredSchemaResolver(async () => {
      loads += 1;
      return schema;
    });
    resolve.warm();
    const refused = await resolve({ email: 'nope', name: 'Ada' }, undefined, options);
    expect(refused.errors).toMatchObject({ email: { message: 'Enter a valid e-mail' } });
    const accepted = await resolve({ email: 'ada@example.com', name: ' Ada ' }, undefined, options);
    expect(accepted).toEqual({ values: { email: 'ada@example.com', name: 'Ada' }, errors: {} });
    expect(loads).toBe(1);
  });

  it('lets the server check what was typed when the schema cannot load, and tries again at the next validation', async () => {
    let fail = true;
    const resolve = deferredSchemaResolver(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return schema;
    });
    expect(await resolve({ email: 'nope', name: 'Ada' }, undefined, options)).toEqual({ values: { email: 'nope', name: 'Ada' }, errors: {} });
    fail = false;
    const refused = await resolve({ email: 'nope', name: 'Ada' }, undefined, options);
    expect(refused.errors).toMatchObject({ email: { message: 'Enter a valid e-mail' } });
  });
});
