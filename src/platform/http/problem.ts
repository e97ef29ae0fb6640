import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { DEPENDENCY_RETRY_AFTER_SECONDS, isDependencyUnavailable } from './dependency-unavailable.ts';
import { readRefusedBody } from './refused-body.ts';

/** RFC 9457 problem details, the body of every error answer from /api. */
export type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  instance: string;
  requestId: string;
  /** Per-field messages, keyed by the dotted path of the field in the request body or query. */
  errors?: Record<string, string[]>;
};

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  detail: string,
  errors?: Record<string, string[]>,
): FastifyReply {
  const body: Problem = {
    type: `about:blank`,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    code,
    instance: request.url.split('?')[0] ?? request.url,
    requestId: String(request.id),
    ...(errors ? { errors } : {}),
  };
  return reply.status(status).type('application/problem+json; charset=utf-8').send(body);
}

type ValidationIssue = { instancePath?: string; message?: string; keyword?: string; params?: Record<string, unknown> };

/** How zod's type names read in a sentence. */
const EXPECTED_KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  null: 'empty',
};

/** zod's default size message ("Too big: expected string to have <=200 characters") as a sentence. */
function readableSize(issue: ValidationIssue, message: string): string {
  const params = issue.params ?? {};
  const bigger = issue.keyword === 'too_big';
  const limit = params[bigger ? 'maximum' : 'minimum'];
  if (typeof limit !== 'number' && typeof limit !== 'bigint') return message;
  const bound = `${bigger ? 'at most' : 'at least'} ${String(limit)}`;
  switch (params['origin']) {
    case 'string':
      return `This value must be ${bound} characters long.`;
    case 'array':
    case 'set':
      return `This list must have ${bound} items.`;
    case 'number':
    case 'int':
    case 'bigint':
      return `This number must be ${bound}.`;
    default:
      return message;
  }
}

/**
 * zod's own wording names JavaScript's types and comparison operators ("Invalid input: expected
 * number, received NaN", "Too big: expected string to have <=200 characters"), not what the
 * caller sent; those defaults become sentences, and the contracts' own messages are kept.
 */
function readableMessage(issue: ValidationIssue): string {
  const message = issue.message ?? 'Invalid value';
  if ((issue.keyword === 'too_big' && message.startsWith('Too big: ')) || (issue.keyword === 'too_small' && message.startsWith('Too small: '))) {
    return readableSize(issue, message);
  }
  if (issue.keyword !== 'invalid_type' || !message.startsWith('Invalid input: expected ')) return message;
  const isWhole = (issue.instancePath ?? '/') === '/';
  if (message.endsWith('received undefined')) return isWhole ? 'The request needs a JSON body.' : 'This field is required.';
  const expected = typeof issue.params?.['expected'] === 'string' ? issue.params['expected'] : '';
  const kind = EXPECTED_KINDS[expected];
  const subject = isWhole ? 'The request body' : 'This field';
  return kind ? `${subject} must be ${kind}.` : `${subject} has the wrong type.`;
}

/** Groups issue messages by field path ('' for the body as a whole). */
export function fieldErrorsFrom(issues: ValidationIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    (errors[field] ??= []).push(readableMessage(issue));
  }
  return errors;
}

/** One error handler for the whole API: known errors keep their message, everything else is hidden. */
export function registerProblemHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsFrom(error.validation);
      const first = Object.values(errors)[0]?.[0] ?? 'The request is not valid.';
      return sendProblem(request, reply, 400, 'validation_failed', first, errors);
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return sendProblem(request, reply, error.status, error.code, error.message, error.fieldErrors);
    }
    if (isResponseSerializationError(error as never) && 'method' in error) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendProblem(request, reply, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 && isDependencyUnavailable(error)) {
      request.log.warn({ err: error }, 'a dependency is unavailable: answered 503');
      void reply.header('retry-after', String(DEPENDENCY_RETRY_AFTER_SECONDS));
      return sendProblem(request, reply, 503, 'service_unavailable', 'The service is briefly unavailable. Please try again in a moment.');
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendProblem(request, reply, status, 'internal_error', 'Something went wrong on our side. Please try again.');
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limits...).
    const code = (error.code ?? 'bad_request').replace(/^FST_ERR_/, '').toLowerCase();
    const detail = CLIENT_ERROR_DETAILS[error.code] ?? error.message;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && !request.raw.complete) {
      // The connection closes after this answer: read the body first, or a proxy gets a reset (refused-body.ts).
      return readRefusedBody(request.raw).then(() => {
        void sendProblem(request, reply, status, code, detail);
      });
    }
    return sendProblem(request, reply, status, code, detail);
  });
}

/** Fastify's messages for body parsing refusals speak of its internals; these speak to the caller. */
const CLIENT_ERROR_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The content type of the request body is not supported here; send application/json.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header of the request is not valid.',
  FST_ERR_CTP_EMPTY_TYPE: 'The Content-Type header of the request is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than the server accepts.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the request body.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty, but its Content-Type says JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/**
 * Fastify's `frameworkErrors`: requests refused by the router before any route or hook runs (a
 * malformed percent-encoding, a path segment over `maxParamLength`). Without it Fastify answers
 * plain JSON in its own shape.
 */
export function sendFrameworkProblem(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const refusal = FRAMEWORK_REFUSALS[error.code];
  if (refusal) {
    void sendProblem(request, reply, refusal.status, refusal.code, refusal.detail);
    return;
  }
  request.log.error({ err: error }, 'request refused by the framework');
  void sendProblem(request, reply, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
}

const FRAMEWORK_REFUSALS: Record<string, { status: number; code: string; detail: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url', detail: 'The address of the request is not a valid URL.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long', detail: 'The address of the request is too long.' },
};

type ParserRefusal = { status: number; code: string; detail: string };

/** What Node's HTTP parser refused, in the words a person can act on. */
function parserRefusal(errorCode: string): ParserRefusal {
  switch (errorCode) {
    case 'HPE_HEADER_OVERFLOW':
      // Node counts the request line with the headers, so an overlong URL lands here too.
      return { status: 431, code: 'headers_too_large', detail: 'The request line or headers are too large.' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, code: 'chunk_extensions_too_large', detail: 'The chunk extensions of the request are too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'request_timeout', detail: 'The request did not arrive in time.' };
    default:
      return { status: 400, code: 'malformed_request', detail: 'The request is not valid HTTP.' };
  }
}

/** The raw HTTP answer for a parser refusal: problem+json, then the connection closes. */
export function parserRefusalResponse(errorCode: string): { status: number; text: string; problem: Problem } {
  const { status, code, detail } = parserRefusal(errorCode);
  const problem: Problem = {
    type: 'about:blank',
    title: TITLES[status] ?? STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    code,
    // The request line could not be trusted (or read), so there is no instance to name.
    instance: '',
    requestId: randomUUID(),
  };
  const body = JSON.stringify(problem);
  const text = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/problem+json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
  return { status, text, problem };
}

/**
 * Fastify's `clientErrorHandler` (the server's 'clientError' event): requests Node's HTTP parser
 * refused (garbage request lines, oversized headers or URLs, timeouts). Mirrors Fastify's default
 * handler but answers problem+json like every other error.
 */
export function handleClientError(this: { log: FastifyInstance['log'] }, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, text } = parserRefusalResponse(error.code ?? '');
  this.log.trace({ err: error, status }, 'client error');
  // Node's own rule: never write into a response already under way on this socket.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) socket.write(text);
  socket.destroy(error);
}
