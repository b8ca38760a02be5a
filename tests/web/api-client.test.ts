import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, apiResponse, errorMessage, setUnauthorizedHandler } from '../../web/lib/api-client';
import { fakeApi } from './support/fake-api';
import type { FakeResponse } from './support/fake-api';

afterEach(() => setUnauthorizedHandler(null));

describe('api client', () => {
  it('sends JSON with the stored bearer token under /api', async () => {
    localStorage.setItem('token', 'tok-1');
    const calls = fakeApi({ 'POST /things': { status: 201, body: { id: 7 } } });
    await expect(apiRequest('/things', { method: 'POST', body: { name: 'x' } })).resolves.toEqual({ id: 7 });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ name: 'x' });
  });

  it('on a 401 clears the token and sends the user to /login', async () => {
    localStorage.setItem('token', 'stale');
    window.history.replaceState(null, '', '/settings');
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    fakeApi({ 'GET /auth/me': { status: 401, body: { detail: 'Not authenticated', code: 'unauthorized' } } });

    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 401, detail: 'Not authenticated' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/login');
  });

  it.each(['/login', '/register'])('on a 401 while on %s clears the token but stays', async (path) => {
    localStorage.setItem('token', 'stale');
    window.history.replaceState(null, '', path);
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    fakeApi({ 'POST /auth/login': { status: 401, body: { detail: 'Incorrect email or password', code: 'unauthorized' } } });

    const failure = apiRequest('/auth/login', { method: 'POST', body: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('by default leaves for /login with a page load when no router handler is set', async () => {
    window.history.replaceState(null, '', '/home');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/home', assign });
    fakeApi({ 'GET /auth/me': { status: 401 } });
    await expect(apiRequest('/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it("passes other errors to the caller; errorMessage prefers the server's detail for a refusal (4xx), the fallback otherwise", async () => {
    fakeApi({
      'GET /a': { status: 429, body: { detail: 'Too many attempts. Please wait 15 minutes and try again.', code: 'rate_limited' } },
      'GET /b': { status: 500, body: 'oops' },
      'GET /c': { status: 500, body: { detail: 'Something went wrong on our side. Please try again.', code: 'internal_error' } },
    });
    const withDetail = await apiRequest('/a').catch((error: unknown) => error);
    const without = await apiRequest('/b').catch((error: unknown) => error);
    expect(errorMessage(withDetail, 'Login failed')).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(errorMessage(without, 'Login failed')).toBe('Login failed');
    // A server fault shows the screen's own text (spec section 8), not the server's generic one.
    expect(errorMessage(await apiRequest('/c').catch((error: unknown) => error), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe('Login failed');
  });

  it('asks a GET again with the answer’s ETag, and a 304 keeps the answer it holds (with its headers)', async () => {
    localStorage.setItem('token', 'tok-1');
    let version = 'a';
    const list = (_body: unknown, headers: Headers): FakeResponse =>
      headers.get('If-None-Match') === `W/"${version}"`
        ? { status: 304, headers: { ETag: `W/"${version}"` } }
        : { body: [{ id: 1, version }], headers: { ETag: `W/"${version}"`, 'X-Total-Count': '1' } };
    const calls = fakeApi({ 'GET /events/attending': list });
    const first = await apiResponse<unknown[]>('/events/attending');
    const again = await apiResponse<unknown[]>('/events/attending');
    expect(calls.map((call) => call.headers.get('If-None-Match'))).toEqual([null, 'W/"a"']);
    expect(again.body).toBe(first.body);
    expect(again.headers.get('X-Total-Count')).toBe('1');

    version = 'b';
    const changed = await apiResponse<unknown[]>('/events/attending');
    expect(changed.body).toEqual([{ id: 1, version: 'b' }]);
    // Another member on this browser never gets the first one's answer.
    localStorage.setItem('token', 'tok-2');
    await apiResponse('/events/attending');
    expect(calls.at(-1)?.headers.get('If-None-Match')).toBeNull();
  });

  it('keeps the tag a 304 carries, so the next question names the newest one', async () => {
    localStorage.setItem('token', 'tok-1');
    // The server may answer 304 with a newer tag for the same answer (its revalidation stamp moved on).
    let tag = 'W/"same~1"';
    const detail = (_body: unknown, headers: Headers): FakeResponse =>
      headers.get('If-None-Match') ? { status: 304, headers: { ETag: tag } } : { body: { id: 5 }, headers: { ETag: tag } };
    const calls = fakeApi({ 'GET /events/5': detail });
    const first = await apiResponse('/events/5');
    tag = 'W/"same~2"';
    const again = await apiResponse('/events/5');
    await apiResponse('/events/5');
    expect(again.body).toBe(first.body);
    expect(calls.map((call) => call.headers.get('If-None-Match'))).toEqual([null, 'W/"same~1"', 'W/"same~2"']);
  });
});
