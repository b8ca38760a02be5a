import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SIGN_IN_ERROR_TEXTS, UNKNOWN_SIGN_IN_ERROR, signInErrorText } from '@contracts/auth/sign-in-errors';
import { beginThirdPartySignIn } from '../../web/lib/sign-in-nonce';
import { CONFIG_RESPONSE, fakeApi, makeUser } from './support/fake-api';
import { renderRoutes } from './support/render-routes';

describe('/auth/callback', () => {
  it("shows 'Authentication failed: {error}' with Try Again to /login, {error} being the code's own text", async () => {
    fakeApi({});
    renderRoutes('/auth/callback?error=access_denied');
    expect((await screen.findByRole('alert')).textContent).toBe(`Authentication failed: ${SIGN_IN_ERROR_TEXTS.access_denied}`);
    const tryAgain = screen.getByText('Try Again').closest('ion-button') as (HTMLElement & { href?: string }) | null;
    expect(tryAgain?.href).toBe('/login');
  });

  it.each(Object.entries(SIGN_IN_ERROR_TEXTS))('shows the text of the code %s', async (code, text) => {
    fakeApi({});
    renderRoutes(`/auth/callback?error=${code}`);
    expect((await screen.findByRole('alert')).textContent).toBe(`Authentication failed: ${text}`);
  });

  it('never shows text the address brings: an unknown error gets one generic text (no content spoofing on our origin)', async () => {
    fakeApi({});
    const spoof = 'Your account is suspended. Call +44 20 7946 0000 to restore it';
    renderRoutes(`/auth/callback?error=${encodeURIComponent(spoof)}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Authentication failed: ${UNKNOWN_SIGN_IN_ERROR}`);
    // What the page shows (the test harness prints the address itself, aside).
    const shown = (document.body.textContent ?? '').replace(screen.getByTestId('current-path').textContent ?? '', '');
    expect(shown).not.toContain('suspended');
    // Nor a name inherited by every object.
    for (const inherited of ['toString', 'constructor', '__proto__']) {
      expect(signInErrorText(inherited)).toBe(UNKNOWN_SIGN_IN_ERROR);
    }
  });

  it("shows 'No access token received' without a token", async () => {
    fakeApi({});
    renderRoutes('/auth/callback');
    expect((await screen.findByRole('alert')).textContent).toBe('No access token received');
  });

  it("shows 'Failed to process authentication' when the user cannot be fetched", async () => {
    fakeApi({ 'GET /auth/me': { status: 500 } });
    renderRoutes(`/auth/callback?token=tok-9&state=${beginThirdPartySignIn()}`);
    expect(screen.getByText('Completing sign in...')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to process authentication');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token, fetches the user and goes to / (then /home)', async () => {
    const calls = fakeApi({ 'GET /auth/me': { body: makeUser() }, 'GET /config': CONFIG_RESPONSE });
    renderRoutes(`/auth/callback?token=tok-9&state=${beginThirdPartySignIn()}`);
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/home'));
    expect(localStorage.getItem('token')).toBe('tok-9');
    expect(calls.find((call) => call.path === '/auth/me')?.headers.get('Authorization')).toBe('Bearer tok-9');
  });

  describe('takes the token and state out of the address at once, whatever happens next', () => {
    const currentPath = () => screen.getByTestId('current-path').textContent;

    it('when the user cannot be fetched', async () => {
      fakeApi({ 'GET /auth/me': { status: 500 } });
      renderRoutes(`/auth/callback?token=tok-9&state=${beginThirdPartySignIn()}`);
      expect((await screen.findByRole('alert')).textContent).toBe('Failed to process authentication');
      expect(currentPath()).toBe('/auth/callback');
    });

    it('when the token is refused (a state this tab did not start)', async () => {
      fakeApi({ 'GET /auth/me': { body: makeUser() }, 'GET /config': CONFIG_RESPONSE });
      renderRoutes('/auth/callback?token=attacker-token&state=0123456789abcdef0123456789abcdef');
      expect((await screen.findByRole('alert')).textContent).toBe('Failed to process authentication');
      expect(currentPath()).toBe('/auth/callback');
    });

    it('before the sign-in finishes', async () => {
      let answer: (value: unknown) => void = () => undefined;
      fakeApi({ 'GET /auth/me': () => ({ body: makeUser() }), 'GET /config': CONFIG_RESPONSE });
      const held = new Promise((resolve) => {
        answer = resolve;
      });
      const realFetch = globalThis.fetch;
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => held.then(() => realFetch(input, init)));
      renderRoutes(`/auth/callback?token=tok-5&state=${beginThirdPartySignIn()}`);
      await waitFor(() => expect(currentPath()).toBe('/auth/callback'));
      expect(screen.getByText('Completing sign in...')).toBeTruthy();
      answer(null);
      await waitFor(() => expect(currentPath()).toBe('/home'));
      expect(localStorage.getItem('token')).toBe('tok-5');
    });
  });

  describe('refuses a token this tab did not ask for (login CSRF)', () => {
    it.each([
      ['no state', () => ''],
      ['a wrong state', () => (beginThirdPartySignIn(), '&state=0123456789abcdef0123456789abcdef')],
      ['a state already used', () => {
        const state = beginThirdPartySignIn();
        sessionStorage.removeItem('gather.signInNonce');
        return `&state=${state}`;
      }],
    ])('with %s: keeps the signed-in account and shows the message', async (_label, query) => {
      localStorage.setItem('token', 'my-own-token');
      const calls = fakeApi({ 'GET /auth/me': { body: makeUser() }, 'GET /config': CONFIG_RESPONSE });
      renderRoutes(`/auth/callback?token=attacker-token${query()}`);
      expect((await screen.findByRole('alert')).textContent).toBe('Failed to process authentication');
      expect(localStorage.getItem('token')).toBe('my-own-token');
      expect(calls.some((call) => call.headers.get('Authorization') === 'Bearer attacker-token')).toBe(false);
    });

    it('takes a state once: the same callback link opened again is refused', async () => {
      fakeApi({ 'GET /auth/me': { body: makeUser() }, 'GET /config': CONFIG_RESPONSE });
      const state = beginThirdPartySignIn();
      renderRoutes(`/auth/callback?token=tok-1&state=${state}`);
      await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/home'));
      expect(sessionStorage.getItem('gather.signInNonce')).toBeNull();
    });
  });
});
