import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The service worker's push and notificationclick handlers, run against a stand-in worker scope.
 * The browser test (tests/e2e/push.e2e.ts) delivers a real push, but no browser API can click a
 * system notification, so the click itself is exercised here, through the real handler. (Type-checked with the worker's
 * own lib, tsconfig.sw.json.)
 */
type Listener = (event: unknown) => void;
type FakeWindow = { url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> };

const scope = vi.hoisted(() => {
  const listeners = new Map<string, Listener[]>();
  return {
    listeners,
    windows: [] as FakeWindow[],
    shown: [] as { title: string; options: NotificationOptions }[],
    openWindow: vi.fn((url: string) => Promise.resolve({ url })),
  };
});

vi.mock('../../service-worker/worker-scope', () => ({
  worker: {
    location: { origin: 'https://gather.example' },
    addEventListener: (type: string, listener: Listener) => scope.listeners.set(type, [...(scope.listeners.get(type) ?? []), listener]),
    registration: {
      showNotification: (title: string, options: NotificationOptions) => {
        scope.shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      matchAll: () => Promise.resolve(scope.windows),
      openWindow: scope.openWindow,
    },
  },
}));

const { setUpNotifications } = await import('../../service-worker/notifications');
setUpNotifications();

/** Dispatches an extendable event to the handlers and waits for what they passed to waitUntil. */
async function dispatch(type: string, fields: Record<string, unknown>): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (const listener of scope.listeners.get(type) ?? []) {
    listener({ ...fields, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
  }
  await Promise.all(pending);
}

function clickOn(url: string) {
  const close = vi.fn();
  return { close, run: () => dispatch('notificationclick', { notification: { data: { url }, close } }) };
}

beforeEach(() => {
  scope.windows = [];
  scope.shown = [];
  scope.openWindow.mockClear();
});

describe('push', () => {
  it("shows the server's title and body with the icons, tagged so an event's updates replace each other", async () => {
    const payload = { title: 'Lido at dusk', body: 'Moved from Thu 19:00 to Thu 20:00', url: '/events/7', tag: 'event-7' };
    await dispatch('push', { data: { text: () => JSON.stringify(payload) } });
    expect(scope.shown).toEqual([
      { title: 'Lido at dusk', options: { body: payload.body, icon: '/icons/icon-192.png', badge: '/icons/badge-96.png', tag: 'event-7', data: { url: '/events/7' } } },
    ]);
  });
});

describe('notificationclick', () => {
  it('focuses an open window of the app and takes it to the target', async () => {
    const open: FakeWindow = { url: 'https://gather.example/home', focus: vi.fn(), navigate: vi.fn(() => Promise.resolve()) };
    open.focus.mockResolvedValue(open);
    scope.windows = [{ url: 'https://elsewhere.example/', focus: vi.fn(), navigate: vi.fn() }, open];
    const click = clickOn('/events/7');
    await click.run();
    expect(click.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith('https://gather.example/events/7');
    expect(scope.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window at the target when none of the app is open', async () => {
    scope.windows = [{ url: 'https://elsewhere.example/', focus: vi.fn(), navigate: vi.fn() }];
    await clickOn('/join-event/ABCD2345').run();
    expect(scope.openWindow).toHaveBeenCalledWith('https://gather.example/join-event/ABCD2345');
  });
});
