import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';

type SchemaLoader<Input extends FieldValues, Output> = () => Promise<z.ZodType<Output, Input>>;

/**
 * A react-hook-form resolver for a public page's form (the article's comment form, /join-community)
 * whose zod schema loads after the page works instead of before it: zod is 22 KB of brotli a phone
 * would otherwise fetch and compile before the page could be used (issue 32 item 4). Made once per
 * form at module level; `useSchemaFetchedOnMount` fetches the schema's module as the form mounts, so
 * it is there long before anyone submits (the first validation waits for it if not).
 *
 * Should the chunk fail to load (the network dropped), the form sends what was typed unchecked:
 * the server validates with the same schema, and its answer puts the same messages on the fields.
 */
/** Starts fetching a deferred resolver's schema as the form mounts, so it is there before anyone submits. */
export function useSchemaFetchedOnMount(resolver: { warm: () => void }): void {
  useEffect(() => resolver.warm(), [resolver]);
}

export type DeferredResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & { warm: () => void };

export function deferredSchemaResolver<Input extends FieldValues, Output>(loadSchema: SchemaLoader<Input, Output>): DeferredResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output> | null> | undefined;
  const load = () => {
    loading ??= loadSchema().then(
      (schema) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      () => {
        // Try again at the next validation: the network may be back.
        loading = undefined;
        return null;
      },
    );
    return loading;
  };
  const resolve: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const resolver = await load();
    if (resolver) return resolver(values, context, options);
    return { values: values as unknown as Output, errors: {} };
  };
  return Object.assign(resolve, { warm: () => void load() });
}
