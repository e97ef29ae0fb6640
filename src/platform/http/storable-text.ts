import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../errors.ts';

export const unstorableTextMessages = {
  nul: 'The request contains a NUL character (U+0000), which is not allowed.',
  loneSurrogate: 'The request contains text that is not valid Unicode (a lone surrogate), which is not allowed.',
} as const;

export type UnstorableText = { field: string; message: string };

function problemWith(text: string): string | undefined {
  if (text.includes('\u0000')) return unstorableTextMessages.nul;
  if (!text.isWellFormed()) return unstorableTextMessages.loneSurrogate;
  return undefined;
}

/**
 * Whether any string (value or key) is one PostgreSQL cannot store: the walk every request takes,
 * with no path built and nothing allocated per value but the stack (the common answer is no).
 */
function holdsUnstorableText(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (problemWith(value)) return true;
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (Array.isArray(value)) {
      // An array's keys are its indexes: always storable.
      for (let i = 0; i < value.length; i++) pending.push(value[i]);
      continue;
    }
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (problemWith(key)) return true;
      pending.push((value as Record<string, unknown>)[key]);
    }
  }
  return false;
}

/**
 * The first string (value or key) PostgreSQL cannot store, with its dotted path ('' for the whole
 * value). Iterative: a body may legally be 100,000 arrays deep, which a recursive walk would not survive.
 */
export function findUnstorableText(root: unknown): UnstorableText | undefined {
  if (!holdsUnstorableText(root)) return undefined;
  const pending: [unknown, string][] = [[root, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      const message = problemWith(value);
      if (message) return { field: path, message };
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      const message = problemWith(key);
      if (message) return { field: itemPath, message };
      pending.push([item, itemPath]);
    }
  }
  return undefined;
}

/**
 * PostgreSQL refuses U+0000 in text and lone surrogates in json ("Unicode low surrogate must
 * follow a high surrogate"), so either one in a query value, a path parameter or a JSON string
 * failed deep in a handler as a 500. No field of the product has a use for them: every request
 * carrying one is refused before validation with a 400 naming the field. (Found by the
 * schema-driven fuzzer, tests/fuzz.)
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  // A frozen value (a remembered query: remembered-queries.ts) found storable once stays storable.
  const frozenAndStorable = new WeakSet<object>();
  // A callback hook: nothing to await, and Fastify then runs it without a promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const value of [request.params, request.query, request.body]) {
      if (frozenAndStorable.has(value as object)) continue;
      const found = findUnstorableText(value);
      if (found) {
        done(new ValidationError(found.message, { [found.field]: [found.message] }, 'unstorable_text'));
        return;
      }
      if (value !== null && typeof value === 'object' && Object.isFrozen(value)) frozenAndStorable.add(value);
    }
    done();
  });
}
