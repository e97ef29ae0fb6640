/** A piece of SQL with its `?` parameters in order, so fragments compose without miscounting. */
export type SqlFragment = { text: string; params: unknown[] };

export function sql(text: string, ...params: unknown[]): SqlFragment {
  return { text, params };
}

export function joinSql(fragments: readonly SqlFragment[], separator: string): SqlFragment {
  return { text: fragments.map((f) => f.text).join(separator), params: fragments.flatMap((f) => f.params) };
}


/**
 * A PostgreSQL array literal for `?::uuid[]` / `?::text[]` parameters: the driver would spread a JS
 * array into a list of values. Only for values already known to be UUIDs or reference slugs (no
 * quotes, commas or braces), which is all the directory ever passes.
 */
export function pgArray(values: readonly string[]): string {
  for (const value of values) {
    if (!/^[a-z0-9+-]+$/i.test(value)) throw new Error(`not an array-safe value: ${value}`);
  }
  return `{${values.join(',')}}`;
}
