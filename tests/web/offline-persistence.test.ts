import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { localDb } from '../../web/lib/local-store/local-db';
import { CACHE_BUSTER, CACHE_MAX_AGE_MS, persistQueryCache, restoreQueryCache } from '../../web/lib/offline/query-persistence';

const waitForSave = () => vi.waitFor(async () => expect(await localDb().queryCache.get(1)).toBeDefined(), { timeout: 3000 });

describe('the offline copy of the query cache', () => {
  it("saves the member's successful reads, and the last good data of a read whose refresh failed, but nothing else", async () => {
    const client = new QueryClient();
    const stop = persistQueryCache(localDb(), client, 1);
    await client.fetchQuery({ queryKey: ['events', 'detail', 5], queryFn: () => Promise.resolve({ id: 5 }) });
    await client.fetchQuery({ queryKey: ['session', 'me'], queryFn: () => Promise.resolve({ id: 1 }) });
    await client.fetchQuery({ queryKey: ['session', 'me'], queryFn: () => Promise.reject(new TypeError('Failed to fetch')), staleTime: 0 }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['app-config'], queryFn: () => Promise.resolve({}) });
    await client.fetchQuery({ queryKey: ['events', 'detail', 6], queryFn: () => Promise.reject(new Error('boom')) }).catch(() => undefined);
    await waitForSave();
    stop();
    const saved = await localDb().queryCache.get(1);
    expect(saved?.queries.map((query) => query.queryHash).sort()).toEqual(['["events","detail",5]', '["session","me"]']);
    expect(saved?.queries.find((query) => query.queryHash === '["session","me"]')?.state).toMatchObject({ status: 'success', data: { id: 1 } });
    expect(saved?.buster).toBe(CACHE_BUSTER);
  });

  it('puts a saved copy back as stale data, so it shows at once and is asked for again online', async () => {
    const first = new QueryClient();
    const stop = persistQueryCache(localDb(), first, 1);
    await first.fetchQuery({ queryKey: ['comments', 'event', 5], queryFn: () => Promise.resolve(['hello']) });
    await waitForSave();
    stop();

    const second = new QueryClient();
    await restoreQueryCache(localDb(), second, 1, Date.now());
    expect(second.getQueryData(['comments', 'event', 5])).toEqual(['hello']);
    expect(second.getQueryState(['comments', 'event', 5])?.isInvalidated).toBe(true);
  });

  it('drops a copy older than a week or from another build', async () => {
    const client = new QueryClient();
    const row = { userId: 1, savedAt: Date.now() - CACHE_MAX_AGE_MS - 1, buster: CACHE_BUSTER, lastSyncedAt: null, queries: [] };
    await localDb().queryCache.put(row);
    await restoreQueryCache(localDb(), client, 1, Date.now());
    expect(await localDb().queryCache.get(1)).toBeUndefined();
    await localDb().queryCache.put({ ...row, savedAt: Date.now(), buster: 'another-build' });
    await restoreQueryCache(localDb(), client, 1, Date.now());
    expect(await localDb().queryCache.get(1)).toBeUndefined();
  });

  it('reports a save IndexedDB refuses (storage full) instead of leaving it unhandled, and saves again on the next change', async () => {
    const db = localDb();
    const put = vi.spyOn(db.queryCache, 'put').mockRejectedValueOnce(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = new QueryClient();
    const stop = persistQueryCache(db, client, 2);
    try {
      await client.fetchQuery({ queryKey: ['events', 'detail', 7], queryFn: () => Promise.resolve({ id: 7 }) });
      // Hidden, the page saves at once (it may not come back).
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('Saving the offline copy failed', expect.any(DOMException)));
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
      await client.fetchQuery({ queryKey: ['events', 'detail', 8], queryFn: () => Promise.resolve({ id: 8 }) });
      await vi.waitFor(async () => expect((await db.queryCache.get(2))?.queries.map((query) => query.queryHash).sort()).toEqual(['["events","detail",7]', '["events","detail",8]']), {
        timeout: 3000,
      });
    } finally {
      stop();
      put.mockRestore();
      errors.mockRestore();
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });
});
