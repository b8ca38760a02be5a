import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyReadsFor } from '../../web/app/early-reads';
import { apiRequest, sendEarlyRead, setUnauthorizedHandler } from '../../web/lib/api-client';
import { fakeApi, makeUser } from './support/fake-api';

afterEach(() => setUnauthorizedHandler(null));

describe('early reads (sent before the app has loaded)', () => {
  it('for a member: the session check, then the screen’s own first reads', () => {
    expect(earlyReadsFor('/home', true)).toEqual([
      '/auth/me',
      '/events/attending?when=upcoming',
      '/events/attending?when=past&limit=10',
      '/event-invites/my-invites?status_filter=pending',
    ]);
    expect(earlyReadsFor('/', true)).toEqual(earlyReadsFor('/home', true));
    expect(earlyReadsFor('/events/', true)).toEqual(['/auth/me', '/events/attending?when=upcoming']);
    expect(earlyReadsFor('/events/12', true)).toEqual(['/auth/me', '/events/12', '/events/12/comments']);
    expect(earlyReadsFor('/settings', true)).toEqual(['/auth/me']);
  });

  it('for a guest: only the public invitation lookups, with the code as the page reads it', () => {
    expect(earlyReadsFor('/', false)).toEqual([]);
    expect(earlyReadsFor('/home', false)).toEqual([]);
    expect(earlyReadsFor('/events/12', false)).toEqual([]);
    expect(earlyReadsFor('/join-event/AB%2FC%20', false)).toEqual(['/event-invites/invite/AB%2FC']);
    expect(earlyReadsFor('/invite/X7K2', false)).toEqual(['/communities/invite/X7K2']);
    expect(earlyReadsFor('/join-event/%E0%A4%A', false)).toEqual([]);
  });

  it('the query asking for the same path adopts the answer instead of asking again', async () => {
    localStorage.setItem('token', 'tok-early');
    const calls = fakeApi({ 'GET /auth/me': { body: makeUser() } });
    sendEarlyRead('/auth/me');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-early');
    await expect(apiRequest('/auth/me')).resolves.toMatchObject({ email: 'ada@example.com' });
    expect(calls).toHaveLength(1);
    // Adopted once: asking again goes to the server.
    await apiRequest('/auth/me');
    expect(calls).toHaveLength(2);
  });

  it('a 401 signs the member out when the query adopts it, as any other 401, not before', async () => {
    localStorage.setItem('token', 'revoked');
    window.history.replaceState(null, '', '/home');
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    fakeApi({ 'GET /auth/me': { status: 401, body: { detail: 'Not authenticated', code: 'unauthorized' } } });
    sendEarlyRead('/auth/me');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(localStorage.getItem('token')).toBe('revoked');
    expect(redirect).not.toHaveBeenCalled();

    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/login');
  });

  it('an answer read under another token is never adopted', async () => {
    localStorage.setItem('token', 'tok-a');
    const calls = fakeApi({ 'GET /events/attending': { body: [] } });
    sendEarlyRead('/events/attending?when=upcoming');
    localStorage.setItem('token', 'tok-b');
    await apiRequest('/events/attending?when=upcoming');
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual(['Bearer tok-a', 'Bearer tok-b']);
  });

  it('a query cancelled while it waits for an adopted answer is cancelled', async () => {
    localStorage.setItem('token', 'tok-c');
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    sendEarlyRead('/events/3');
    const controller = new AbortController();
    const read = apiRequest('/events/3', { signal: controller.signal });
    controller.abort();
    await expect(read).rejects.toBeDefined();
    answer(new Response('{}'));
  });
});
