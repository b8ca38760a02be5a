import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../../web/app/ionic-setup';
import { resetLocalDb } from '../../web/lib/local-store/local-db';
import { outboxStore } from '../../web/lib/outbox/outbox-store';

// Lazy pages load slower on a busy CI machine than the 1 s findBy* waits by default (the web tests timed out at a load of 19 on 2 cores).
configure({ asyncUtilTimeout: 5000 });

// Screens write dates the way the reader's browser does; these tests read them as a British browser shows them.
Object.defineProperty(window.navigator, 'language', { value: 'en-GB', configurable: true });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // Every test starts with an empty IndexedDB: no cached queries, no outbox, nobody signed in.
  outboxStore.clear();
  await resetLocalDb();
});
