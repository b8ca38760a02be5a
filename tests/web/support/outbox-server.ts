import type { OutboxRow } from '../../../web/lib/outbox/core/outbox-types';

type Answer = { status: number; body?: unknown };
export type SentRequest = { method: string; path: string; key: string | null; token: string | null; body: unknown };

/**
 * A fake API for the outbox's drain: records every request and answers from `answer`, or like
 * the real server's idempotency layer when `idempotent` is set (a replayed key answers the stored
 * response and creates nothing new). Network failures are thrown when `answer` returns 'network'.
 */
export function outboxServer(answer: (request: SentRequest, index: number) => Answer | 'network') {
  const requests: SentRequest[] = [];
  const stored = new Map<string, Answer>();
  const created: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    await Promise.resolve();
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const headers = new Headers(init?.headers);
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      key: headers.get('Idempotency-Key'),
      token: headers.get('Authorization')?.replace(/^Bearer /, '') ?? null,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const replay = request.key ? stored.get(request.key) : undefined;
    if (replay) {
      return new Response(JSON.stringify(replay.body ?? null), { status: replay.status, headers: { 'Idempotent-Replayed': 'true' } });
    }
    const result = answer(request, requests.length - 1);
    if (result === 'network') {
      throw new TypeError('Failed to fetch');
    }
    // Like the server: answers of a route that ran are kept (not 5xx); 401 and 409-in-progress never reach that point.
    if (result.status < 500 && result.status !== 401 && result.status !== 409 && request.key) {
      stored.set(request.key, result);
    }
    if (result.status >= 200 && result.status < 300) {
      created.push(request);
    }
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), { status: result.status });
  };
  return { fetch, requests, created };
}

export const ok = (body: unknown = {}): Answer => ({ status: 200, body });

/** The body of the row's request, as sent. */
export function bodyOf(row: OutboxRow): unknown {
  return row.request.body;
}
