import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Waits until the service worker controls the page. The first visit installs the worker and
 * clientsClaim takes over the pages open when it activates, but Clients.claim() passes over a
 * client that is still reserved (a page whose load is under way; w3c/ServiceWorker#1090), so a page
 * whose load overlapped the activation can stay uncontrolled until its next load (stop 23's CI saw
 * one, 15 s after `ready`, on a machine twice as slow as this one; not reproduced here). Such a page
 * is loaded again, as a member's next visit would be: a load after activation is always controlled.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  const controlled = () => page.evaluate(() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null));
  const deadline = Date.now() + 3_000;
  while (!(await controlled()) && Date.now() < deadline) {
    await page.waitForTimeout(100);
  }
  if (!(await controlled())) {
    await page.reload();
  }
  await expect.poll(controlled, { timeout: 15_000 }).toBe(true);
}

/** Every row of a table of the app's IndexedDB ('gather-local'), as the page reads it; none when the table is not there yet. */
function localRows(page: Page, table: string): Promise<unknown[]> {
  return page.evaluate(
    (name) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('gather-local');
        open.onerror = () => reject(open.error ?? new Error('cannot open'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
          all.onerror = () => reject(all.error ?? new Error('cannot read'));
        };
      }),
    table,
  );
}

/** The hashes of the queries saved for offline use (table savedQueries). */
export async function savedQueryHashes(page: Page): Promise<string[]> {
  const rows = (await localRows(page, 'savedQueries')) as { queryHash: string }[];
  return rows.map((row) => row.queryHash);
}

/** The door check-ins waiting in this device's outbox (table outbox): which door, and when. */
export async function queuedCheckIns(page: Page): Promise<{ door: string | null; at: string }[]> {
  const rows = (await localRows(page, 'outbox')) as { change: { kind: string; action?: { type: string; door: string | null; at: string } } }[];
  return rows.flatMap(({ change }) => (change.kind === 'door' && change.action?.type === 'check_in' ? [{ door: change.action.door, at: change.action.at }] : []));
}

/** Waits until the given query keys are in the offline copy. */
export async function waitUntilSaved(page: Page, keys: unknown[][]): Promise<void> {
  const hashes = keys.map((key) => JSON.stringify(key));
  await expect
    .poll(async () => {
      const saved = new Set(await savedQueryHashes(page));
      return hashes.filter((hash) => !saved.has(hash));
    })
    .toEqual([]);
}

/** The banner above signed-in pages, and what hangs off it. */
export class OfflineBanner {
  readonly bar: Locator;
  readonly queueButton: Locator;
  readonly failures: Locator;

  constructor(private readonly page: Page) {
    this.bar = page.locator('.offline-banner');
    this.queueButton = page.getByRole('button', { name: /^Pending changes \(\d+\)$/ });
    this.failures = page.locator('.sync-failures');
  }

  pendingChangesButton(count: number): Locator {
    return this.page.getByRole('button', { name: `Pending changes (${count})` });
  }

  dialog(): Locator {
    return this.page.locator('ion-modal.pending-changes-modal');
  }

  /**
   * OK on the failure notice that says `text`, then waits until it has gone: the notice goes once its
   * row is deleted from IndexedDB, and a second OK aimed at "the first" before then hits the same one.
   */
  async dismissFailure(text: string): Promise<void> {
    const notice = this.failures.locator('.sync-failure').filter({ hasText: text });
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toHaveCount(0);
  }
}
