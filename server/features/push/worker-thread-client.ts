import { Worker } from 'node:worker_threads';
import type { PushThreadData } from './worker-thread';
import type { PushWorker } from './worker';

/** Starts the push worker on its own thread (see push-thread.ts) and answers the same interface. */
export function startPushThread(data: PushThreadData): PushWorker {
  // The thread runs TypeScript like the main process, through tsx: a worker does not inherit the
  // main thread's loader hooks, so a two-line bootstrap registers tsx before importing the entry.
  const entry = new URL('./worker-thread.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const thread = new Worker(bootstrap, { eval: true, workerData: data });
  thread.on('error', (err) => console.error('[push] worker thread failed:', err));
  thread.unref();
  const ask = (message: 'drain' | 'stop', answer: string) =>
    new Promise<void>((resolve) => {
      const onMessage = (reply: string) => {
        if (reply === answer) {
          thread.off('message', onMessage);
          resolve();
        }
      };
      thread.on('message', onMessage);
      thread.postMessage(message);
    });
  return {
    kick: () => thread.postMessage('kick'),
    drain: () => ask('drain', 'drained'),
    async stop() {
      await ask('stop', 'stopped');
      await thread.terminate();
    },
  };
}
