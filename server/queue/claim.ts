import type { Knex } from 'knex';
import { dbClientName } from '../db';
import type { Db } from '../db';

/** A durable job table: what makes a row claimable, and what a claim hands back. */
export interface JobTable {
  table: string;
  /** When a row is due; a claim moves it to the end of the lease, a failure to its retry time. */
  dueColumn: string;
  /** The rows still to do (not sent, not given up). */
  pending: (rows: Knex.QueryBuilder) => void;
  columns: readonly string[];
}

interface ClaimOptions {
  nowIso: string;
  leaseUntilIso: string;
  limit: number;
  /**
   * The instance making the claim (queue/instance-heartbeat.ts), recorded with each row so that,
   * should it stop beating, another instance frees the row at once rather than at the lease's end.
   * Null leaves the row to its lease alone.
   */
  claimant?: string | null;
}

/**
 * What every write that ends an attempt (done, retried later, given up, handed back) sets beside its
 * own changes: the row is no longer held by anyone, so a claimant found dead later does not make a
 * retry waiting out its backoff due at once.
 */
export const UNCLAIMED = { claimed_by: null } as const;

/**
 * Claims up to `limit` due rows for one attempt, in one statement: each row's `attempts` grows by
 * one and its due time moves to the end of the lease, and the rows come back with their new
 * attempts count. On PostgreSQL the candidates are selected FOR UPDATE SKIP LOCKED, so instances
 * claiming at the same moment take different rows and never wait on each other; SQLite has one
 * writer, so its claims are serial anyway. A worker that dies mid-job leaves its rows due again
 * when its instance is found stopped (instance-heartbeat.ts, about 10 s) or, with no claimant, when
 * the lease ends; the next claim counts another attempt. Work that takes longer than a
 * lease renews it (renewLease). Every later write names the claimed attempts count (see
 * `claimedBy`), so a worker whose lease ran out cannot undo the work of one that reclaimed the row.
 */
export async function claimDue<Row>(db: Db, job: JobTable, { nowIso, leaseUntilIso, limit, claimant = null }: ClaimOptions): Promise<Row[]> {
  const candidates = db(job.table)
    .select('id')
    .where(job.pending)
    .where(job.dueColumn, '<=', nowIso)
    .orderBy('id')
    .limit(limit);
  if (dbClientName(db) === 'postgres') {
    void candidates.forUpdate().skipLocked();
  }
  const claimed: unknown = await db(job.table)
    .whereIn('id', candidates)
    .update({ attempts: db.raw('attempts + 1'), [job.dueColumn]: leaseUntilIso, claimed_by: claimant })
    .returning([...job.columns]);
  return claimed as Row[];
}

/** The claim a later write must still hold: the row, at the attempts count the claim gave it. */
export const claimedBy = (row: { id: number; attempts: number }) => ({ id: row.id, attempts: row.attempts });

/**
 * Keeps a long job's claim, under `claimant` (it takes the row back if its claim was freed while it
 * stalled and nobody claimed it since): false when another worker took the row meanwhile.
 */
export async function renewLease(db: Db, job: JobTable, row: { id: number; attempts: number }, leaseUntilIso: string, claimant: string | null = null): Promise<boolean> {
  const updated = await db(job.table).where(claimedBy(row)).where(job.pending).update({ [job.dueColumn]: leaseUntilIso, claimed_by: claimant });
  return updated === 1;
}

/**
 * Hands claimed rows back untouched (a stopping worker had not started them): due now, and the
 * attempt the claim counted is taken back, so another instance sends them at once.
 */
export async function releaseClaims(db: Db, job: JobTable, rows: readonly { id: number; attempts: number }[], nowIso: string): Promise<void> {
  for (const row of rows) {
    await db(job.table).where(claimedBy(row)).where(job.pending).update({ attempts: row.attempts - 1, [job.dueColumn]: nowIso, ...UNCLAIMED });
  }
}
