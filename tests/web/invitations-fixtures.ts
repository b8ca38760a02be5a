import { vi } from 'vitest';
import type { Invitation, PublicInvitation } from '@contracts/invitations/schemas';

/** An invitation as the API answers it: Ada invites to 'Autumn reading night' (event 7), pending. */
export function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 1,
    event: {
      id: 7,
      title: 'Autumn reading night',
      start_datetime: '2026-12-05T19:00:00.000Z',
      end_datetime: '2026-12-05T21:00:00.000Z',
      time_zone: 'Europe/London',
      location: 'The Old Library, Leeds',
      description: 'Bring a friend and a favourite book.',
      is_private: false,
      price_range: null,
      community_name: 'Leeds Readers',
    },
    invited_by: { id: 2, username: 'ada', full_name: 'Ada Lovelace', is_pro: false },
    invited_user: null,
    invited_email: 'nora@example.com',
    message: 'Come along!',
    invite_code: 'CODE1234',
    is_link: false,
    series: false,
    status: 'pending',
    created_at: '2026-11-20T10:00:00.000Z',
    responded_at: null,
    ...overrides,
  };
}

export function makePublicInvitation(overrides: Partial<PublicInvitation> = {}): PublicInvitation {
  const { id: _id, invited_user: _user, invited_email: _email, ...rest } = makeInvitation();
  return { ...rest, going_count: 3, ...overrides };
}

type Answer = { status?: number; body?: unknown };
type Route = Answer | ((body: unknown) => Answer);

/** A recorded call with its full path under /api, query string included. */
export type RecordedCall = { method: string; url: string; body: unknown };

/**
 * A fetch stub keyed 'METHOD /path' or 'METHOD /path?query' (the query-specific key wins).
 * Unknown routes answer 404 with a detail. Returns the calls made, in order.
 */
export function stubApi(routes: Record<string, Route>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/api/, '');
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: path + url.search, body });
      const route = routes[`${method} ${path}${url.search}`] ?? routes[`${method} ${path}`];
      const answer = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { detail: 'Not Found' } });
      const status = answer.status ?? 200;
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      return Promise.resolve(new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json' } }));
    }),
  );
  return calls;
}
