import type { Db } from '../../db';
import type { PushTarget } from '../../integrations/push';

export async function saveSubscription(db: Db, userId: number, sub: PushTarget, nowIso: string): Promise<void> {
  // An endpoint belongs to one browser: whoever subscribes with it last owns it.
  await db('push_subscriptions')
    .insert({ user_id: userId, endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth, created_at: nowIso })
    .onConflict('endpoint')
    .merge({ user_id: userId, p256dh: sub.p256dh, auth: sub.auth });
}

export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<number> {
  return db('push_subscriptions').where({ user_id: userId, endpoint }).delete();
}

export async function deleteSubscriptionById(db: Db, id: number): Promise<void> {
  await db('push_subscriptions').where({ id }).delete();
}

export async function enqueueJob(db: Db, userIds: number[], payload: string, nowIso: string): Promise<void> {
  if (userIds.length > 0) {
    await db('push_jobs').insert({ user_ids: JSON.stringify(userIds), payload, created_at: nowIso });
  }
}

/**
 * Turns waiting jobs into one delivery per subscription of each recipient, in one transaction per
 * job, so a crash leaves either the job or its deliveries, never neither.
 */
export async function expandJobs(db: Db, nowIso: string, limit = 20): Promise<number> {
  const jobs = await db('push_jobs').orderBy('id').limit(limit).select<{ id: number; user_ids: string; payload: string }[]>();
  for (const job of jobs) {
    await db.transaction(async (trx) => {
      const userIds = JSON.parse(job.user_ids) as number[];
      for (let i = 0; i < userIds.length; i += 500) {
        const subs = await trx('push_subscriptions').whereIn('user_id', userIds.slice(i, i + 500)).select<{ id: number }[]>('id');
        for (let j = 0; j < subs.length; j += 200) {
          await trx('push_deliveries').insert(
            subs.slice(j, j + 200).map((s) => ({ subscription_id: s.id, payload: job.payload, attempts: 0, run_after: nowIso })),
          );
        }
      }
      await trx('push_jobs').where({ id: job.id }).delete();
    });
  }
  return jobs.length;
}

export interface DueDelivery extends PushTarget {
  id: number;
  subscription_id: number;
  payload: string;
  attempts: number;
}

export async function dueDeliveries(db: Db, nowIso: string, limit: number): Promise<DueDelivery[]> {
  return db('push_deliveries as d')
    .join('push_subscriptions as s', 's.id', 'd.subscription_id')
    .whereNull('d.failed_at')
    .where('d.run_after', '<=', nowIso)
    .orderBy('d.id')
    .limit(limit)
    .select<DueDelivery[]>('d.id', 'd.subscription_id', 'd.payload', 'd.attempts', 's.endpoint', 's.p256dh', 's.auth');
}

export async function deleteDelivery(db: Db, id: number): Promise<void> {
  await db('push_deliveries').where({ id }).delete();
}

export async function retryDelivery(db: Db, id: number, attempts: number, runAfterIso: string, error: string): Promise<void> {
  await db('push_deliveries').where({ id }).update({ attempts, run_after: runAfterIso, last_error: error.slice(0, 500) });
}

export async function failDelivery(db: Db, id: number, nowIso: string, error: string): Promise<void> {
  await db('push_deliveries').where({ id }).update({ failed_at: nowIso, last_error: error.slice(0, 500) });
}

/** Users with a going or maybe reply to an event: who hears about its changes. */
export async function attendeesOf(db: Db, eventId: number): Promise<number[]> {
  const rows = await db('event_rsvps').where({ event_id: eventId }).whereIn('status', ['going', 'maybe']).select<{ user_id: number }[]>('user_id');
  return rows.map((r) => r.user_id);
}
