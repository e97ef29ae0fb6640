/** Client errors the API may give a bad request; any other 4xx is reported for a look. */
export const ACCEPTED_CLIENT_ERRORS = new Set([400, 401, 403, 404, 405, 409, 410, 413, 414, 415, 422, 429, 431]);

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/**
 * Signs that a message was written for a machine, not a person: a stack frame, a source path,
 * Fastify's or zod's internals, a JSON dump.
 */
const INTERNALS: readonly [RegExp, string][] = [
  [/\n\s+at /, 'a stack trace'],
  [/node_modules|\/src\/|\.ts:\d+|\.js:\d+/, 'a source path'],
  [/FST_ERR|ERR_[A-Z_]{4,}/, 'an internal error code'],
  [/instancePath|schemaPath|"code"\s*:|"path"\s*:\s*\[/, 'a raw validation dump'],
  [/^\s*[[{]/, 'a JSON dump'],
  [/^(Too big|Too small): expected|^Invalid input: expected|received (undefined|NaN)/, "zod's default wording (see readableMessage in problem.ts)"],
  [/\bNaN\b|\[object Object\]/, 'a programming placeholder'],
  [/TypeError|RangeError|SyntaxError|ReferenceError|QueryFailedError|DriverException/, 'an exception name'],
  [/\b(select|insert|update|delete) .* (from|into|set)\b/i, 'SQL'],
];

/** Why the message is not fit for a person, or undefined when it is. */
export function inhumanMessage(message: unknown): string | undefined {
  if (typeof message !== 'string') return 'not a string';
  if (message.trim() === '') return 'empty';
  if (message.length > 500) return `${message.length} characters long`;
  // What the caller sent, quoted back ("NaN" is not a range of years), is theirs, not ours.
  const ours = message.replace(/"[^"]*"/g, '""');
  for (const [pattern, what] of INTERNALS) if (pattern.test(ours)) return `contains ${what}`;
  return undefined;
}

/**
 * What is wrong with the answer to a bad request, or undefined when it is right: never a 5xx, and
 * every 4xx a problem+json with a title and a detail a person can read.
 */
export function answerProblem(answer: Answer, method: string): string | undefined {
  const status = answer.statusCode;
  if (status >= 500) return `answered ${status}: ${answer.body.slice(0, 300)}`;
  if (status < 400) return undefined;
  if (!ACCEPTED_CLIENT_ERRORS.has(status)) return `answered ${status}, not one of the accepted client errors`;
  // HEAD answers carry the headers of the GET, never a body.
  if (method === 'HEAD') return undefined;
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/problem+json')) return `${status} with content-type '${type}': ${answer.body.slice(0, 200)}`;
  let problem: Record<string, unknown>;
  try {
    problem = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    return `${status} problem+json that is not JSON: ${answer.body.slice(0, 200)}`;
  }
  if (problem['status'] !== status) return `${status} problem whose status field says ${String(problem['status'])}`;
  const title = inhumanMessage(problem['title']);
  if (title) return `${status} problem title is ${title}: ${JSON.stringify(problem['title'])}`;
  const detail = inhumanMessage(problem['detail']);
  if (detail) return `${status} problem detail is ${detail}: ${JSON.stringify(problem['detail'])}`;
  const errors = problem['errors'];
  if (errors !== undefined) {
    for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
      if (/^(body|querystring|params|headers)\b|\//.test(field)) return `${status} field error keyed by an internal path '${field}'`;
      for (const message of Array.isArray(messages) ? messages : [messages]) {
        const why = inhumanMessage(message);
        if (why) return `${status} field error for '${field}' is ${why}: ${JSON.stringify(message)}`;
      }
    }
  }
  return undefined;
}
