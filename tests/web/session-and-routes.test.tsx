import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { savePostAuthCallback, savePostAuthReturnPath } from '../../web/lib/post-auth-action';
import { CONFIG_RESPONSE, fakeApi, makeUser } from './support/fake-api';
import { renderRoutes } from './support/render-routes';

vi.mock('../../web/components/text-field', async () => await import('./support/native-text-field'));

const currentPath = () => screen.getByTestId('current-path').textContent;

async function signIn(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
}

describe('session and access classes', () => {
  it('sends a guest from a signed-in page to /login', async () => {
    fakeApi({ 'GET /config': CONFIG_RESPONSE });
    renderRoutes('/settings');
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('shows a member an unknown address as Page not found in the layout, with Go to Home to /home', async () => {
    localStorage.setItem('token', 'good');
    fakeApi({ 'GET /auth/me': { body: makeUser() }, 'GET /config': CONFIG_RESPONSE });
    renderRoutes('/no-such-page');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect(currentPath()).toBe('/no-such-page');
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/home');
    expect((await screen.findAllByRole('navigation', { name: 'Main' })).length).toBeGreaterThan(0);
  });

  it('sends a guest at an address that is no page to /login, as at every other signed-in address (spec section 6)', async () => {
    fakeApi({ 'GET /config': CONFIG_RESPONSE });
    renderRoutes('/no-such-page');
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it('removes a stored token the server rejects, and the page loads as a guest', async () => {
    localStorage.setItem('token', 'revoked');
    fakeApi({ 'GET /auth/me': { status: 401, body: { detail: 'Not authenticated', code: 'unauthorized' } }, 'GET /config': CONFIG_RESPONSE });
    renderRoutes('/home');
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
  });

  it('redirects a signed-in user away from guest-only pages to /home', async () => {
    localStorage.setItem('token', 'good');
    fakeApi({ 'GET /auth/me': { body: makeUser() }, 'GET /config': CONFIG_RESPONSE });
    renderRoutes('/login');
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome back, Ada!');
  });

  it("shows 'Login failed' or the server's detail when sign-in fails", async () => {
    fakeApi({
      'GET /config': CONFIG_RESPONSE,
      'POST /auth/login': { status: 401, body: { detail: 'Incorrect email or password', code: 'unauthorized' } },
    });
    renderRoutes('/login');
    await signIn('ada@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password');
    expect(currentPath()).toBe('/login');
  });

  it('after sign-in runs the saved callback once and returns to the saved path', async () => {
    const user = makeUser();
    fakeApi({
      'GET /config': CONFIG_RESPONSE,
      'POST /auth/login': { body: { access_token: 'tok-5', token_type: 'bearer' } },
      'GET /auth/me': { body: user },
    });
    const callback = vi.fn();
    savePostAuthCallback(callback);
    savePostAuthReturnPath('/invite/ABC123');
    renderRoutes('/login');
    await signIn('ada@example.com', 'correct horse');

    await waitFor(() => expect(currentPath()).toBe('/invite/ABC123'));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('post_auth_return_path')).toBeNull();
    expect(localStorage.getItem('token')).toBe('tok-5');
  });

  it("shows non-admins 'Access Denied: You need admin privileges to access this page'", async () => {
    localStorage.setItem('token', 'good');
    fakeApi({ 'GET /auth/me': { body: makeUser() }, 'GET /config': CONFIG_RESPONSE });
    renderRoutes('/admin');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Access Denied: You need admin privileges to access this page',
    );
  });

  it('shows admins the admin dashboard', async () => {
    localStorage.setItem('token', 'good');
    fakeApi({ 'GET /auth/me': { body: makeUser({ is_admin: true }) }, 'GET /config': CONFIG_RESPONSE });
    renderRoutes('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
  });

  it('sends /terms-of-service to /terms for guests too', async () => {
    fakeApi({ 'GET /config': CONFIG_RESPONSE });
    renderRoutes('/terms-of-service');
    await waitFor(() => expect(currentPath()).toBe('/terms'));
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByText(/greater of the amount you paid us in the 12 months before the claim or \$100/)).toBeTruthy();
  });
});
