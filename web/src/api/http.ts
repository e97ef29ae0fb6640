import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contracts/identity/contracts/csrf.contract.ts';

/**
 * One HTTP exchange with the API, without the session retry (api-client.ts adds that). Error
 * answers are RFC 9457 problem+json (src/platform/http/problem.ts) and become ApiError objects, so
 * forms can show per-field messages and pages can branch on status or code.
 */

export type FieldErrors = Record<string, string[]>;

type ProblemBody = {
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  errors?: FieldErrors;
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly fieldErrors: FieldErrors;
  /** The seconds a 503 or 429 asked the caller to wait (its Retry-After header), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, problem: ProblemBody, retryAfterSeconds?: number) {
    const detail = problem.detail ?? problem.title ?? `Request failed with status ${status}`;
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.code = problem.code ?? (status === 0 ? 'network_error' : 'http_error');
    this.detail = detail;
    this.fieldErrors = problem.errors ?? {};
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The first message for one field, for a form to show beside it. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except FormData, which is sent as multipart/form-data. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/**
 * index.html preloads a page's first API answers (docs/decisions/025-first-load-preloads.md), and
 * the browser hands each to the first fetch of the same address, whatever its headers. They were
 * fetched with the cookies the page was loaded with: when the viewer changes before they are used
 * (a session renewed at start-up), they are taken and dropped here, so the next fetch of those
 * addresses asks the API as the new viewer.
 */
export async function discardPagePreloads(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')];
  for (const link of links) link.remove();
  await Promise.all(
    links.map((link) =>
      fetch(link.href, { credentials: 'same-origin' })
        .then((response) => response.body?.cancel())
        .catch(() => undefined),
    ),
  );
}

/**
 * How a request reaches the API: the browser's fetch, or, while the server renders a page
 * (entry-server.tsx), the API answering in the same process as the visitor who asked for the page.
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** For entry-server.tsx only: the browser never changes it. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export async function sendRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, query, signal, headers = {} } = request;
  // A FormData body (a file upload) goes as multipart: the browser writes its content-type with the boundary.
  const multipart = body instanceof FormData;
  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      credentials: 'same-origin',
      signal,
      headers: {
        accept: 'application/json, application/problem+json',
        ...(body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
        // The API refuses state-changing requests without it (docs/decisions/005-sessions-and-csrf.md).
        ...(method === 'GET' ? {} : { [CSRF_HEADER]: CSRF_HEADER_VALUE }),
        ...headers,
      },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, { detail: 'Could not reach the server. Check your connection and try again.' });
  }

  if (response.status === 204) return undefined as T;
  const parsed = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, isProblem(parsed) ? parsed : {}, retryAfterOf(response));
  return parsed as T;
}

/** Retry-After in seconds (the API never sends the date form). */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

function buildUrl(path: string, query: ApiRequest['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isProblem(value: unknown): value is ProblemBody {
  return typeof value === 'object' && value !== null;
}
