import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_FLOW_ERRORS } from '@contracts/calendar/messages';
import { UNKNOWN_CALENDAR_ERROR, calendarFlagMessage } from '../../web/features/calendar/calendar-flags';
import { fakeApi, makeUser } from './support/fake-api';
import type * as Ionic from '@ionic/react';
import { NativeToggle } from './support/native-toggle';
import { renderRoutes } from './support/render-routes';
import { signIn } from './support/sign-in';

vi.mock('@ionic/react', async (actual) => ({ ...(await actual<typeof Ionic>()), IonToggle: NativeToggle }));

const CONFIGURED = { body: { product_name: 'Gather', support_email: 'support@example.com', google_sign_in_enabled: true, google_calendar_enabled: true } };
const NOT_CONFIGURED = { body: { product_name: 'Gather', support_email: 'support@example.com', google_sign_in_enabled: false, google_calendar_enabled: false } };
const FEED_OFF = { body: { enabled: false, include_communities: false, created_at: null } };
const CALENDARS = {
  body: [
    { id: 'ada@example.com', summary: 'Ada', primary: true, access_role: 'owner', background_color: '#9fe1e7', selectable: true },
    { id: 'team@group.calendar.google.com', summary: 'Team', primary: false, access_role: 'writer', background_color: '#f83a22', selectable: true },
    { id: 'holidays', summary: 'Holidays', primary: false, access_role: 'reader', background_color: null, selectable: false },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

function signedIn(routes: Parameters<typeof fakeApi>[0]) {
  signIn();
  return fakeApi({ 'GET /auth/me': { body: makeUser() }, 'GET /calendar/feed': FEED_OFF, ...routes });
}

const calendarPanel = async () => within((await screen.findByRole('heading', { name: 'Google Calendar' })).closest('section') as HTMLElement);

describe('the calendar flags /settings is opened with', () => {
  it('reads success, access_denied, other errors and the Scope has changed hint, in the spec\'s words', () => {
    expect(calendarFlagMessage(new URLSearchParams('calendar=connected'))).toEqual({ success: 'Google Calendar connected successfully!', error: null, scopeHint: false });
    expect(calendarFlagMessage(new URLSearchParams('calendar_error=access_denied'))?.error).toBe('Access denied. Please try again.');
    const scope = calendarFlagMessage(new URLSearchParams({ calendar_error: GOOGLE_FLOW_ERRORS.scopeChanged }));
    expect(scope).toEqual({ success: null, error: `Error: ${GOOGLE_FLOW_ERRORS.scopeChanged}`, scopeHint: true });
    expect(calendarFlagMessage(new URLSearchParams('tab=x'))).toBeNull();
  });

  it('shows only the server\'s own texts: any other value gets one generic text, so a link cannot put its words on /settings (issue 28)', () => {
    for (const text of Object.values(GOOGLE_FLOW_ERRORS)) {
      expect(calendarFlagMessage(new URLSearchParams({ calendar_error: text }))?.error).toBe(`Error: ${text}`);
    }
    const spoof = calendarFlagMessage(new URLSearchParams({ calendar_error: 'Scope has changed: your account is suspended, call +44 20 7946 0000' }));
    expect(spoof).toEqual({ success: null, error: `Error: ${UNKNOWN_CALENDAR_ERROR}`, scopeHint: false });
    expect(calendarFlagMessage(new URLSearchParams({ calendar_error: 'toString' }))?.error).toBe(`Error: ${UNKNOWN_CALENDAR_ERROR}`);
  });
});

describe('/settings calendar panel', () => {
  it('shows the success flag once and removes it from the address', async () => {
    signedIn({ 'GET /config': CONFIGURED, 'GET /auth/google-calendar/status': { body: { connected: true, calendar_id: null, calendar_name: null, needs_reconnect: false } }, 'GET /auth/google-calendar/calendars': CALENDARS });
    renderRoutes('/settings?calendar=connected');
    expect(await screen.findByText('Google Calendar connected successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/settings'));
  });

  it('points to Clear Connection when Google says the scope has changed', async () => {
    signedIn({ 'GET /config': CONFIGURED, 'GET /auth/google-calendar/status': { body: { connected: false, calendar_id: null, calendar_name: null, needs_reconnect: false } } });
    renderRoutes(`/settings?calendar_error=${encodeURIComponent(GOOGLE_FLOW_ERRORS.scopeChanged)}`);
    expect(await screen.findByText(`Error: ${GOOGLE_FLOW_ERRORS.scopeChanged}`)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Use Clear Connection');
  });

  it('connected: calendar list with Primary and roles, read-only ones locked; selecting says so', async () => {
    const calls = signedIn({
      'GET /config': CONFIGURED,
      'GET /auth/google-calendar/status': { body: { connected: true, calendar_id: 'ada@example.com', calendar_name: 'Ada', needs_reconnect: false } },
      'GET /auth/google-calendar/calendars': CALENDARS,
      'POST /auth/google-calendar/set-calendar': { body: { connected: true, calendar_id: 'team@group.calendar.google.com', calendar_name: 'Team', needs_reconnect: false } },
    });
    renderRoutes('/settings');
    const panel = await calendarPanel();
    const team = await panel.findByRole('radio', { name: /Team/ });
    expect(panel.getByText('Primary')).toBeTruthy();
    expect(panel.getByRole<HTMLInputElement>('radio', { name: /Holidays/ }).disabled).toBe(true);
    fireEvent.click(team);
    expect(await panel.findByText('Calendar selected successfully!')).toBeTruthy();
    expect(calls.find((call) => call.path === '/auth/google-calendar/set-calendar')?.body).toEqual({ calendar_id: 'team@group.calendar.google.com' });
  });

  describe("failures show the spec's own words, never the server's detail", () => {
    const CONNECTED = { body: { connected: true, calendar_id: 'ada@example.com', calendar_name: 'Ada', needs_reconnect: false } };
    const REFUSED = { status: 409, body: { detail: 'Google no longer accepts the connection to your calendar. Connect Google Calendar again.', code: 'calendar_reconnect' } };
    const alertIn = async (panel: Awaited<ReturnType<typeof calendarPanel>>) => (await panel.findByRole('alert')).textContent;

    it("'Failed to load Google Calendar status'", async () => {
      signedIn({ 'GET /config': CONFIGURED, 'GET /auth/google-calendar/status': { status: 403, body: { detail: 'Some internal reason', code: 'forbidden' } } });
      renderRoutes('/settings');
      expect(await alertIn(await calendarPanel())).toBe('Failed to load Google Calendar status');
    });

    it("'Failed to start Google Calendar connection'", async () => {
      signedIn({
        'GET /config': CONFIGURED,
        'GET /auth/google-calendar/status': { body: { connected: false, calendar_id: null, calendar_name: null, needs_reconnect: false } },
        'GET /auth/google-calendar/authorize': { status: 503, body: { detail: 'Google Calendar is not configured on this server', code: 'not_configured' } },
      });
      renderRoutes('/settings');
      const panel = await calendarPanel();
      fireEvent.click(await panel.findByText('Connect Google Calendar'));
      expect(await alertIn(panel)).toBe('Failed to start Google Calendar connection');
    });

    it("'Failed to start Google Calendar connection' also when the server explains a 4xx", async () => {
      signedIn({
        'GET /config': CONFIGURED,
        'GET /auth/google-calendar/status': { body: { connected: false, calendar_id: null, calendar_name: null, needs_reconnect: false } },
        'GET /auth/google-calendar/authorize': { status: 429, body: { detail: 'Too many requests. Please wait a moment and try again.', code: 'rate_limited' } },
      });
      renderRoutes('/settings');
      const panel = await calendarPanel();
      fireEvent.click(await panel.findByText('Connect Google Calendar'));
      expect(await alertIn(panel)).toBe('Failed to start Google Calendar connection');
    });

    it("'Failed to select calendar'", async () => {
      signedIn({ 'GET /config': CONFIGURED, 'GET /auth/google-calendar/status': CONNECTED, 'GET /auth/google-calendar/calendars': CALENDARS, 'POST /auth/google-calendar/set-calendar': REFUSED });
      renderRoutes('/settings');
      const panel = await calendarPanel();
      fireEvent.click(await panel.findByRole('radio', { name: /Team/ }));
      expect(await alertIn(panel)).toBe('Failed to select calendar');
    });

    it("Disconnect: 'Failed to disconnect Google Calendar', then 'Google Calendar disconnected successfully'", async () => {
      vi.stubGlobal('confirm', vi.fn(() => true));
      let refuse = true;
      signedIn({
        'GET /config': CONFIGURED,
        'GET /auth/google-calendar/status': CONNECTED,
        'GET /auth/google-calendar/calendars': CALENDARS,
        'DELETE /auth/google-calendar/disconnect': () => (refuse ? REFUSED : { body: { message: 'Google Calendar disconnected successfully' } }),
      });
      renderRoutes('/settings');
      const panel = await calendarPanel();
      fireEvent.click(await panel.findByText('Disconnect'));
      expect(await alertIn(panel)).toBe('Failed to disconnect Google Calendar');
      refuse = false;
      fireEvent.click(panel.getByText('Disconnect'));
      expect(await panel.findByText('Google Calendar disconnected successfully')).toBeTruthy();
    });

    it("Clear Connection: 'Failed to clear Google Calendar tokens'", async () => {
      vi.stubGlobal('confirm', vi.fn(() => true));
      signedIn({ 'GET /config': CONFIGURED, 'GET /auth/google-calendar/status': CONNECTED, 'GET /auth/google-calendar/calendars': CALENDARS, 'POST /auth/google-calendar/clear-tokens': REFUSED });
      renderRoutes('/settings');
      const panel = await calendarPanel();
      fireEvent.click(await panel.findByText('Clear Connection'));
      expect(await alertIn(panel)).toBe('Failed to clear Google Calendar tokens');
    });
  });

  it('offers Clear Connection with the Scope has changed hint, also on a first connection', async () => {
    vi.stubGlobal('confirm', vi.fn(() => true));
    const calls = signedIn({
      'GET /config': CONFIGURED,
      'GET /auth/google-calendar/status': { body: { connected: false, calendar_id: null, calendar_name: null, needs_reconnect: false } },
      'POST /auth/google-calendar/clear-tokens': { body: { message: 'Google Calendar connection cleared. Connect again to sync your events.' } },
    });
    renderRoutes(`/settings?calendar_error=${encodeURIComponent(GOOGLE_FLOW_ERRORS.scopeChanged)}`);
    const panel = await calendarPanel();
    expect((await panel.findByRole('note')).textContent).toContain('Use Clear Connection');
    fireEvent.click(panel.getByText('Clear Connection'));
    expect(await panel.findByText('Google Calendar connection cleared. Connect again to sync your events.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/auth/google-calendar/clear-tokens')).toBe(true);
    expect(panel.queryByRole('note')).toBeNull();
  });

  it('Global Auto-Sync left on after disconnecting can still be turned off; while off it waits for a connected calendar', async () => {
    const on = makeUser({ google_calendar_global_auto_sync: true });
    const calls = signedIn({
      'GET /auth/me': { body: on },
      'GET /config': CONFIGURED,
      'GET /auth/google-calendar/status': { body: { connected: false, calendar_id: null, calendar_name: null, needs_reconnect: false } },
      'PUT /auth/me/settings': { body: { ...on, google_calendar_global_auto_sync: false } },
    });
    renderRoutes('/settings');
    const globalSwitch = await screen.findByRole<HTMLInputElement>('switch', { name: 'Global Auto-Sync' });
    await screen.findByText('No calendar is connected, so nothing is added: connect Google Calendar below, or turn this off.');
    expect(globalSwitch.checked).toBe(true);
    expect(globalSwitch.disabled).toBe(false);
    fireEvent.click(globalSwitch);
    expect(await screen.findByText('Global auto-sync disabled')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT' && call.path === '/auth/me/settings')?.body).toEqual({ google_calendar_global_auto_sync: false });
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Global Auto-Sync' }).disabled).toBe(true));
    expect(screen.getByText('Connect Google Calendar below to turn this on.')).toBeTruthy();
  });

  // The switch itself: happy-dom's ion-toggle takes no props, so NativeToggle stands in (and Chromium checks the real one, tests/e2e/google-calendar.e2e.ts).
  it('Global Auto-Sync says why it waits for a connected calendar; a broken grant asks to reconnect', async () => {
    signedIn({ 'GET /config': CONFIGURED, 'GET /auth/google-calendar/status': { body: { connected: false, calendar_id: null, calendar_name: null, needs_reconnect: true } } });
    renderRoutes('/settings');
    expect(await screen.findByText('Connect Google Calendar below to turn this on.')).toBeTruthy();
    expect((await calendarPanel()).getByRole('alert').textContent).toContain('Connect Google Calendar again');
  });

  it('without Google credentials says Google Calendar is not set up, and offers the feed', async () => {
    signedIn({ 'GET /config': NOT_CONFIGURED });
    renderRoutes('/settings');
    expect(await screen.findByText(/Google Calendar is not set up on this server. You can still subscribe/)).toBeTruthy();
    expect(await screen.findByText('Get my feed link')).toBeTruthy();
  });
});
