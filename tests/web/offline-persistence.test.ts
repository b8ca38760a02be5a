import { MutationObserver, QueryClient, QueryObserver, dehydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../../web/lib/local-store/local-db';
import { savedCopyWriter } from '../../web/lib/local-store/saved-copy-writer';
import type { SavedCopyWriter } from '../../web/lib/local-store/saved-copy-writer';
import { stopQueryPersistence } from '../../web/lib/offline/active-persistence';
import { SAVE_COALESCE_MS, persistQueryCache } from '../../web/lib/offline/persist-query-cache';
import { CACHE_BUSTER, CACHE_MAX_AGE_MS, restoreQueryCache, shouldPersistQuery } from '../../web/lib/offline/query-persistence';
import { createQueryClient } from '../../web/lib/query-client';
import { putSavedCopy, savedCopyOf, savedHashes } from './support/saved-copy';

const waitForSave = () => vi.waitFor(async () => expect(await savedCopyOf(1)).toBeDefined(), { timeout: 3000 });

/** The database as the app has it once Dexie made it (after the first visit's first screen). */
async function databaseMade(): Promise<void> {
  await localDb().open();
}

/** A writer whose writes are counted (each write is one row put, with the queries it held). */
function countingWriter(): { writer: SavedCopyWriter; writes: string[][] } {
  const real = savedCopyWriter();
  const writes: string[][] = [];
  const writer: SavedCopyWriter = {
    get ready() {
      return real.ready;
    },
    open: () => real.open(),
    write: (change) => {
      writes.push(change.rows.map((row) => row.queryHash).sort());
      return real.write(change);
    },
    close: () => real.close(),
  };
  return { writer, writes };
}

afterEach(() => {
  stopQueryPersistence();
  vi.useRealTimers();
});

describe('the offline copy of the query cache', () => {
  it("saves the member's successful reads, and the last good data of a read whose refresh failed, but nothing else", async () => {
    await databaseMade();
    const client = new QueryClient();
    const persistence = persistQueryCache(client, 1, savedCopyWriter());
    await client.fetchQuery({ queryKey: ['events', 'detail', 5], queryFn: () => Promise.resolve({ id: 5 }) });
    await client.fetchQuery({ queryKey: ['session', 'me'], queryFn: () => Promise.resolve({ id: 1 }) });
    await client.fetchQuery({ queryKey: ['session', 'me'], queryFn: () => Promise.reject(new TypeError('Failed to fetch')), staleTime: 0 }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['app-config'], queryFn: () => Promise.resolve({}) });
    await client.fetchQuery({ queryKey: ['events', 'detail', 6], queryFn: () => Promise.reject(new Error('boom')) }).catch(() => undefined);
    await waitForSave();
    persistence.stop();
    const saved = await savedCopyOf(1);
    expect(saved?.queries.map((query) => query.queryHash).sort()).toEqual(['["events","detail",5]', '["session","me"]']);
    expect(saved?.queries.find((query) => query.queryHash === '["session","me"]')?.state).toMatchObject({ status: 'success', data: { id: 1 } });
    expect(saved?.queries.map((query) => query.buster)).toEqual([CACHE_BUSTER, CACHE_BUSTER]);
  });

  it('puts a saved copy back as stale data, so it shows at once and is asked for again online', async () => {
    await databaseMade();
    const first = new QueryClient();
    const persistence = persistQueryCache(first, 1, savedCopyWriter());
    await first.fetchQuery({ queryKey: ['comments', 'event', 5], queryFn: () => Promise.resolve(['hello']) });
    await waitForSave();
    persistence.stop();

    const second = new QueryClient();
    await restoreQueryCache(localDb(), second, 1, Date.now());
    expect(second.getQueryData(['comments', 'event', 5])).toEqual(['hello']);
    expect(second.getQueryState(['comments', 'event', 5])?.isInvalidated).toBe(true);
  });

  it('drops saved queries older than a week or from another build, and keeps the others', async () => {
    const query = (id: number) => ({ queryHash: `["events","detail",${id}]`, queryKey: ['events', 'detail', id], state: { data: { id }, dataUpdatedAt: 1, status: 'success' } });
    await putSavedCopy({ userId: 1, savedAt: Date.now() - CACHE_MAX_AGE_MS - 1, queries: [query(1)] });
    await putSavedCopy({ userId: 1, buster: 'another-build', queries: [query(2)] });
    await putSavedCopy({ userId: 1, queries: [query(3)] });
    const client = new QueryClient();
    await restoreQueryCache(localDb(), client, 1, Date.now());
    expect(client.getQueryCache().getAll().map((restored) => restored.queryHash)).toEqual(['["events","detail",3]']);
    expect(await savedHashes(1)).toEqual(['["events","detail",3]']);
  });

  it('reports a save IndexedDB refuses (storage full) instead of leaving it unhandled, and saves again on the next change', async () => {
    await databaseMade();
    const real = savedCopyWriter();
    let refuse = true;
    const writer: SavedCopyWriter = {
      get ready() {
        return real.ready;
      },
      open: () => real.open(),
      write: (row) => {
        if (refuse) {
          refuse = false;
          return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
        }
        return real.write(row);
      },
      close: () => real.close(),
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = new QueryClient();
    const persistence = persistQueryCache(client, 2, writer);
    try {
      await client.fetchQuery({ queryKey: ['events', 'detail', 7], queryFn: () => Promise.resolve({ id: 7 }) });
      await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('Saving the offline copy failed', expect.any(DOMException)));
      await client.fetchQuery({ queryKey: ['events', 'detail', 8], queryFn: () => Promise.resolve({ id: 8 }) });
      await vi.waitFor(async () => expect(await savedHashes(2)).toEqual(['["events","detail",7]', '["events","detail",8]']), { timeout: 3000 });
    } finally {
      persistence.stop();
    }
  });

  it("saves a screen's answers as they arrive, those of one moment in one write", async () => {
    await databaseMade();
    const { writer, writes } = countingWriter();
    const client = new QueryClient();
    persistQueryCache(client, 1, writer);
    await Promise.all([
      client.fetchQuery({ queryKey: ['communities', 'detail', 3], queryFn: () => Promise.resolve({ id: 3 }) }),
      client.fetchQuery({ queryKey: ['events', 'community', 3], queryFn: () => Promise.resolve([]) }),
    ]);
    await vi.waitFor(async () => expect(await savedHashes(1)).toEqual(['["communities","detail",3]', '["events","community",3]']), { timeout: SAVE_COALESCE_MS * 5 });
    expect(writes).toHaveLength(1);
  });

  it.each([
    ['left (pagehide)', () => window.dispatchEvent(new Event('pagehide'))],
    ['frozen', () => document.dispatchEvent(new Event('freeze'))],
    [
      'hidden',
      () => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
        Reflect.deleteProperty(document, 'visibilityState');
      },
    ],
  ])('starts writing what waits in the same moment the page is %s', async (_how, leave) => {
    await databaseMade();
    const { writer, writes } = countingWriter();
    const client = new QueryClient();
    persistQueryCache(client, 1, writer);
    await vi.waitFor(() => expect(writer.ready).toBe(true));
    await client.fetchQuery({ queryKey: ['events', 'detail', 9], queryFn: () => Promise.resolve({ id: 9 }) });
    // The page goes before the moment's answers were gathered: the write starts inside the event itself.
    leave();
    expect(writes).toEqual([['["events","detail",9]']]);
    await vi.waitFor(async () => expect(await savedHashes(1)).toEqual(['["events","detail",9]']));
  });

  it("on a first visit, keeps the first screen's answers until the database exists, then writes them", async () => {
    const client = new QueryClient();
    const persistence = persistQueryCache(client, 1, savedCopyWriter());
    await client.fetchQuery({ queryKey: ['communities', 'mine'], queryFn: () => Promise.resolve([{ id: 3 }]) });
    await new Promise((resolve) => setTimeout(resolve, SAVE_COALESCE_MS * 3));
    expect(await indexedDB.databases()).toEqual([]);

    await databaseMade();
    persistence.flush();
    await vi.waitFor(async () => expect(await savedHashes(1)).toEqual(['["communities","mine"]']));
  });

  it('saves answers that arrived before saving started (the first screen came before it)', async () => {
    await databaseMade();
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: ['events', 'detail', 4], queryFn: () => Promise.resolve({ id: 4 }) });
    persistQueryCache(client, 1, savedCopyWriter());
    await vi.waitFor(async () => expect(await savedHashes(1)).toEqual(['["events","detail",4]']));
  });

  it('writes only the queries that changed, however much else is saved', async () => {
    const many = Array.from({ length: 50 }, (_, id) => ({ queryHash: `["events","detail",${id}]`, queryKey: ['events', 'detail', id], state: { data: { id }, dataUpdatedAt: 1, status: 'success' } }));
    await putSavedCopy({ userId: 1, queries: many });
    const client = new QueryClient();
    await restoreQueryCache(localDb(), client, 1, Date.now());
    const { writer, writes } = countingWriter();
    persistQueryCache(client, 1, writer);
    await client.fetchQuery({ queryKey: ['events', 'detail', 7], queryFn: () => Promise.resolve({ id: 7, title: 'Lido at dusk' }) });
    await vi.waitFor(() => expect(writes).toEqual([['["events","detail",7]']]));
    await vi.waitFor(async () => expect((await savedCopyOf(1))?.queries.find((query) => query.queryHash === '["events","detail",7]')?.state.data).toEqual({ id: 7, title: 'Lido at dusk' }));
    expect(await savedHashes(1)).toHaveLength(50);
  });

  it('takes a query the member can no longer see (an event deleted, a community left) out of the saved copy', async () => {
    await databaseMade();
    const client = new QueryClient();
    persistQueryCache(client, 1, savedCopyWriter());
    await client.fetchQuery({ queryKey: ['events', 'detail', 5], queryFn: () => Promise.resolve({ id: 5 }) });
    await client.fetchQuery({ queryKey: ['events', 'detail', 6], queryFn: () => Promise.resolve({ id: 6 }) });
    await vi.waitFor(async () => expect(await savedHashes(1)).toEqual(['["events","detail",5]', '["events","detail",6]']));
    client.removeQueries({ queryKey: ['events', 'detail', 5] });
    await vi.waitFor(async () => expect(await savedHashes(1)).toEqual(['["events","detail",6]']));
  });

  it("one page's writes leave what another page of the member saved (two tabs, or the next page load)", async () => {
    await databaseMade();
    const first = new QueryClient();
    const firstPage = persistQueryCache(first, 1, savedCopyWriter());
    await first.fetchQuery({ queryKey: ['communities', 'mine'], queryFn: () => Promise.resolve([{ id: 3 }]) });
    await vi.waitFor(async () => expect(await savedHashes(1)).toEqual(['["communities","mine"]']));
    firstPage.stop();

    // Opened before the first page saved, so it never read what the first page had.
    const second = new QueryClient();
    persistQueryCache(second, 1, savedCopyWriter());
    await second.fetchQuery({ queryKey: ['events', 'detail', 9], queryFn: () => Promise.resolve({ id: 9 }) });
    await vi.waitFor(async () => expect(await savedHashes(1)).toEqual(['["communities","mine"]', '["events","detail",9]']));
  });

  it('writes nothing once stopped (signing out), even what was waiting', async () => {
    await databaseMade();
    const { writer, writes } = countingWriter();
    const client = new QueryClient();
    const persistence = persistQueryCache(client, 1, writer);
    await client.fetchQuery({ queryKey: ['events', 'detail', 9], queryFn: () => Promise.resolve({ id: 9 }) });
    persistence.stop();
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, SAVE_COALESCE_MS * 3));
    expect(writes).toEqual([]);
    expect(await savedCopyOf(1)).toBeUndefined();
  });
});

describe("the app's query client", () => {
  it('keeps what a closed screen read in the saved copy long after the screen closed; other reads go', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const client = createQueryClient();
    for (const queryKey of [['events', 'detail', 5], ['app-config']]) {
      const observer = new QueryObserver(client, { queryKey, queryFn: () => Promise.resolve({ read: queryKey }) });
      const unsubscribe = observer.subscribe(() => undefined);
      await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
      unsubscribe();
    }
    // An hour on other screens.
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }).queries.map((query) => query.queryHash)).toEqual(['["events","detail",5]']);
    expect(client.getQueryData(['app-config'])).toBeUndefined();
  });

  it('in a browser that is offline, a read waits for the network instead of failing, then is asked when it returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    // As QueryClientProvider does: the client follows the network from then on.
    client.mount();
    const queryFn = vi.fn(() => Promise.resolve({ id: 3 }));
    const observer = new QueryObserver(client, { queryKey: ['communities', 'detail', 3], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      expect(observer.getCurrentResult()).toMatchObject({ status: 'pending', fetchStatus: 'paused' });
      expect(queryFn).not.toHaveBeenCalled();

      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: { id: 3 } }));
    } finally {
      unsubscribe();
      client.unmount();
    }
  });

  it('in a browser that is offline, a write runs at once (the outbox queues it) instead of waiting unseen', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    client.mount();
    const queue = vi.fn(() => Promise.resolve('queued'));
    try {
      await expect(new MutationObserver(client, { mutationFn: queue }).mutate()).resolves.toBe('queued');
    } finally {
      client.unmount();
    }
  });
});
