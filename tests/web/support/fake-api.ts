import { vi } from 'vitest';
import type { User } from '@contracts/users/schemas';

export type FakeResponse = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (body: unknown, headers: Headers, url: URL) => FakeResponse;

/** One recorded API call: method, path under /api, JSON body and headers. */
export type ApiCall = { method: string; path: string; body: unknown; headers: Headers };

/**
 * Replaces fetch with a fake API. Routes are keyed 'METHOD /path' (path without /api); an
 * unknown route answers 404. Returns the list of calls made, in order.
 */
export function fakeApi(routes: Record<string, Handler | FakeResponse>): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const headers = new Headers(init?.headers);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route(body, headers, url) : (route ?? { status: 404, body: { detail: 'Not Found', code: 'not_found' } });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return Promise.resolve(
      new Response(status === 204 || status === 304 ? null : text, { status, headers: { 'Content-Type': 'application/json', ...answer.headers } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const CONFIG_RESPONSE = {
  body: { product_name: 'Gather', support_email: 'support@example.com', google_sign_in_enabled: false, google_calendar_enabled: false },
};

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    uuid: '00000000-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    username: 'ada',
    full_name: 'Ada Lovelace',
    created_at: '2025-01-15T10:00:00.000Z',
    last_login_at: '2026-11-20T09:00:00.000Z',
    is_admin: false,
    is_pro: false,
    is_active: true,
    google_calendar_global_auto_sync: false,
    remind_day_before: true,
    remind_hour_before: true,
    remind_by_email: false,
    email_verified: true,
    sign_in_methods: ['email'],
    ...overrides,
  };
}
