import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Ionic from '@ionic/react';
// Before the panel: the mock below hands it out when the panel first loads Ionic.
import { NativeToggle } from './support/native-toggle';
import { NotificationsPanel } from '../../web/features/settings/notifications-panel';

vi.mock('@ionic/react', async (actual) => ({ ...(await actual<typeof Ionic>()), IonToggle: NativeToggle }));

/**
 * A browser that has push, whose subscribe call fails the way `failure` says: Chromium without a
 * push service answers AbortError ("Registration failed - push service error"), a blocked
 * permission NotAllowedError.
 */
function browserWithPush(failure: DOMException, permission: NotificationPermission = 'granted') {
  const registration = {
    pushManager: {
      getSubscription: () => Promise.resolve(null),
      subscribe: () => Promise.reject(failure),
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration), ready: Promise.resolve(registration) },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  vi.stubGlobal('Notification', Object.assign(class {}, { permission: 'default', requestPermission: () => Promise.resolve(permission) }));
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ public_key: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' }), { headers: { 'Content-Type': 'application/json' } }))),
  );
}

async function turnOn() {
  render(<NotificationsPanel />);
  const toggle = await screen.findByRole('switch', { name: 'Notifications on this device' });
  await vi.waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
  fireEvent.click(toggle);
}

describe('turning notifications on where the browser cannot subscribe', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'PushManager');
  });

  it('says the browser has no push service, instead of "Please try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    browserWithPush(new DOMException('Registration failed - push service error', 'AbortError'));
    await turnOn();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This browser could not reach a push service, so it cannot receive notifications here. Some browsers have none or have it turned off (Brave, and Chromium without Google’s services): try another browser.',
    );
    expect(alert.textContent).not.toContain('Please try again');
  });

  it('says notifications are blocked when the browser refuses the subscription itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    browserWithPush(new DOMException('Registration failed - permission denied', 'NotAllowedError'));
    await turnOn();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This browser blocked notifications for this site. Allow them in its site settings, then turn this on again.',
    );
  });

  it('says this browser does not support push when the subscription is not supported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    browserWithPush(new DOMException('Push is not supported', 'NotSupportedError'));
    await turnOn();
    expect((await screen.findByRole('alert')).textContent).toBe('This browser does not support notifications from websites.');
  });
});
