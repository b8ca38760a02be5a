import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIG_RESPONSE, fakeApi, makeUser } from './support/fake-api';
import { renderRoutes } from './support/render-routes';

describe('/auth/callback', () => {
  it("shows 'Authentication failed: {error}' with Try Again to /login", async () => {
    fakeApi({});
    renderRoutes('/auth/callback?error=access_denied');
    expect((await screen.findByRole('alert')).textContent).toBe('Authentication failed: access_denied');
    const tryAgain = screen.getByText('Try Again').closest('ion-button') as (HTMLElement & { href?: string }) | null;
    expect(tryAgain?.href).toBe('/login');
  });

  it("shows 'No access token received' without a token", async () => {
    fakeApi({});
    renderRoutes('/auth/callback');
    expect((await screen.findByRole('alert')).textContent).toBe('No access token received');
  });

  it("shows 'Failed to process authentication' when the user cannot be fetched", async () => {
    fakeApi({ 'GET /auth/me': { status: 500 } });
    renderRoutes('/auth/callback?token=tok-9');
    expect(screen.getByText('Completing sign in...')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to process authentication');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token, fetches the user and goes to / (then /home)', async () => {
    const calls = fakeApi({ 'GET /auth/me': { body: makeUser() }, 'GET /config': CONFIG_RESPONSE });
    renderRoutes('/auth/callback?token=tok-9');
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/home'));
    expect(localStorage.getItem('token')).toBe('tok-9');
    expect(calls.find((call) => call.path === '/auth/me')?.headers.get('Authorization')).toBe('Bearer tok-9');
  });
});
