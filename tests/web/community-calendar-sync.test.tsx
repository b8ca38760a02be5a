import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as Ionic from '@ionic/react';
import { describe, expect, it, vi } from 'vitest';
import type { CommunityDetail } from '@contracts/communities/schemas';
import { PLAIN_MEMBER_PERMISSIONS, makeCommunity, signedInRoutes } from './communities-fixtures';
import { CONFIG_RESPONSE, fakeApi, makeUser } from './support/fake-api';
import { NativeToggle } from './support/native-toggle';
import { renderRoutes } from './support/render-routes';
import { signIn } from './support/sign-in';

// happy-dom's ion-toggle takes no props: a native switch stands in (see support/native-toggle.tsx).
vi.mock('@ionic/react', async (actual) => ({ ...(await actual<typeof Ionic>()), IonToggle: NativeToggle }));

const CONFIGURED = { body: { ...CONFIG_RESPONSE.body, google_sign_in_enabled: true, google_calendar_enabled: true } };
const NOT_CONNECTED = { body: { connected: false, calendar_id: null, calendar_name: null, needs_reconnect: false } };

function openSettings(community: CommunityDetail, routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn();
  const calls = fakeApi({ ...signedInRoutes({ body: makeUser({ id: 3 }) }), 'GET /communities/7': { body: community }, ...routes });
  renderRoutes('/communities/7/settings');
  return calls;
}

const calendarSection = async () => within((await screen.findByRole('heading', { level: 2, name: 'Google Calendar Integration' })).closest('section') as HTMLElement);
const syncSwitch = (section: Awaited<ReturnType<typeof calendarSection>>) => section.getByRole<HTMLInputElement>('switch', { name: 'Auto-sync events from this community' });

describe('community settings, Google Calendar Integration', () => {
  it('without Google on the server: the switch is disabled, with the reason in one line', async () => {
    openSettings(makeCommunity({ permissions: PLAIN_MEMBER_PERMISSIONS, google_calendar_auto_sync: false }));
    const section = await calendarSection();
    expect(await section.findByText('Google Calendar is not set up on this server.')).toBeTruthy();
    await waitFor(() => expect(syncSwitch(section).disabled).toBe(true));
  });

  it('without Google on the server, a switch left on can still be turned off', async () => {
    const on = makeCommunity({ permissions: PLAIN_MEMBER_PERMISSIONS, google_calendar_auto_sync: true });
    const calls = openSettings(on, { 'PUT /communities/7/settings': { body: { ...on, google_calendar_auto_sync: false } } });
    const section = await calendarSection();
    await section.findByText('Google Calendar is not set up on this server.');
    expect(syncSwitch(section).checked).toBe(true);
    expect(syncSwitch(section).disabled).toBe(false);
    fireEvent.click(syncSwitch(section));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT' && call.path === '/communities/7/settings')?.body).toEqual({ google_calendar_auto_sync: false }));
  });

  it('with Google on the server but no calendar connected: the switch works, and Settings is where to connect', async () => {
    openSettings(makeCommunity({ permissions: PLAIN_MEMBER_PERMISSIONS, google_calendar_auto_sync: false }), { 'GET /config': CONFIGURED, 'GET /auth/google-calendar/status': NOT_CONNECTED });
    const section = await calendarSection();
    expect(await section.findByRole('link', { name: 'connect it in Settings' })).toBeTruthy();
    expect(syncSwitch(section).disabled).toBe(false);
  });
});
