import type { BodyInput, SuccessAnswer } from '@contracts/api/route-types';
import type { ErrorResponse } from '@contracts/auth/schemas';
import type { ApiAddress, RouteOfAddress, UndeclaredPath } from '@contracts/api/api-path';
import { readJson, sendApiRequest } from './api-send';
import { forgetHeldAnswers, heldAnswer, holdAnswer } from './held-answers';
import { clearToken, getToken } from './token-store';

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

type MethodOption<Route> = Route extends { method: infer M extends string } ? (M extends 'get' ? { method?: 'GET' } : { method: Uppercase<M> }) : never;
type BodyOption<Route> = [BodyInput<Route>] extends [never] ? { body?: undefined } : { body: BodyInput<Route> };

/** The options of a request to a declared route: its method, and the body its schema takes. */
export type DeclaredRequestOptions<Route> = Omit<RequestOptions, 'method' | 'body'> & MethodOption<Route> & BodyOption<Route>;

/** A GET's options may be left out; any other request names its method. */
type OptionsArgs<Route> = Route extends { method: 'get' } ? [options?: DeclaredRequestOptions<Route>] : [options: DeclaredRequestOptions<Route>];

/** What a request to `address` answers when it succeeds, as the route declares it. */
export type AnswerAt<A> = SuccessAnswer<RouteOfAddress<A>>;

function isErrorBody(value: unknown): value is Partial<ErrorResponse> {
  return typeof value === 'object' && value !== null && typeof (value as { detail?: unknown }).detail === 'string';
}

/**
 * Calls the API at `/api{path}` with JSON and the bearer token. Resolves with the parsed body;
 * rejects with an ApiError for any non-2xx answer. Any 401 clears the token and sends the
 * user to /login, except on /login and /register (spec section 4).
 */
export async function apiRequest<A extends ApiAddress>(address: A, ...options: OptionsArgs<RouteOfAddress<A>>): Promise<AnswerAt<A>>;
/** An address no route declares (its answer's type is the caller's word). */
export async function apiRequest<T = unknown>(path: UndeclaredPath, options?: RequestOptions): Promise<T>;
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  return (await apiResponse(path, options)).body;
}

/** An early read not adopted by then is dropped: its answer is too old to show as fresh. */
const EARLY_READ_TTL_MS = 15_000;
const earlyReads = new Map<string, { response: Promise<Response>; sentAt: number }>();
const earlyReadKey = (token: string | null, path: string): string => `${token ?? ''}\n${path}`;

/**
 * Sends `GET /api{path}` now, exactly as apiRequest would, before the code that reads it has
 * loaded (web/app/early-reads.ts starts the screen's reads while the app's scripts download).
 * The answer is not looked at here: the first apiRequest for the same path and token adopts it
 * and handles it as its own (a 401 signs the member out then, as any other would).
 */
export function sendEarlyRead(path: string): void {
  const token = getToken();
  const key = earlyReadKey(token, path);
  if (earlyReads.has(key)) {
    return;
  }
  const response = sendApiRequest(path, { method: 'GET', token, cache: 'no-store' });
  // A network failure is the adopter's to see; until then it is not an unhandled rejection.
  response.catch(() => undefined);
  earlyReads.set(key, { response, sentAt: Date.now() });
}

/** The early read of `path` under `token`, taken (it is adopted once), if one is waiting and recent. */
function takeEarlyRead(token: string | null, path: string): Promise<Response> | undefined {
  const key = earlyReadKey(token, path);
  const early = earlyReads.get(key);
  earlyReads.delete(key);
  return early && Date.now() - early.sentAt <= EARLY_READ_TTL_MS ? early.response : undefined;
}

/** `response`, or the abort of `signal` if that comes first (an adopted early read cannot be cancelled itself). */
function unlessAborted(response: Promise<Response>, signal: AbortSignal | undefined): Promise<Response> {
  if (!signal) {
    return response;
  }
  if (signal.aborted) {
    return Promise.reject(signal.reason as Error);
  }
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** apiRequest, with the response's headers too (paging links and counts). */
export async function apiResponse<A extends ApiAddress>(address: A, ...options: OptionsArgs<RouteOfAddress<A>>): Promise<{ body: AnswerAt<A>; headers: Headers }>;
export async function apiResponse<T = unknown>(path: UndeclaredPath, options?: RequestOptions): Promise<{ body: T; headers: Headers }>;
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<{ body: unknown; headers: Headers }> {
  const token = options.token ?? getToken();
  const method = options.method ?? 'GET';
  const early = method === 'GET' ? takeEarlyRead(token, path) : undefined;
  // A GET asked before is asked with the answer's ETag: unchanged, the server answers 304 and the held answer stands.
  const held = method === 'GET' ? heldAnswer(token, path) : undefined;
  const response = await (early
    ? unlessAborted(early, options.signal)
    : sendApiRequest(path, {
        method,
        token,
        body: options.body,
        headers: held ? { 'If-None-Match': held.etag } : {},
        signal: options.signal,
        cache: 'no-store',
      }));
  if (response.status === 304 && held) {
    // A 304 names the answer's current tag, which can be newer than the one asked with (the server's
    // revalidation stamp moves on with each write): asking with it next time keeps revalidation cheap.
    const etag = response.headers.get('ETag');
    if (etag && etag !== held.etag) {
      holdAnswer(token, path, { ...held, etag });
    }
    return { body: held.body, headers: held.headers };
  }
  const body = await readJson(response);
  if (response.ok) {
    const etag = response.headers.get('ETag');
    if (method === 'GET' && etag) {
      holdAnswer(token, path, { etag, body, headers: response.headers });
    }
    return { body, headers: response.headers };
  }
  if (response.status === 401) {
    handleUnauthorized(token);
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
