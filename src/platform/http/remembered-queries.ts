import querystring from 'fast-querystring';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface FastifyContextConfig {
    /**
     * The route's query strings are public and repeat (no tokens, nothing personal): the query a
     * string parses and validates to is kept and shared by every request that repeats it.
     */
    rememberQueries?: boolean;
  }
}

/** Query strings remembered; past it, the oldest is forgotten first (it is parsed again if it comes back). */
const REMEMBERED = 4_096;
/** Longer query strings are parsed every time: they are not the repeating kind, and they would cost memory. */
const LONGEST_REMEMBERED = 2_048;

type Query = Record<string, unknown>;
type ValidationResult = ReturnType<ReturnType<FastifySchemaCompiler<unknown>>>;

export type RememberedQueries = {
  /** The router's query-string parser: a remembered string's frozen query, else a fresh parse. */
  parse: (raw: string) => Query;
  /** Gives every route declaring `rememberQueries` a validator that remembers what it accepted. */
  register: <Schema>(app: FastifyInstance, validatorCompiler: FastifySchemaCompiler<Schema>) => void;
};

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
}

/**
 * A directory's traffic is the same few hundred query strings again and again (the landing page,
 * the popular filters), and each request parsed its string (fast-querystring), checked it for
 * unstorable text and validated it (zod) anew: 7% of a cached search's CPU, for an answer known
 * the first time. For routes that declare `rememberQueries`, a string whose query was valid is
 * remembered with the validator's result: the next request with that string gets the same frozen
 * query object from the parser, and its validator finds the result beside it (a WeakMap, so a
 * forgotten string's result goes with it). Frozen, so no handler can change what the next request
 * sees. Strings of other routes (a confirmation token, an unsubscribe link) are never kept, and an
 * invalid query is never remembered: it is parsed and refused every time.
 */
export function createRememberedQueries(): RememberedQueries {
  const queries = new Map<string, Query>();
  // The string each fresh parse came from, so a validator that accepts it can remember it.
  const sources = new WeakMap<Query, string>();

  function parse(raw: string): Query {
    const known = queries.get(raw);
    if (known) return known;
    const query = raw.length === 0 ? {} : (querystring.parse(raw) as Query);
    if (raw.length <= LONGEST_REMEMBERED) sources.set(query, raw);
    return query;
  }

  function remember(raw: string, query: Query): void {
    if (queries.size >= REMEMBERED) queries.delete(queries.keys().next().value!);
    queries.set(raw, query);
  }

  function remembering<Schema>(compile: FastifySchemaCompiler<Schema>): FastifySchemaCompiler<Schema> {
    return (routeSchema) => {
      const validate = compile(routeSchema);
      if (routeSchema.httpPart !== 'querystring') return validate;
      const accepted = new WeakMap<Query, ValidationResult>();
      return (data: Query) => {
        const known = accepted.get(data);
        if (known) return known;
        const result = validate(data);
        const raw = sources.get(data);
        // Only a synchronous acceptance ({ value }) is kept: errors are rebuilt (Fastify decorates them).
        if (raw !== undefined && isAcceptance(result)) {
          deepFreeze(data);
          deepFreeze(result.value);
          accepted.set(data, result);
          remember(raw, data);
        }
        return result;
      };
    };
  }

  return {
    parse,
    register(app, validatorCompiler) {
      // Typed for the app's schemas (zod), as setValidatorCompiler takes it; a route's option is typed for any schema.
      const rememberingCompiler = remembering(validatorCompiler) as FastifySchemaCompiler<FastifySchema>;
      app.addHook('onRoute', (route) => {
        if (route.config?.rememberQueries) route.validatorCompiler ??= rememberingCompiler;
      });
    },
  };
}

function isAcceptance(result: ValidationResult): result is { value: unknown } {
  return typeof result === 'object' && result !== null && !('then' in result) && 'value' in result && !result.error;
}
