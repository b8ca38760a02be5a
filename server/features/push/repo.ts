import { dbClientName } from '../../db';
import type { Db } from '../../db';
import { claimDue, claimedBy, releaseClaims, UNCLAIMED } from '../../queue/claim';
import { PUSH_DELIVERIES } from '../../queue/job-tables';
import type { PushTarget } from '../../integrations/push';
import { replyStillSees } from '../events';

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
 * Turns waiting jobs into one delivery per subscription of each recipient, one job per
 * transaction, so a crash leaves either the job or its deliveries, never neither. On PostgreSQL
 * each job is taken FOR UPDATE SKIP LOCKED: instances expanding at once take different jobs, and a
 * job is expanded once.
 */
export async function expandJobs(db: Db, nowIso: string, limit = 20): Promise<number> {
  let expanded = 0;
  while (expanded < limit && (await expandOneJob(db, nowIso))) {
    expanded += 1;
  }
  return expanded;
}

async function expandOneJob(db: Db, nowIso: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const next = trx('push_jobs').orderBy('id').limit(1).select<{ id: number; user_ids: string; payload: string }[]>('id', 'user_ids', 'payload');
    if (dbClientName(db) === 'postgres') {
      void next.forUpdate().skipLocked();
    }
    const [job] = await next;
    if (!job) {
      return false;
    }
    const userIds = JSON.parse(job.user_ids) as number[];
    for (let i = 0; i < userIds.length; i += 500) {
      const subs = await trx('push_subscriptions').whereIn('user_id', userIds.slice(i, i + 500)).select<{ id: number }[]>('id');
      for (let j = 0; j < subs.length; j += 200) {
        await trx('push_deliveries').insert(subs.slice(j, j + 200).map((sub) => ({ subscription_id: sub.id, payload: job.payload, attempts: 0, run_after: nowIso })));
      }
    }
    await trx('push_jobs').where({ id: job.id }).delete();
    return true;
  });
}

export interface DueDelivery extends PushTarget {
  id: number;
  subscription_id: number;
  payload: string;
  /** The number of this attempt (the claim counted it). */
  attempts: number;
}


/** Hands back claimed deliveries a stopping worker did not start (see queue/claim.ts releaseClaims). */
export const releaseDeliveries = (db: Db, deliveries: readonly Pick<DueDelivery, 'id' | 'attempts'>[], nowIso: string) =>
  releaseClaims(db, PUSH_DELIVERIES, deliveries, nowIso);

/** Claims due deliveries for one attempt each, leased until `leaseUntilIso` (see queue/claim.ts), with their targets. */
export async function claimDeliveries(db: Db, nowIso: string, leaseUntilIso: string, limit: number, claimant: string | null = null): Promise<DueDelivery[]> {
  const claimed = await claimDue<Omit<DueDelivery, keyof PushTarget>>(db, PUSH_DELIVERIES, { nowIso, leaseUntilIso, limit, claimant });
  if (claimed.length === 0) {
    return [];
  }
  const ids = [...new Set(claimed.map((d) => d.subscription_id))];
  const subs = await db('push_subscriptions').whereIn('id', ids).select<(PushTarget & { id: number })[]>('id', 'endpoint', 'p256dh', 'auth');
  const byId = new Map(subs.map((sub) => [sub.id, sub]));
  return claimed
    .flatMap((d) => {
      const sub = byId.get(d.subscription_id);
      // A subscription deleted meanwhile took its deliveries with it (ON DELETE CASCADE).
      return sub ? [{ ...d, endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth }] : [];
    })
    .sort((a, b) => a.id - b.id);
}

export async function deleteDelivery(db: Db, id: number): Promise<void> {
  await db('push_deliveries').where({ id }).delete();
}

/** Puts a failed delivery off until `runAfterIso`, unless its claim ran out and another worker has it. */
export async function retryDelivery(db: Db, delivery: Pick<DueDelivery, 'id' | 'attempts'>, runAfterIso: string, error: string): Promise<void> {
  await db('push_deliveries').where(claimedBy(delivery)).update({ run_after: runAfterIso, last_error: error.slice(0, 500), ...UNCLAIMED });
}

export async function failDelivery(db: Db, delivery: Pick<DueDelivery, 'id' | 'attempts'>, nowIso: string, error: string, attemptsMade = delivery.attempts): Promise<void> {
  await db('push_deliveries').where(claimedBy(delivery)).update({ failed_at: nowIso, last_error: error.slice(0, 500), attempts: attemptsMade, ...UNCLAIMED });
}

/** Users with a going or maybe reply to an event who may still see it: who hears about its changes. */
/** Members going or maybe to any of the events (each once). */
export async function attendeesOfAny(db: Db, eventIds: readonly number[]): Promise<number[]> {
  const found = new Set<number>();
  for (let at = 0; at < eventIds.length; at += 500) {
    const rows = await db('event_rsvps as r')
      .join('events as e', 'e.id', 'r.event_id')
      .whereIn('r.event_id', eventIds.slice(at, at + 500))
      .whereIn('r.status', ['going', 'maybe'])
      .whereRaw(replyStillSees('r', 'e'))
      .distinct<{ user_id: number }[]>('r.user_id');
    rows.forEach((row) => found.add(row.user_id));
  }
  return [...found];
}

export async function attendeesOf(db: Db, eventId: number): Promise<number[]> {
  const rows = await db('event_rsvps as r')
    .join('events as e', 'e.id', 'r.event_id')
    .where('r.event_id', eventId)
    .whereIn('r.status', ['going', 'maybe'])
    .whereRaw(replyStillSees('r', 'e'))
    .select<{ user_id: number }[]>('r.user_id');
  return rows.map((r) => r.user_id);
}
