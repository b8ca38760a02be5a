import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeInvitation, makePublicInvitation, stubApi } from './invitations-fixtures';
import { CONFIG_RESPONSE, makeUser } from './support/fake-api';
import { renderRoutes } from './support/render-routes';

vi.mock('../../web/components/text-field', async () => await import('./support/native-text-field'));

const GOOGLE_ON = { body: { ...CONFIG_RESPONSE.body, google_sign_in_enabled: true } };
const googleButton = () => screen.getByText('Continue with Google').closest('ion-button') as HTMLElement & { disabled: boolean };

/** Stands in for the browser leaving for Google: records where it was sent. */
function leavingFor(): ReturnType<typeof vi.fn> {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, pathname: window.location.pathname, origin: window.location.origin });
  return assign;
}

describe('Continue with Google', () => {
  it.each(['/login', '/register'])('on %s, without Google on the server: disabled, with a note saying to use e-mail and password', async (page) => {
    stubApi({ 'GET /config': CONFIG_RESPONSE });
    renderRoutes(page);
    expect(await screen.findByText('Google sign-in is not set up on this server. Use your email and password instead.')).toBeTruthy();
    await waitFor(() => expect(googleButton().disabled).toBe(true));
  });

  it('when the server answers no auth_url: the error is logged and the button resets (spec section 7)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = leavingFor();
    const calls = stubApi({ 'GET /config': GOOGLE_ON, 'GET /auth/google': { body: {} } });
    renderRoutes('/login');
    await waitFor(() => expect(googleButton().disabled).toBe(false));
    fireEvent.click(googleButton());
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Google sign-in: the server returned no auth_url'));
    expect(calls.some((call) => call.url.startsWith('/auth/google?client_state='))).toBe(true);
    await waitFor(() => expect(googleButton().disabled).toBe(false));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByTestId('current-path').textContent).toBe('/login');
  });

  it('a pending event invitation survives the round trip to Google: back signed in, it is accepted', async () => {
    const CODE = 'CODE1234';
    const LOOKUP = `GET /event-invites/invite/${CODE}`;
    const assign = leavingFor();
    const guest = stubApi({ 'GET /config': GOOGLE_ON, [LOOKUP]: { body: makePublicInvitation() }, 'GET /auth/google': { body: { auth_url: 'https://accounts.google.test/o/oauth2/v2/auth?state=s' } } });
    const guestPage = renderRoutes(`/join-event/${CODE}`);
    fireEvent.click(await screen.findByText('Sign In', { selector: 'ion-button' }));
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/login'));
    await waitFor(() => expect(googleButton().disabled).toBe(false));
    fireEvent.click(googleButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.google.test/o/oauth2/v2/auth?state=s'));
    const clientState = new URLSearchParams(guest.find((call) => call.url.startsWith('/auth/google?'))?.url.split('?')[1]).get('client_state');
    expect(clientState).toBeTruthy();
    // The browser left for Google: this page load is over; only what it stored remains.
    guestPage.unmount();
    vi.unstubAllGlobals();

    const calls = stubApi({
      'GET /config': GOOGLE_ON,
      'GET /auth/me': { body: makeUser() },
      [LOOKUP]: { body: makePublicInvitation() },
      'POST /event-invites/join': { body: makeInvitation({ status: 'accepted' }) },
    });
    renderRoutes(`/auth/callback?token=tok-google&state=${clientState ?? ''}`);
    expect(await screen.findByText('Invitation accepted! Taking you to the event…')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/event-invites/join').map((call) => call.body)).toEqual([{ invite_code: CODE }]);
    expect(localStorage.getItem('token')).toBe('tok-google');
  });
});
