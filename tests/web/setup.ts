import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../../web/components/ionic-setup';
import { resetLocalDb } from '../../web/lib/local-store/local-db';
import { outboxStore } from '../../web/lib/outbox/outbox-store';

// A file's first render loads the lazy route chunks (Vite transforms them on first import), which on a
// busy 2-core machine takes several seconds: the first findBy* of events-detail-page waited 6 s at a load
// of 14. findBy* waits for a condition, so a longer limit costs nothing when the screen is quick; it
// stays under the 20 s test timeout so a screen that never shows still fails with its DOM printed.
configure({ asyncUtilTimeout: 15_000 });

// Screens write dates the way the reader's browser does; these tests read them as a British browser shows them.
Object.defineProperty(window.navigator, 'language', { value: 'en-GB', configurable: true });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // Every test starts with an empty IndexedDB: no cached queries, no outbox, nobody signed in, no
  // tickets. (The files of the web project share one fake IndexedDB, vitest.config.ts.)
  outboxStore.clear();
  await resetLocalDb();
  const names = (await indexedDB.databases()).flatMap(({ name }) => (name ? [name] : []));
  await Promise.all(names.map(deleteDatabase));
});

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Could not delete the database ${name}`));
  });
}
