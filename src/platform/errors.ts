/**
 * Errors that carry a stable code and an HTTP status. The HTTP layer turns them into
 * problem+json; anything else becomes a 500 whose details stay in the logs.
 */
export class AppError extends Error {
  /** Seconds a refused caller should wait before asking again: sent as Retry-After (a 503 or 429). */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', code = 'not_found') {
    super(code, message, 404);
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fieldErrors: Record<string, string[]>, code = 'validation_failed') {
    super(code, message, 400, fieldErrors);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict') {
    super(code, message, 409);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Please sign in to access this page', code = 'unauthenticated') {
    super(code, message, 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "You don't have permission to access this page", code = 'forbidden') {
    super(code, message, 403);
  }
}
