import { worker } from './worker-scope';

/** What the server sends (contracts/push/schemas.ts PushPayloadSchema). */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function parsePayload(text: string | undefined): PushPayload | null {
  try {
    const value = JSON.parse(text ?? '') as Partial<PushPayload>;
    if (typeof value.title === 'string' && typeof value.url === 'string') {
      return { title: value.title, body: value.body ?? '', url: value.url, tag: value.tag ?? value.url };
    }
  } catch {
    // not JSON: shown as a plain message below
  }
  return null;
}

/** Shows a pushed message: one notification per tag, so an event's updates replace each other. */
function showPushed(data: string | undefined): Promise<void> {
  const payload = parsePayload(data) ?? { title: 'Gather', body: data ?? '', url: '/home', tag: 'gather' };
  return worker.registration.showNotification(payload.title, {
    body: payload.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    tag: payload.tag,
    data: { url: payload.url },
  });
}

/** Opens a notification's page: focuses a window of the app and takes it there, or opens one. */
async function openTarget(url: string): Promise<void> {
  const target = new URL(url, worker.location.origin).href;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
  if (open) {
    // Browsers allow focus() only while handling a click; a window that stays behind still navigates.
    const focused = await open.focus().catch(() => open);
    await focused.navigate(target);
    return;
  }
  await worker.clients.openWindow(target);
}

function targetOf(notification: Notification): string {
  const data = notification.data as { url?: unknown } | null;
  return typeof data?.url === 'string' ? data.url : '/home';
}

type OpenNotificationMessage = { type: 'OPEN_NOTIFICATION'; tag: string };
const isOpenMessage = (data: unknown): data is OpenNotificationMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'OPEN_NOTIFICATION';

/**
 * push shows the notification; notificationclick opens its page. The OPEN_NOTIFICATION message
 * does what a click does for a shown notification, so an in-app list (and the browser tests,
 * which cannot click a system notification) can open one the same way.
 */
export function setUpNotifications(): void {
  worker.addEventListener('push', (event) => {
    event.waitUntil(showPushed(event.data?.text()));
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openTarget(targetOf(event.notification)));
  });
  worker.addEventListener('message', (event) => {
    if (isOpenMessage(event.data)) {
      const { tag } = event.data;
      event.waitUntil(
        worker.registration.getNotifications({ tag }).then(async (shown) => {
          const notification = shown[0];
          if (notification) {
            notification.close();
            await openTarget(targetOf(notification));
          }
        }),
      );
    }
  });
}
