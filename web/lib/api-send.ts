/**
 * How a request reaches the API, for every client of it: the app's (web/lib/api-client.ts: the
 * session, early reads, held answers, 401s) and the outbox's drain (web/lib/outbox/core/drain.ts,
 * in the page and in the service worker: Idempotency-Key, backoff, outcomes). JSON in and out and
 * the bearer token. No window or DOM here: the service worker runs it too.
 */

/** Where the API is, under the app's own origin. */
export const API_BASE = '/api';

export interface ApiSendInit {
  method: string;
  /** The bearer token, or null for none. */
  token: string | null;
  /** Sent as JSON. */
  body?: unknown;
  /** More headers (Idempotency-Key, If-None-Match). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  cache?: RequestCache;
  /** API_BASE unless given (an absolute URL in tests and benchmarks). */
  base?: string;
  /** The global fetch unless given. */
  fetch?: typeof fetch;
}

/** The headers of a request: JSON accepted, the token, a JSON body's type, then `extra`. */
export function requestHeaders(token: string | null, hasBody: boolean, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  if (hasBody) {
    headers['Content-Type'] = 'application/json';
  }
  return { ...headers, ...extra };
}

/** Sends `init.method {base}{path}`; resolves with the response whatever its status (a network failure rejects). */
export function sendApiRequest(path: string, init: ApiSendInit): Promise<Response> {
  const send = init.fetch ?? fetch;
  return send(`${init.base ?? API_BASE}${path}`, {
    method: init.method,
    headers: requestHeaders(init.token, init.body !== undefined, init.headers),
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
    ...(init.cache ? { cache: init.cache } : {}),
  });
}

/** A response's body as JSON, or undefined when it is empty or not JSON. */
export async function readJson(response: Response): Promise<unknown> {
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
