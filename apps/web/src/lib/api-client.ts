import { API_BASE, type ApiError as ApiErrorBody } from '@portal/domain';

/** A failed API call, carrying the server's `{statusCode, code, message, fields}` answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** The answer's `Retry-After` in seconds (a 429, or a 503 while the service is unavailable). */
  retryAfterSeconds: number | undefined;

  /** A code refused too soon: whether the code sent before can still be typed. */
  codeValid: boolean | undefined;

  get isAuthFailure(): boolean {
    return this.status === 401 || this.status === 403;
  }

  /** Only a 401 means the session is gone; a 403 refuses one call and the session goes on. */
  get endsSession(): boolean {
    return this.status === 401;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /** false for calls whose 401/403 is an expected answer (login, session check). */
  authRedirect?: boolean;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string> | undefined;
}

type UnauthorizedHandler = (error: ApiError) => void;

/** A 401 sends the browser to /login (a 403 does not end a valid session). The app replaces this with a router-aware handler. */
let unauthorizedHandler: UnauthorizedHandler = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

/** The `{statusCode, code, message}` error shape (errorSchema), checked without loading zod. */
function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.statusCode === 'number' && typeof body.code === 'string' && typeof body.message === 'string';
}

/** The `ApiError` of a failed answer: its `{statusCode, code, message, fields}` body, or its status and text. */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let error: ApiError | undefined;
  try {
    const body: unknown = JSON.parse(text);
    if (isErrorBody(body)) {
      error = new ApiError(body.statusCode, body.code, body.message, body.fields);
      if (typeof body.retryAfterSeconds === 'number' && body.retryAfterSeconds > 0) error.retryAfterSeconds = body.retryAfterSeconds;
      if (typeof body.codeValid === 'boolean') error.codeValid = body.codeValid;
    }
  } catch {
    // Not JSON: fall through to a transport-level error.
  }
  error ??= new ApiError(response.status, 'http', text || response.statusText);
  const retryAfter = Number(response.headers.get('retry-after'));
  if (error.retryAfterSeconds === undefined && Number.isInteger(retryAfter) && retryAfter > 0) error.retryAfterSeconds = retryAfter;
  return error;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, authRedirect = true } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', error instanceof Error ? error.message : String(error));
  }

  if (!response.ok) {
    const error = await toApiError(response);
    if (error.endsSession && authRedirect) unauthorizedHandler(error);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
