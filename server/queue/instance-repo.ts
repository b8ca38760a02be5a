import type { Db } from '../db';
import type { JobTable } from './claim';
import { UNCLAIMED } from './claim';

/** Records that the instance is alive now (its first beat adds it). */
export async function recordBeat(db: Db, instanceId: string, nowIso: string): Promise<void> {
  await db('job_instances').insert({ id: instanceId, started_at: nowIso, heartbeat_at: nowIso }).onConflict('id').merge({ heartbeat_at: nowIso });
}

/** Instances whose last beat came before `staleBeforeIso`: stopped, or so stalled they count as stopped. */
export async function stoppedInstances(db: Db, staleBeforeIso: string): Promise<string[]> {
  const rows = await db('job_instances').where('heartbeat_at', '<', staleBeforeIso).select<{ id: string }[]>('id');
  return rows.map((row) => row.id);
}

/**
 * Makes the rows these instances still hold due now and held by no one. Their attempts count is
 * kept (the stopped attempt counted, and may have done its work: delivery is at least once), so the
 * next claim counts a new one and any late write of the stopped claim matches nothing. Answers the
 * ids freed.
 */
export async function freeClaimsOf(db: Db, job: JobTable, instanceIds: readonly string[], nowIso: string): Promise<number[]> {
  if (instanceIds.length === 0) {
    return [];
  }
  const freed: unknown = await db(job.table)
    .whereIn('claimed_by', instanceIds)
    .where(job.pending)
    .update({ [job.dueColumn]: nowIso, ...UNCLAIMED })
    .returning('id');
  return (freed as { id: number }[]).map((row) => row.id);
}

/** Forgets stopped instances whose claims were freed, unless one beat again meanwhile (it was only stalled). */
export async function forgetInstances(db: Db, instanceIds: readonly string[], staleBeforeIso: string): Promise<void> {
  if (instanceIds.length > 0) {
    await db('job_instances').whereIn('id', instanceIds).where('heartbeat_at', '<', staleBeforeIso).delete();
  }
}

/** Forgets an instance that stopped in order, after freeing what it still held. */
export async function forgetInstance(db: Db, instanceId: string): Promise<void> {
  await db('job_instances').where({ id: instanceId }).delete();
}
