import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

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
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
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

/** Groups issue messages by field path ('' for the body as a whole). */
export function fieldErrorsFrom(issues: { instancePath?: string; message?: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    (errors[field] ??= []).push(issue.message ?? 'Invalid value');
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
      return sendProblem(request, reply, error.status, error.code, error.message, error.fieldErrors);
    }
    if (isResponseSerializationError(error as never) && 'method' in error) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendProblem(request, reply, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendProblem(request, reply, status, 'internal_error', 'Something went wrong on our side. Please try again.');
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limits...).
    const code = (error.code ?? 'bad_request').replace(/^FST_ERR_/, '').toLowerCase();
    return sendProblem(request, reply, status, code, error.message);
  });
}
