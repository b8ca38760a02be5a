import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIG_RESPONSE, fakeApi, makeUser } from './support/fake-api';
import { renderRoutes } from './support/render-routes';

describe('confirming the e-mail address', () => {
  it('asks an unconfirmed member to confirm, and sends a new link on request', async () => {
    localStorage.setItem('token', 'tok');
    const calls = fakeApi({
      'GET /auth/me': { body: makeUser({ email_verified: false, email: 'new@example.com' }) },
      'GET /config': CONFIG_RESPONSE,
      'POST /auth/verify-email/resend': { body: { message: 'We sent you a new confirmation link. It works for 24 hours.' } },
    });
    renderRoutes('/settings');
    const banner = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    expect(banner.textContent).toContain('new@example.com');
    fireEvent.click(screen.getByText('Send a new link'));
    expect((await screen.findByText('We sent you a new confirmation link. It works for 24 hours.')).getAttribute('role')).toBe('status');
    expect(calls.filter((call) => call.path === '/auth/verify-email/resend')).toHaveLength(1);
  });

  it('shows no banner once the address is confirmed', async () => {
    localStorage.setItem('token', 'tok');
    fakeApi({ 'GET /auth/me': { body: makeUser({ email_verified: true }) }, 'GET /config': CONFIG_RESPONSE });
    renderRoutes('/settings');
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/settings'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
  });

  it('confirms with the token of the mailed link, signed out too', async () => {
    const calls = fakeApi({ 'POST /auth/verify-email': { body: { message: 'Your e-mail address is confirmed.' } }, 'GET /config': CONFIG_RESPONSE });
    renderRoutes('/verify-email?token=abc123');
    expect((await screen.findByText('Your e-mail address is confirmed.')).getAttribute('role')).toBe('status');
    expect(calls.find((call) => call.path === '/auth/verify-email')?.body).toEqual({ token: 'abc123' });
    expect(screen.getByText('Sign In')).toBeTruthy();
  });

  it("says why a used or expired link did not work", async () => {
    fakeApi({
      'POST /auth/verify-email': { status: 400, body: { detail: 'This confirmation link is invalid, was already used or has expired. Sign in and ask for a new one.', code: 'invalid_verification_token' } },
      'GET /config': CONFIG_RESPONSE,
    });
    renderRoutes('/verify-email?token=old');
    expect((await screen.findByRole('alert')).textContent).toBe('This confirmation link is invalid, was already used or has expired. Sign in and ask for a new one.');
  });

  it('says the address is already confirmed when a member who confirmed it follows the used link again', async () => {
    localStorage.setItem('token', 'tok');
    fakeApi({
      'GET /auth/me': { body: makeUser({ email_verified: true }) },
      'POST /auth/verify-email': { status: 400, body: { detail: 'This confirmation link is invalid, was already used or has expired. Sign in and ask for a new one.', code: 'invalid_verification_token' } },
      'GET /config': CONFIG_RESPONSE,
    });
    renderRoutes('/verify-email?token=used-once');
    expect((await screen.findByText('Your e-mail address is already confirmed.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Go to Home')).toBeTruthy();
  });

  it('sends a token once even when the page mounts again (the layout changes as the session loads)', async () => {
    const calls = fakeApi({ 'POST /auth/verify-email': { body: { message: 'Your e-mail address is confirmed.' } }, 'GET /config': CONFIG_RESPONSE });
    const first = renderRoutes('/verify-email?token=mounted-twice');
    await screen.findByText('Your e-mail address is confirmed.');
    first.unmount();
    renderRoutes('/verify-email?token=mounted-twice');
    await screen.findByText('Your e-mail address is confirmed.');
    expect(calls.filter((call) => call.path === '/auth/verify-email')).toHaveLength(1);
  });
});
