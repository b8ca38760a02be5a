import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountPurgeWorker } from '../../server/features/account/purge-worker';
import { createTestDatabase } from '../support/test-db';
import type { TestDatabase } from '../support/test-db';

/**
 * The account purge worker on shutdown, as the mail worker: the purge in progress finishes, and the
 * purges it had claimed but not started are handed back (due now, no attempt counted), so another
 * instance runs them at once instead of after the 5-minute lease.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('the account purge worker, stopped mid-batch', () => {
  it('finishes the purge it started and hands back the ones it had not started', async () => {
    const { db } = database;
    const nowIso = new Date().toISOString();
    const users = await db('users')
      .insert(Array.from({ length: 3 }, (_, i) => ({ uuid: `00000000-0000-4000-8000-00000000000${i}`, email: `gone${i}@example.com`, username: `gone${i}`, password_hash: 'x', created_at: nowIso })))
      .returning<{ id: number }[]>('id');
    await db('account_purges').insert(users.map((u) => ({ user_id: u.id, next_attempt_at: nowIso, created_at: nowIso })));

    // The first purge waits on Stripe (beforePurge) until the test lets it go.
    let letGo: () => void = () => undefined;
    const stripeAnswers = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const started: number[] = [];
    const worker = startAccountPurgeWorker({
      db,
      clock: () => new Date(),
      pollMs: 3_600_000,
      log: () => undefined,
      beforePurge: async (userId) => {
        started.push(userId);
        await stripeAnswers;
      },
    });
    await expect.poll(() => started.length).toBe(1);
    const stopped = worker.stop();
    letGo();
    await stopped;

    expect(started).toHaveLength(1);
    const rows = await db('account_purges').orderBy('id').select<{ user_id: number; done_at: string | null; attempts: number; next_attempt_at: string }[]>('user_id', 'done_at', 'attempts', 'next_attempt_at');
    const done = rows.filter((r) => r.done_at !== null);
    const left = rows.filter((r) => r.done_at === null);
    expect(done.map((r) => r.user_id)).toEqual(started);
    expect(left).toHaveLength(2);
    for (const row of left) {
      expect(row.attempts).toBe(0);
      expect(row.next_attempt_at <= new Date().toISOString()).toBe(true);
    }
  });
});
