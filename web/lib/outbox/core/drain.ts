import type { LocalDb } from '../../local-store/local-db';
import { endDeviceSession } from '../../local-store/device-session';
import { storedCacheAccess } from '../../local-store/stored-cache-access';
import { applyAnswer } from './apply-answer';
import { retryDelayMs } from './backoff';
import { errorText, networkErrorText } from './failure-text';
import type { OutboxRow } from './outbox-types';
import { doorEventsOf, isDoorRow, sendDoorRows } from './send-door-batch';
import { sendWrite } from './send-write';
import { waitlistedNotice } from './waitlisted-answer';

export interface DrainDeps {
  db: LocalDb;
  fetch: typeof fetch;
  now: () => number;
  /** In [0, 1), for the backoff's jitter. */
  random: () => number;
  /** Prefix of the API paths: '/api' in the browser, an absolute URL in tests and benchmarks. */
  apiBase: string;
  /**
   * Called with the server's answer just before the row is deleted, so a page can show the
   * confirmed data in the same moment the pending change goes (no flicker).
   */
  beforeConfirm?: (row: OutboxRow, answer: unknown) => void;
}

export interface DrainOptions {
  /** Send rows whose backoff has not run out yet (the network just came back, the member returned). */
  force: boolean;
}

export interface SentWrite {
  row: OutboxRow;
  answer: unknown;
}

export interface DrainReport {
  sent: SentWrite[];
  rejected: OutboxRow[];
  /** The server refused the session: nothing more was sent. */
  unauthorized: boolean;
  /** Rows still waiting (retryable failures, or rows of a resource whose head must retry first). */
  remaining: number;
  /** When the earliest remaining row may be retried, or null. */
  nextAttemptAt: number | null;
}

function pendingRows(db: LocalDb, userId: number): Promise<OutboxRow[]> {
  return db.outbox
    .where('[userId+seq]')
    .between([userId, -Infinity], [userId, Infinity])
    .filter((row) => row.status === 'pending')
    .toArray();
}

/** The oldest pending row of each resource: only it may be sent, so each resource keeps its order. */
function headsOf(rows: OutboxRow[]): OutboxRow[] {
  const heads = new Map<string, OutboxRow>();
  for (const row of rows) {
    if (!heads.has(row.resourceKey)) {
      heads.set(row.resourceKey, row);
    }
  }
  return [...heads.values()];
}

type SendResult = { kind: 'sent'; answer: unknown } | { kind: 'retry' } | { kind: 'rejected'; row: OutboxRow } | { kind: 'unauthorized' };

/** Sends one row and records the outcome in IndexedDB. */
async function sendRow(deps: DrainDeps, token: string, row: OutboxRow): Promise<SendResult> {
  const { db } = deps;
  // The write's Idempotency-Key: a resend after a lost answer is answered with the first answer, never done twice.
  const sent = await sendWrite(deps, token, row.request, { 'Idempotency-Key': row.idempotencyKey });
  if (!sent.answered) {
    const attempts = row.attempts + 1;
    await settle(db, row.id, { attempts, lastError: networkErrorText(sent.error), nextAttemptAt: deps.now() + retryDelayMs(attempts, deps.random()) });
    return { kind: 'retry' };
  }
  const { status, body, outcome } = sent;
  if (outcome === 'sent') {
    deps.beforeConfirm?.(row, body);
    await confirm(deps, row, body);
    return { kind: 'sent', answer: body };
  }
  if (outcome === 'unauthorized') {
    await settle(db, row.id, {});
    await endDeviceSession(db, token, deps.now());
    return { kind: 'unauthorized' };
  }
  const attempts = row.attempts + 1;
  const lastError = errorText(status, body);
  if (outcome === 'retry') {
    await settle(db, row.id, { attempts, lastError, nextAttemptAt: deps.now() + retryDelayMs(attempts, deps.random()) });
    return { kind: 'retry' };
  }
  // Refused for good: the row stays as 'failed' so the member can read why; its local change no longer applies.
  await settle(db, row.id, { attempts, lastError, status: 'failed' });
  return { kind: 'rejected', row: { ...row, attempts, lastError, status: 'failed' } };
}

/** Records a send that did not go through, and drops its claim, in one transaction. */
async function settle(db: LocalDb, id: string, changes: Partial<OutboxRow>): Promise<void> {
  await db.transaction('rw', db.outbox, db.sending, async () => {
    if (Object.keys(changes).length > 0) {
      await db.outbox.update(id, changes);
    }
    await db.sending.delete(id);
  });
}

/**
 * In one transaction: the row goes (or, a going that landed on the waitlist, stays as a notice for
 * the member), and the server's answer goes into the persisted cache.
 */
async function confirm(deps: DrainDeps, row: OutboxRow, answer: unknown): Promise<void> {
  const { db } = deps;
  const waitlisted = waitlistedNotice(row, answer);
  await db.transaction('rw', [db.outbox, db.sending, db.savedQueries], async () => {
    if (waitlisted) {
      await db.outbox.update(row.id, { status: 'waitlisted', waitlisted });
    } else {
      await db.outbox.delete(row.id);
    }
    await db.sending.delete(row.id);
    const saved = storedCacheAccess(await db.savedQueries.where('userId').equals(row.userId).toArray(), deps.now());
    applyAnswer(row, answer, saved);
    await db.savedQueries.bulkPut(saved.changed());
  });
}

/**
 * Sends the signed-in member's queued writes: per resource in order, one at a time, each with its
 * Idempotency-Key; a door's writes per event in batches (send-door-batch.ts), each action with its
 * own. A write that must be retried holds back the later writes of its resource (not the others)
 * until its backoff runs out. Call it under withOutboxLock so only one context drains.
 */
export async function drainOutbox(deps: DrainDeps, options: DrainOptions): Promise<DrainReport> {
  const report: DrainReport = { sent: [], rejected: [], unauthorized: false, remaining: 0, nextAttemptAt: null };
  const session = await deps.db.session.get('current');
  if (!session || session.pausedAt !== null) {
    report.unauthorized = session !== undefined && session.pausedAt !== null;
    return finish(deps, report, session?.userId);
  }
  // Rounds: read the queue, send each resource's rows in order (resources side by side, and each
  // event's door rows as one more lane), and read again for rows queued meanwhile. A row that must
  // be retried holds its resource for this drain.
  const held = new Set<string>();
  for (;;) {
    const pending = await pendingRows(deps.db, session.userId);
    const now = deps.now();
    const doorEvents = doorEventsOf(queuesOf(pending.filter(isDoorRow), held, options.force, now));
    const queues = queuesOf(pending.filter((row) => !isDoorRow(row)), held, options.force, now);
    if (queues.length === 0 && doorEvents.length === 0) {
      break;
    }
    const lanes = [
      ...doorEvents.map((rows) => () => sendDoorRows(deps, session.token, rows, report, held)),
      ...queues.map((queue) => () => sendInOrder(deps, session.token, queue, report, held)),
    ];
    const results = await runSideBySide(lanes, RESOURCES_AT_ONCE, (send) => send());
    if (results.includes('unauthorized')) {
      report.unauthorized = true;
      return finish(deps, report, session.userId);
    }
  }
  return finish(deps, report, session.userId);
}

/** How many resources (or events' door rows) are sent side by side (each one's rows strictly in order). */
const RESOURCES_AT_ONCE = 4;

/** Each resource's rows in order, for resources not held whose first row is due. */
function queuesOf<Row extends OutboxRow>(rows: Row[], held: Set<string>, force: boolean, now: number): Row[][] {
  const queues = new Map<string, Row[]>();
  for (const row of rows) {
    if (!held.has(row.resourceKey)) {
      const queue = queues.get(row.resourceKey) ?? [];
      queue.push(row);
      queues.set(row.resourceKey, queue);
    }
  }
  return [...queues.values()].filter((queue) => force || (queue[0]?.nextAttemptAt ?? Infinity) <= now);
}

/** Sends one resource's rows in order; stops at the first that must wait. */
async function sendInOrder(deps: DrainDeps, token: string, queue: OutboxRow[], report: DrainReport, held: Set<string>): Promise<'done' | 'unauthorized'> {
  for (const row of queue) {
    // Discarded meanwhile (the member changed their mind): skip it.
    if (!(await claimForSending(deps, row.id))) {
      continue;
    }
    const result = await sendRow(deps, token, row);
    if (result.kind === 'sent') {
      report.sent.push({ row, answer: result.answer });
    } else if (result.kind === 'rejected') {
      report.rejected.push(result.row);
    } else if (result.kind === 'retry') {
      held.add(row.resourceKey);
      return 'done';
    } else {
      return 'unauthorized';
    }
  }
  return 'done';
}

/**
 * Marks a row as being sent, unless it was discarded meanwhile: from here on the server may have
 * it, so Discard waits for the answer (see isBeingSent and discardWrite).
 */
async function claimForSending(deps: DrainDeps, id: string): Promise<boolean> {
  const { db } = deps;
  return db.transaction('rw', db.outbox, db.sending, async () => {
    const current = await db.outbox.get(id);
    if (current?.status !== 'pending') {
      return false;
    }
    await db.sending.put({ rowId: id, since: deps.now() });
    return true;
  });
}

async function runSideBySide<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      results.push(await work(item));
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}

async function finish(deps: DrainDeps, report: DrainReport, userId: number | undefined): Promise<DrainReport> {
  if (userId === undefined) {
    return report;
  }
  const left = await pendingRows(deps.db, userId);
  report.remaining = left.length;
  // Only a resource's oldest row can be sent, so only heads say when the next try is due.
  const heads = headsOf(left);
  report.nextAttemptAt = heads.length === 0 ? null : Math.min(...heads.map((row) => row.nextAttemptAt));
  return report;
}
