import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Ionic from '@ionic/react';
import { CONFIG_RESPONSE, fakeApi, makeUser } from './support/fake-api';
import { NativeToggle } from './support/native-toggle';
import { renderRoutes } from './support/render-routes';
import { signIn } from './support/sign-in';

vi.mock('@ionic/react', async (actual) => ({ ...(await actual<typeof Ionic>()), IonToggle: NativeToggle }));

afterEach(() => {
  vi.restoreAllMocks();
});

const FEED_OFF = { body: { enabled: false, include_communities: false, created_at: null } };
const NOT_CONNECTED = { body: { connected: false, calendar_id: null, calendar_name: null, needs_reconnect: false } };

function openSettings(routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn();
  const calls = fakeApi({
    'GET /config': CONFIG_RESPONSE,
    'GET /auth/me': { body: makeUser() },
    'GET /calendar/feed': FEED_OFF,
    'GET /auth/google-calendar/status': NOT_CONNECTED,
    ...routes,
  });
  renderRoutes('/settings');
  return calls;
}

const remindersPanel = async () => within((await screen.findByRole('heading', { name: 'Reminders' })).closest('section') as HTMLElement);

describe('/settings Reminders', () => {
  it('shows a day before and an hour before on and e-mail off by default, and says where reminders go', async () => {
    openSettings();
    const panel = await remindersPanel();
    expect(panel.getByRole<HTMLInputElement>('switch', { name: 'A day before' }).checked).toBe(true);
    expect(panel.getByRole<HTMLInputElement>('switch', { name: 'An hour before' }).checked).toBe(true);
    expect(panel.getByRole<HTMLInputElement>('switch', { name: 'Also by e-mail' }).checked).toBe(false);
    expect(
      panel.getByText(
        'Before events you are going to. Reminders come as notifications on the devices where you turned notifications on; e-mail goes to ada@example.com.',
      ),
    ).toBeTruthy();
  });

  it('saves one switch at a time and says so; the answer becomes the switch', async () => {
    const calls = openSettings({ 'PUT /auth/me/settings': { body: makeUser({ remind_by_email: true }) } });
    const panel = await remindersPanel();
    fireEvent.click(panel.getByRole('switch', { name: 'Also by e-mail' }));
    expect(await panel.findByText('Reminders also come by e-mail')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT' && call.path === '/auth/me/settings').map((call) => call.body)).toEqual([{ remind_by_email: true }]);
    await waitFor(() => expect(panel.getByRole<HTMLInputElement>('switch', { name: 'Also by e-mail' }).checked).toBe(true));
  });

  it('turning one off sends only that setting', async () => {
    const calls = openSettings({ 'PUT /auth/me/settings': { body: makeUser({ remind_hour_before: false }) } });
    const panel = await remindersPanel();
    fireEvent.click(panel.getByRole('switch', { name: 'An hour before' }));
    expect(await panel.findByText('Reminders an hour before are off')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ remind_hour_before: false });
  });

  it("shows the server's refusal and keeps the switch as it was", async () => {
    openSettings({ 'PUT /auth/me/settings': { status: 400, body: { detail: 'remind_day_before must be true or false', code: 'validation_error' } } });
    const panel = await remindersPanel();
    fireEvent.click(panel.getByRole('switch', { name: 'A day before' }));
    expect((await panel.findByRole('alert')).textContent).toBe('remind_day_before must be true or false');
    await waitFor(() => expect(panel.getByRole<HTMLInputElement>('switch', { name: 'A day before' }).checked).toBe(true));
  });
});
