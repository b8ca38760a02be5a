import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from './support/fake-api';
import { renderRoutes } from './support/render-routes';

vi.mock('../../web/components/text-field', async () => await import('./support/native-text-field'));

async function submitNewPassword(password: string, confirm: string) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.submit(screen.getByRole('form', { name: 'Reset password' }));
}

describe('/reset-password', () => {
  it("shows 'Invalid or missing reset token' when the link has no token", async () => {
    fakeApi({});
    renderRoutes('/reset-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or missing reset token');
    expect(screen.queryByRole('form', { name: 'Reset password' })).toBeNull();
  });

  it('refuses a password shorter than 8 characters without calling the server', async () => {
    const calls = fakeApi({});
    renderRoutes('/reset-password?token=abc');
    await submitNewPassword('short', 'short');
    expect((await screen.findByRole('alert')).textContent).toBe('Password must be at least 8 characters long');
    expect(calls).toEqual([]);
  });

  it("refuses a confirmation that differs with 'Passwords do not match'", async () => {
    const calls = fakeApi({});
    renderRoutes('/reset-password?token=abc');
    await submitNewPassword('long enough 1', 'long enough 2');
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match');
    expect(calls).toEqual([]);
  });

  it('sends token and new password, then offers to sign in with the new password', async () => {
    const calls = fakeApi({ 'POST /auth/reset-password': { body: { message: 'Your password has been reset.' } } });
    renderRoutes('/reset-password?token=abc');
    await submitNewPassword('long enough 1', 'long enough 1');
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been reset.');
    expect(calls[0]?.body).toEqual({ token: 'abc', new_password: 'long enough 1' });
    const button = screen.getByText('Sign In with New Password').closest('ion-button');
    expect((button as (HTMLElement & { href?: string }) | null)?.href).toBe('/login');
  });

  it("shows the server's detail for an expired token, else 'Failed to reset password'", async () => {
    fakeApi({ 'POST /auth/reset-password': { status: 400, body: { detail: 'This reset link has expired.', code: 'bad_token' } } });
    renderRoutes('/reset-password?token=abc');
    await submitNewPassword('long enough 1', 'long enough 1');
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link has expired.');

    fakeApi({ 'POST /auth/reset-password': { status: 502 } });
    fireEvent.submit(screen.getByRole('form', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to reset password'));
  });
});
