import { apiPath } from '@contracts/api/api-path';
import type { DeclaredRoute } from '@contracts/api/api-path';
import type { BodyInput } from '@contracts/api/route-types';
import { MAX_DOOR_BATCH } from '@contracts/checkin/batch-size';
import type { DoorActionResult, DoorBatchAction, DoorBatchAnswer } from '@contracts/checkin/schemas';
import { endDeviceSession } from '../../local-store/device-session';
import { storeDoorAnswers } from './apply-door-answer';
import { retryDelayMs } from './backoff';
import type { DrainDeps, DrainReport } from './drain';
import { errorText, networkErrorText } from './failure-text';
import type { OutboxChange, OutboxRow } from './outbox-types';
import { outcomeOf } from './response-outcome';
import { sendWrite } from './send-write';

/**
 * A door's queued writes go to the server in batches (POST /events/{id}/check-ins/batch), not one
 * request each: a thousand check-ins synced one by one took 15 to 37 s, in requests and in two
 * IndexedDB transactions per write. A batch costs one request, one claim and one confirmation for
 * up to MAX_DOOR_BATCH writes, each still run once by its Idempotency-Key (its `id` in the batch).
 */

export type DoorRow = OutboxRow & { change: Extract<OutboxChange, { kind: 'door' }> };

export const isDoorRow = (row: OutboxRow): row is DoorRow => row.change.kind === 'door';

/** The door rows of the resources due, per event, each event's in the order they were made. */
export function doorEventsOf(queues: DoorRow[][]): DoorRow[][] {
  const events = new Map<number, DoorRow[]>();
  for (const row of queues.flat().sort((a, b) => a.seq - b.seq)) {
    const rows = events.get(row.change.eventId) ?? [];
    rows.push(row);
    events.set(row.change.eventId, rows);
  }
  return [...events.values()];
}

/**
 * Sends one event's door rows, chunk after chunk. The server runs a batch's actions in order, so
 * rows of the same entry (a check-in and its undo) may share a chunk. A row that must be retried
 * holds its entry: its later rows wait for the next drain, as they would on their own.
 */
export async function sendDoorRows(deps: DrainDeps, token: string, rows: DoorRow[], report: DrainReport, held: Set<string>): Promise<'done' | 'unauthorized'> {
  let rest = rows;
  while (rest.length > 0) {
    const chunk = rest.slice(0, MAX_DOOR_BATCH);
    if ((await sendChunk(deps, token, chunk, report, held)) === 'unauthorized') {
      return 'unauthorized';
    }
    rest = rest.slice(MAX_DOOR_BATCH).filter((row) => !held.has(row.resourceKey));
  }
  return 'done';
}

/** How one row came out of a batch: the server's answer, or the changes its row takes. */
type Settled = { row: DoorRow; kind: 'sent'; answer: unknown } | { row: DoorRow; kind: 'retry' | 'rejected'; lastError: string };

async function sendChunk(deps: DrainDeps, token: string, chunk: DoorRow[], report: DrainReport, held: Set<string>): Promise<'done' | 'unauthorized'> {
  const claimed = await claimAll(deps, chunk);
  if (claimed.length === 0) {
    return 'done';
  }
  const settled = await sendBatch(deps, token, claimed);
  if (settled === 'unauthorized') {
    // Nothing is dropped: the rows wait, unclaimed, for a new sign-in.
    await dropClaims(deps, claimed);
    await endDeviceSession(deps.db, token, deps.now());
    return 'unauthorized';
  }
  for (const done of settled) {
    if (done.kind === 'sent') {
      deps.beforeConfirm?.(done.row, done.answer);
    }
  }
  const failed = await record(deps, settled);
  for (const done of settled) {
    if (done.kind === 'sent') {
      report.sent.push({ row: done.row, answer: done.answer });
    } else if (done.kind === 'retry') {
      held.add(done.row.resourceKey);
    }
  }
  report.rejected.push(...failed);
  return 'done';
}

/**
 * Marks a chunk's rows as being sent, in one transaction, leaving out those discarded meanwhile:
 * from here on the server may have them, so Discard waits for the answer (see isBeingSent).
 */
async function claimAll(deps: DrainDeps, rows: DoorRow[]): Promise<DoorRow[]> {
  const { db } = deps;
  return db.transaction('rw', db.outbox, db.sending, async () => {
    const current = await db.outbox.bulkGet(rows.map((row) => row.id));
    const claimed = current.filter((row): row is DoorRow => row?.status === 'pending' && isDoorRow(row));
    await db.sending.bulkPut(claimed.map((row) => ({ rowId: row.id, since: deps.now() })));
    return claimed;
  });
}

async function dropClaims(deps: DrainDeps, rows: DoorRow[]): Promise<void> {
  await deps.db.sending.bulkDelete(rows.map((row) => row.id));
}

/**
 * Sends the rows as one batch (all of one event). No Idempotency-Key header: each action carries
 * its row's key as its id, and a batch sent again after a lost answer is answered from those.
 */
async function sendBatch(deps: DrainDeps, token: string, rows: DoorRow[]): Promise<Settled[] | 'unauthorized'> {
  const eventId = (rows[0] as DoorRow).change.eventId;
  const sent = await sendWrite(deps, token, {
    method: 'POST',
    path: apiPath('post', '/events/:id/check-ins/batch', { id: eventId }),
    body: { actions: rows.map(actionOf) } satisfies BodyInput<DeclaredRoute<'post', '/events/:id/check-ins/batch'>>,
  });
  if (!sent.answered) {
    return rows.map((row) => ({ row, kind: 'retry', lastError: networkErrorText(sent.error) }));
  }
  const { status, body, outcome } = sent;
  if (outcome === 'unauthorized') {
    return 'unauthorized';
  }
  if (outcome !== 'sent') {
    // The batch as a whole: retried (network, 5xx, 429), or refused for every row in it (the event gone, not the member's to run).
    return rows.map((row) => ({ row, kind: outcome, lastError: errorText(status, body) }));
  }
  const answer = body as Partial<DoorBatchAnswer> | undefined;
  const results = new Map((Array.isArray(answer?.results) ? answer.results : []).map((result) => [result.id, result]));
  return rows.map((row) => settledOf(row, results.get(row.idempotencyKey), answer?.counts));
}

/** The row's own request, as an action of the batch: the single route's body, under the row's key. */
function actionOf(row: DoorRow): DoorBatchAction {
  return { type: row.change.action.type, id: row.idempotencyKey, body: row.request.body } as DoorBatchAction;
}

/** One action's result, read as its own route's answer would be (the batch's counts, the latest, in each answer). */
function settledOf(row: DoorRow, result: DoorActionResult | undefined, counts: DoorBatchAnswer['counts'] | undefined): Settled {
  if (!result) {
    // A batch answered without this action: nothing says it ran, and sending it again is safe.
    return { row, kind: 'retry', lastError: 'The server did not answer this write' };
  }
  const outcome = outcomeOf(result.status, result.error?.code);
  if (outcome === 'sent') {
    return { row, kind: 'sent', answer: { ...result.answer, counts } };
  }
  // An action is answered 2xx or refused (4xx); anything else, like a replay still running, is tried again.
  return { row, kind: outcome === 'rejected' ? 'rejected' : 'retry', lastError: errorText(result.status, result.error) };
}

/**
 * Records a chunk's outcomes in one transaction: sent rows go (with their claims) and their answers
 * are kept beside the roster; refused rows stay as 'failed' with the reason; rows to retry wait
 * their backoff. Returns the refused rows as they are now.
 */
async function record(deps: DrainDeps, settled: Settled[]): Promise<OutboxRow[]> {
  const { db } = deps;
  const now = deps.now();
  // One jitter for the chunk: its rows failed together and are sent again together, in one batch.
  const random = deps.random();
  const sent = settled.filter((done) => done.kind === 'sent');
  const changed = settled.flatMap((done) => {
    if (done.kind === 'sent') {
      return [];
    }
    const attempts = done.row.attempts + 1;
    const changes: Partial<OutboxRow> =
      done.kind === 'retry'
        ? { attempts, lastError: done.lastError, nextAttemptAt: now + retryDelayMs(attempts, random) }
        : { attempts, lastError: done.lastError, status: 'failed' };
    return [{ row: done.row, changes }];
  });
  await db.transaction('rw', [db.outbox, db.sending, db.doorRosters, db.doorAnswers], async () => {
    await db.outbox.bulkDelete(sent.map((done) => done.row.id));
    await db.outbox.bulkUpdate(changed.map(({ row, changes }) => ({ key: row.id, changes })));
    await db.sending.bulkDelete(settled.map((done) => done.row.id));
    await storeDoorAnswers(db, sent, now);
  });
  return changed.filter(({ changes }) => changes.status === 'failed').map(({ row, changes }) => ({ ...row, ...changes }));
}
