import type { ErrorResponse } from '../../server/contracts/auth';
import { forgetHeldAnswers, heldAnswer, holdAnswer } from './held-answers';
import { clearToken, getToken } from './token-store';

const API_BASE = '/api';

/** Pages where a 401 is an answer to show (bad credentials), not a reason to leave. */
const NO_REDIRECT_ON_401 = ['/login', '/register'];

/** An API call that failed: the HTTP status and, when the server gave one, its `detail`. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly code: string | undefined;
  readonly fieldErrors: ErrorResponse['errors'];

  constructor(status: number, body: Partial<ErrorResponse> | undefined) {
    super(body?.detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = body?.detail;
    this.code = body?.code;
    this.fieldErrors = body?.errors;
  }
}

type UnauthorizedHandler = (loginPath: string) => void;

let unauthorizedHandler: UnauthorizedHandler = (loginPath) => {
  window.location.assign(loginPath);
};

/** Lets the router send the user to /login without a full page load. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler =
    handler ??
    ((loginPath) => {
      window.location.assign(loginPath);
    });
}

type SessionEndedHook = (refusedToken: string | null) => void;
const sessionEndedHooks = new Set<SessionEndedHook>();

/**
 * Runs `hook` whenever the server refuses a token (401): the session was revoked elsewhere or
 * expired. What was kept on the device for it must go (lib/offline/session-ended.ts). Returns a
 * function that removes the hook.
 */
export function onSessionEnded(hook: SessionEndedHook): () => void {
  sessionEndedHooks.add(hook);
  return () => sessionEndedHooks.delete(hook);
}

/** The session ended (a 401, here or in the outbox's drain): clear the token and go to /login. */
export function signalUnauthorized(refusedToken: string | null = getToken()): void {
  handleUnauthorized(refusedToken);
}

function handleUnauthorized(refusedToken: string | null): void {
  clearToken();
  forgetHeldAnswers();
  for (const hook of sessionEndedHooks) {
    hook(refusedToken);
  }
  if (!NO_REDIRECT_ON_401.includes(window.location.pathname)) {
    unauthorizedHandler('/login');
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Use this token instead of the stored one (checking a token before keeping it). */
  token?: string;
};

function isErrorBody(value: unknown): value is Partial<ErrorResponse> {
  return typeof value === 'object' && value !== null && typeof (value as { detail?: unknown }).detail === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the API at `/api{path}` with JSON and the bearer token. Resolves with the parsed body;
 * rejects with an ApiError for any non-2xx answer. Any 401 clears the token and sends the
 * user to /login, except on /login and /register (spec section 4).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).body;
}

/** apiRequest, with the response's headers too (paging links and counts). */
export async function apiResponse<T>(path: string, options: RequestOptions = {}): Promise<{ body: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token ?? getToken();
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  const method = options.method ?? 'GET';
  // A GET asked before is asked with the answer's ETag: unchanged, the server answers 304 and the held answer stands.
  const held = method === 'GET' ? heldAnswer(token ?? null, path) : undefined;
  if (held) {
    headers['If-None-Match'] = held.etag;
  }
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    cache: 'no-store',
  });
  if (response.status === 304 && held) {
    return { body: held.body as T, headers: held.headers };
  }
  const body = await readJson(response);
  if (response.ok) {
    const etag = response.headers.get('ETag');
    if (method === 'GET' && etag) {
      holdAnswer(token ?? null, path, { etag, body, headers: response.headers });
    }
    return { body: body as T, headers: response.headers };
  }
  if (response.status === 401) {
    handleUnauthorized(token ?? null);
  }
  throw new ApiError(response.status, isErrorBody(body) ? body : undefined);
}

/**
 * The text to show for a failed call: the server's detail when it refused the request (4xx), else
 * the screen's own text (spec section 8): a server fault says nothing the member can act on.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.detail) {
    return error.detail;
  }
  return fallback;
}
