import type { QueryClient } from '@tanstack/react-query';
import { savedCopyWriter } from '../local-store/saved-copy-writer';
import type { SavedCopyWriter } from '../local-store/saved-copy-writer';
import { clearActivePersistence, setActivePersistence, stopQueryPersistence } from './active-persistence';
import type { QueryPersistence } from './active-persistence';
import { lastSyncedStore } from './last-synced';
import { PendingSave } from './pending-save';
import { noteSavedAt } from './query-persistence';

/** Answers that arrive together (a screen's reads, within moments of each other) are saved in one write. */
export const SAVE_COALESCE_MS = 100;

/**
 * Calls `write` when the page may not run again: hidden (the app switcher, another tab), left
 * (pagehide: another page load, closing the tab) or frozen (Page Lifecycle: a frozen or discarded
 * tab runs no timers). Returns a function that stops it.
 */
function whenThePageGoes(write: () => void): () => void {
  const onHidden = () => {
    if (document.visibilityState === 'hidden') {
      write();
    }
  };
  window.addEventListener('pagehide', write);
  document.addEventListener('freeze', write);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    window.removeEventListener('pagehide', write);
    document.removeEventListener('freeze', write);
    document.removeEventListener('visibilitychange', onHidden);
  };
}

/** The server's answers that arrived before saving started count for "last synced" too. */
function noteAnswersBefore(queryClient: QueryClient): void {
  const newest = Math.max(lastSyncedStore.get() ?? 0, ...queryClient.getQueryCache().getAll().map((query) => (query.state.status === 'success' ? query.state.dataUpdatedAt : 0)));
  if (newest > 0) {
    lastSyncedStore.set(newest);
  }
}

// A write IndexedDB refuses (storage full, the database closed under us) loses only this save: it waits for the next.
const report = (error: unknown) => console.error('Saving the offline copy failed', error);

/**
 * Saves the member's successful queries to IndexedDB as they arrive, each query in its own row:
 * the answers of a moment (SAVE_COALESCE_MS) go in one write, and what waits is written at once
 * when the page goes, so what a screen showed is in the saved copy before the member can leave
 * it, however they leave. Notes when the server last answered a query. stop() ends it; nothing
 * is written after.
 */
export function persistQueryCache(queryClient: QueryClient, userId: number, writer: SavedCopyWriter = savedCopyWriter()): QueryPersistence {
  stopQueryPersistence();
  let stopped = false;
  const pending = new PendingSave(queryClient, userId);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || pending.isEmpty) {
      return;
    }
    if (!writer.ready) {
      // Not open yet, or closed for another context's upgrade: what waits is written once it is.
      writer.open().then((open) => (open ? flush() : undefined), report);
      return;
    }
    const change = pending.take();
    writer.write(change).then(
      () => noteSavedAt(Math.max(0, ...change.rows.map((row) => row.savedAt))),
      (error: unknown) => {
        pending.putBack(change);
        report(error);
      },
    );
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) {
      lastSyncedStore.set(Date.now());
    }
    if (pending.note(event)) {
      timer ??= setTimeout(flush, SAVE_COALESCE_MS);
    }
  });
  const stopWatchingThePage = whenThePageGoes(flush);
  noteAnswersBefore(queryClient);
  if (!pending.isEmpty) {
    timer = setTimeout(flush, SAVE_COALESCE_MS);
  }
  // Opened now, so that a page left before its first write can still start one as it goes.
  writer.open().catch(report);
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    stopWatchingThePage();
    writer.close();
    clearActivePersistence(persistence);
  };
  const persistence = { flush, stop };
  setActivePersistence(persistence);
  return persistence;
}
