import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONFIG_RESPONSE, fakeApi, makeUser } from './support/fake-api';
import { renderRoutes } from './support/render-routes';

vi.mock('../../web/components/text-field', async () => await import('./support/native-text-field'));

async function fillRegistration(values: { email: string; fullName: string; password: string; confirm: string }) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: values.email } });
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: values.fullName } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: values.password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: values.confirm } });
  fireEvent.submit(screen.getByRole('form', { name: 'Create account' }));
}

describe('/register', () => {
  it('shows "Passwords do not match" and calls nothing when the passwords differ', async () => {
    const calls = fakeApi({ 'GET /config': CONFIG_RESPONSE });
    renderRoutes('/register');

    await fillRegistration({ email: 'ada@example.com', fullName: 'Ada Lovelace', password: 'correct horse', confirm: 'correct hose' });

    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match');
    expect(calls.filter((call) => call.path.startsWith('/auth/'))).toEqual([]);
  });

  it('registers with the e-mail local part as username, signs in with the same credentials and lands on /home, welcomed', async () => {
    // Just signed up: the only sign-in is the one right after registering.
    const user = makeUser({ created_at: '2026-11-25T10:00:00.000Z', last_login_at: '2026-11-25T10:00:01.000Z' });
    const calls = fakeApi({
      'GET /config': CONFIG_RESPONSE,
      'POST /auth/register': { status: 201, body: user },
      'POST /auth/login': { body: { access_token: 'tok-123', token_type: 'bearer' } },
      'GET /auth/me': { body: user },
    });
    renderRoutes('/register');

    await fillRegistration({ email: 'ada@example.com', fullName: 'Ada Lovelace', password: 'correct horse', confirm: 'correct horse' });

    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/home'));
    const authCalls = calls.filter((call) => call.path.startsWith('/auth/'));
    expect(authCalls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /auth/register', 'POST /auth/login', 'GET /auth/me']);
    expect(authCalls[0]?.body).toEqual({
      email: 'ada@example.com',
      username: 'ada',
      password: 'correct horse',
      full_name: 'Ada Lovelace',
    });
    expect(authCalls[1]?.body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(localStorage.getItem('token')).toBe('tok-123');
    // A first visit greets with Welcome, not Welcome back.
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome, Ada!');
  });

  it("shows the server's detail when registration fails, else 'Registration failed'", async () => {
    fakeApi({
      'GET /config': CONFIG_RESPONSE,
      'POST /auth/register': { status: 409, body: { detail: 'An account with this email already exists', code: 'conflict' } },
    });
    renderRoutes('/register');
    await fillRegistration({ email: 'ada@example.com', fullName: 'Ada', password: 'correct horse', confirm: 'correct horse' });
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists');

    fakeApi({ 'GET /config': CONFIG_RESPONSE, 'POST /auth/register': { status: 500 } });
    fireEvent.submit(screen.getByRole('form', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Registration failed'));
  });
});

describe('/login for someone new', () => {
  it('offers the way to sign up before the sign-in form (Get Started on the landing page leads here)', async () => {
    fakeApi({ 'GET /config': CONFIG_RESPONSE });
    renderRoutes('/login');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    const signUp = screen.getByRole('link', { name: 'Create an account' });
    expect(signUp.getAttribute('href')).toBe('/register');
    expect(signUp.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
