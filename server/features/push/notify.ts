import type { Db } from '../../db';
import type { AppDeps } from '../../deps';
import type { PushPayload } from '@contracts/push/schemas';
import { eventCancelledPayload, eventChangedPayload, invitationPayload, reminderPayload, seatOpenedPayload, seriesCancelledPayload, seriesChangedPayload } from './messages';
import type { EventFacts, SeriesChange } from './messages';
import * as repo from './repo';

/**
 * Queues a notification for users (never the one who acted) in the caller's transaction `db`,
 * and wakes the worker. The worker starts sending only once that transaction has committed.
 */
async function notify(deps: Pick<AppDeps, 'clock' | 'jobs'>, db: Db, userIds: number[], actorId: number, payload: PushPayload): Promise<void> {
  const recipients = [...new Set(userIds)].filter((id) => id !== actorId);
  await repo.enqueueJob(db, recipients, JSON.stringify(payload), deps.clock().toISOString());
  if (recipients.length > 0) {
    deps.jobs.kickPush();
  }
}

/** Tells the event's going and maybe members what changed, if anything they care about did. */
export async function notifyEventChanged(deps: AppDeps, db: Db, before: EventFacts, after: EventFacts, actorId: number): Promise<void> {
  const payload = eventChangedPayload(before, after);
  if (payload) {
    await notify(deps, db, await repo.attendeesOf(db, after.id), actorId, payload);
  }
}

/** Call before deleting: the replies go with the event. */
export async function notifyEventCancelled(deps: AppDeps, db: Db, event: EventFacts, actorId: number): Promise<void> {
  await notify(deps, db, await repo.attendeesOf(db, event.id), actorId, eventCancelledPayload(event));
}

export async function notifyInvitation(
  deps: AppDeps,
  db: Db,
  input: { invitedUserId: number; invitationId: number; code: string; inviter: string; event: EventFacts; when?: string | null },
  actorId: number,
): Promise<void> {
  await notify(deps, db, [input.invitedUserId], actorId, invitationPayload(input));
}

/** Members going or maybe to any of the events, told once (a recurring event's dates changed). */
export async function notifySeriesChanged(deps: AppDeps, db: Db, eventIds: readonly number[], before: EventFacts, change: SeriesChange, actorId: number): Promise<void> {
  const payload = seriesChangedPayload(change, before);
  if (payload) {
    await notify(deps, db, await repo.attendeesOfAny(db, eventIds), actorId, payload);
  }
}

/** Call before deleting the dates: their replies go with them. */
export async function notifySeriesCancelled(deps: AppDeps, db: Db, eventIds: readonly number[], event: EventFacts, fromIso: string, actorId: number): Promise<void> {
  await notify(deps, db, await repo.attendeesOfAny(db, eventIds), actorId, seriesCancelledPayload(event, fromIso));
}

/** Members waiting who were just given a seat (seats/): nobody acted for them, so nobody is left out. */
export async function notifySeatOpened(deps: AppDeps, db: Db, event: EventFacts, userIds: readonly number[]): Promise<void> {
  await notify(deps, db, [...userIds], 0, seatOpenedPayload(event));
}

/** Members going, reminded before the event (`when` says when and where: "Tomorrow 19:00 at Old Inn"). */
export async function notifyReminder(deps: Pick<AppDeps, 'clock' | 'jobs'>, db: Db, event: EventFacts, when: string, userIds: readonly number[]): Promise<void> {
  await notify(deps, db, [...userIds], 0, reminderPayload(event, when));
}
