/**
 * The tests' local HTTPS push service in a process of its own, so a benchmark's server does not
 * pay for decrypting the messages it sends. Talks to its parent over IPC:
 *   parent -> { subscribe: n }     child -> { origin, subscriptions: [{ endpoint, p256dh, auth }] }
 *   parent -> { count: true }      child -> { received, rejected }
 */
import { startLocalPushService } from '../../tests/support/push-service';

const service = await startLocalPushService();

process.on('message', (message: { subscribe?: number; count?: boolean; close?: boolean }) => {
  if (message.subscribe) {
    const subscriptions = Array.from({ length: message.subscribe }, () => {
      const { endpoint, p256dh, auth } = service.subscribe();
      return { endpoint, p256dh, auth };
    });
    process.send?.({ origin: service.origin, subscriptions });
  } else if (message.count) {
    process.send?.({ received: service.received.length, rejected: service.rejected.length });
  } else if (message.close) {
    void service.close().then(() => process.exit(0));
  }
});
process.send?.({ ready: true });
