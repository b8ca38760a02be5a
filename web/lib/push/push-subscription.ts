import type { SubscribeRequest } from '@contracts/push/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../api-client';
import { currentSubscription } from './push-state';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * Turns notifications on: asks the browser's permission (call this from the click itself, or the
 * browser refuses to ask), subscribes with the server's VAPID key and registers the subscription.
 * Resolves with the permission the member gave.
 */
export async function enablePush(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    return permission;
  }
  const { public_key } = await apiRequest(apiPath('get', '/push/config'));
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) });
  // The DOM's type leaves every field of toJSON() optional; a live subscription has its endpoint and keys.
  await apiRequest(apiPath('post', '/push/subscriptions'), { method: 'POST', body: subscription.toJSON() as SubscribeRequest });
  return permission;
}

/** Turns notifications off here: forgets the subscription on the server and in the browser. */
export async function disablePush(token?: string): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) {
    return;
  }
  await apiRequest(apiPath('delete', '/push/subscriptions'), { method: 'DELETE', body: { endpoint: subscription.endpoint }, ...(token ? { token } : {}) }).catch(
    () => undefined,
  );
  await subscription.unsubscribe();
}
