import { clientsClaim } from 'workbox-core';
import { worker } from './worker-scope';

type SkipWaitingMessage = { type: 'SKIP_WAITING' };

function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/**
 * A new worker waits until the page's update prompt says 'Reload' (it posts SKIP_WAITING),
 * then takes control of every open tab at once.
 */
export function setUpLifecycle(): void {
  worker.addEventListener('message', (event) => {
    if (isSkipWaitingMessage(event.data)) {
      void worker.skipWaiting();
    }
  });
  clientsClaim();
}
