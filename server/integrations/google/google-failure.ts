/** What a failed call to Google means for the job that made it. */
export type GoogleFailure =
  /** Google refused the member's grant (revoked, expired, invalid_grant): reconnecting is the only way on. */
  | { kind: 'grant_refused'; message: string }
  /** Busy, rate-limited or unreachable: try again later (after `retryAfterMs` when Google said so). */
  | { kind: 'retry'; message: string; retryAfterMs: number | null }
  /** The event is not there (404, or 410 deleted). */
  | { kind: 'gone'; message: string }
  /** An event with that id already exists (409): our own earlier insert. */
  | { kind: 'duplicate'; message: string }
  /** Any other refusal: retrying the same call would fail the same way. */
  | { kind: 'refused'; message: string };

interface ErrorShape {
  message?: string;
  status?: number;
  code?: string | number;
  response?: { status?: number; data?: unknown; headers?: unknown };
}

const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded', 'backendError']);

function headerOf(headers: unknown, name: string): string | null {
  if (headers && typeof (headers as Headers).get === 'function') {
    return (headers as Headers).get(name);
  }
  const value = (headers as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : null;
}

/** Retry-After in ms: seconds, or an HTTP date. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) {
    return null;
  }
  if (/^\d+$/.test(value.trim())) {
    return Number(value.trim()) * 1000;
  }
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function reasonOf(data: unknown): string | null {
  const error = (data as { error?: unknown } | undefined)?.error;
  if (typeof error === 'string') {
    return error;
  }
  const reason = (error as { errors?: { reason?: unknown }[] } | undefined)?.errors?.[0]?.reason;
  return typeof reason === 'string' ? reason : null;
}

/** Sorts an error thrown by google-auth-library or the Calendar client. */
export function classifyGoogleFailure(err: unknown): GoogleFailure {
  const e = (err ?? {}) as ErrorShape;
  const message = (e.message ?? String(err)).slice(0, 300);
  const status = e.response?.status ?? e.status;
  const reason = reasonOf(e.response?.data);
  if (reason === 'invalid_grant' || reason === 'unauthorized_client' || /invalid_grant|No refresh token/i.test(message) || status === 401) {
    return { kind: 'grant_refused', message };
  }
  if (status === 429 || (status === 403 && reason !== null && RATE_REASONS.has(reason)) || status === undefined || status >= 500) {
    return { kind: 'retry', message, retryAfterMs: retryAfterMs(headerOf(e.response?.headers, 'retry-after')) };
  }
  if (status === 404 || status === 410) {
    return { kind: 'gone', message };
  }
  if (status === 409) {
    return { kind: 'duplicate', message };
  }
  return { kind: 'refused', message };
}
