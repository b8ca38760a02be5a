import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiToken } from '@contracts/developer/schemas';
import { answerConfirm } from './support/confirm-dialog';
import { CONFIG_RESPONSE, fakeApi, makeUser } from './support/fake-api';
import { renderRoutes } from './support/render-routes';

vi.mock('../../web/components/text-field', async () => await import('./support/native-text-field'));

const token = (overrides: Partial<ApiToken> = {}): ApiToken => ({
  id: 1,
  name: 'Calendar script',
  is_active: true,
  is_expired: false,
  token_prefix: 'gthr_riRy',
  access: 'read_only',
  created_at: '2026-11-20T10:00:00Z',
  last_used_at: null,
  expires_at: null,
  ...overrides,
});

const signedIn = { 'GET /config': CONFIG_RESPONSE, 'GET /auth/me': { body: makeUser() } };
const clickButton = async (name: string) => fireEvent.click(await screen.findByText(name, { selector: 'ion-button' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('/developer', () => {
  it('lists tokens by prefix with an Inactive badge, access, created, last used and expiry', async () => {
    localStorage.setItem('token', 'good');
    fakeApi({ ...signedIn, 'GET /developer/tokens': { body: [token(), token({ id: 2, name: 'Old laptop', is_active: false, access: 'read_write', expires_at: '2026-01-01T00:00:00Z', is_expired: true })] } });
    renderRoutes('/developer');
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('gthr_riRy…');
    expect(first?.textContent).toContain('Read only');
    expect(first?.textContent).toContain('Never');
    // Dates as every other screen writes them, for this (British) browser.
    expect(first?.textContent).toContain('20 Nov 2026');
    expect(second?.textContent).toContain('Expired 1 Jan 2026');
    expect(first?.textContent).not.toContain('Inactive');
    expect(second?.textContent).toContain('Inactive');
    expect(second?.textContent).toContain('Expired');
    expect(screen.getByText('Quick Start')).toBeTruthy();
    expect(document.body.textContent).toContain('Bearer gthr_riRy…');
  });

  it("says 'Failed to load API tokens. Please try again.' and loads again on Try Again", async () => {
    localStorage.setItem('token', 'good');
    let fail = true;
    fakeApi({ ...signedIn, 'GET /developer/tokens': () => (fail ? { status: 400, body: { detail: 'nope', code: 'x' } } : { body: [] }) });
    renderRoutes('/developer');
    expect(await screen.findByText('Failed to load API tokens. Please try again.')).toBeTruthy();
    fail = false;
    await clickButton('Try Again');
    expect(await screen.findByText(/No API tokens yet/)).toBeTruthy();
  });

  it("refuses a blank name with 'Token name is required', and sends the name trimmed with the expiry and access chosen", async () => {
    localStorage.setItem('token', 'good');
    const calls = fakeApi({
      ...signedIn,
      'GET /developer/tokens': { body: [] },
      'POST /developer/tokens': (body) => ({ status: 201, body: { token: token({ name: (body as { name: string }).name }), raw_token: `gthr_${'a'.repeat(38)}`, message: 'API token created. Copy it now: it will not be shown again.' } }),
    });
    renderRoutes('/developer');
    await clickButton('Create Token');
    const form = await screen.findByRole('form', { name: 'Create token' });
    fireEvent.change(within(form).getByLabelText('Token name'), { target: { value: '   ' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Token name is required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Token name'), { target: { value: '  Nightly export  ' } });
    fireEvent.change(within(form).getByLabelText('Expires'), { target: { value: '' } });
    fireEvent.click(within(form).getByLabelText(/Read and write/));
    fireEvent.submit(form);
    expect(await screen.findByText(`gthr_${'a'.repeat(38)}`)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Nightly export', expires_days: null, access: 'read_write' });
    expect(screen.queryByRole('form', { name: 'Create token' })).toBeNull();
  });

  it("confirms a deletion in the app's own dialog naming the token, then says 'Token deleted' for 3 seconds", async () => {
    localStorage.setItem('token', 'good');
    const calls = fakeApi({ ...signedIn, 'GET /developer/tokens': { body: [token()] }, 'DELETE /developer/tokens/1': { status: 204 } });
    const browserConfirm = vi.fn(() => true);
    vi.stubGlobal('confirm', browserConfirm);
    renderRoutes('/developer');
    await screen.findByRole('list', { name: 'Your API tokens' });
    await clickButton('Delete');
    // Cancel keeps the token.
    expect(await answerConfirm('Delete “Calendar script”?', false)).toBe('Scripts using it stop working at once.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await clickButton('Delete');
    await answerConfirm('Delete “Calendar script”?', true);
    expect(await screen.findByText('Token deleted')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/developer/tokens/1')).toBe(true);
    expect(screen.queryByRole('list', { name: 'Your API tokens' })).toBeNull();
    vi.advanceTimersByTime(3100);
    await waitFor(() => expect(screen.queryByText('Token deleted')).toBeNull());
    expect(browserConfirm).not.toHaveBeenCalled();
  });

  it("asks in the app's own dialog before deactivating, naming the token", async () => {
    localStorage.setItem('token', 'good');
    const calls = fakeApi({
      ...signedIn,
      'GET /developer/tokens': { body: [token()] },
      'PATCH /developer/tokens/1/deactivate': { body: token({ is_active: false }) },
    });
    const browserConfirm = vi.fn(() => true);
    vi.stubGlobal('confirm', browserConfirm);
    renderRoutes('/developer');
    await screen.findByRole('list', { name: 'Your API tokens' });
    await clickButton('Deactivate');
    expect(await answerConfirm('Deactivate “Calendar script”?', false)).toBe('Scripts using it stop working at once, and it cannot be turned back on.');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await clickButton('Deactivate');
    await answerConfirm('Deactivate “Calendar script”?', true);
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && c.path === '/developer/tokens/1/deactivate')).toBe(true));
    expect(browserConfirm).not.toHaveBeenCalled();
  });
});

describe('/developer/docs', () => {
  it("says 'Failed to load API documentation. Please try again.' with Retry", async () => {
    localStorage.setItem('token', 'good');
    fakeApi({ ...signedIn, 'GET /developer/docs': { status: 404, body: { detail: 'gone', code: 'not_found' } } });
    renderRoutes('/developer/docs');
    expect(await screen.findByText('Failed to load API documentation. Please try again.')).toBeTruthy();
    expect(await screen.findByText('Retry', { selector: 'ion-button' })).toBeTruthy();
  });
});
