import { END_BEFORE_START_MESSAGE, EVENT_MESSAGES } from '@contracts/events/schemas';
import type { CreateEventParsed, EventDetail, EventListItem, RsvpStatus, UpdateEventParsed } from '@contracts/events/schemas';
import type { AppDeps } from '../../deps';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { canManageCommunity, loadCommunityAccess } from '../communities';
import { notifyEventCancelled, notifyEventChanged } from '../push';
import type { UserRow } from '../../users/repo';
import { canCreateEvents, canDeleteEvent, canEditEvent, canViewEvent } from './policy';
import type { EventAccess } from './policy';
import { inviteeOf } from '../../users/proven-email';
import * as listRepo from './list-repo';
import type { EventList, When } from './list-repo';
import { presentEventDetail, presentListItem } from './presenter';
import * as repo from './repo';
import type { EventRow } from './repo';
import { withdrawUnsentForEvent } from '../../queue/mail-repo';
import { keepTombstone, kickCalendarSync, queueEventSync, queueReplySync } from '../calendar';

/** What a calendar shows of an event: a change to any of these is a new SEQUENCE in feeds and a patch in Google. */
const CALENDAR_FIELDS = ['title', 'description', 'location', 'start_at', 'end_at', 'time_zone'] as const;

function calendarChanged(before: EventRow, changes: Partial<Record<(typeof CALENDAR_FIELDS)[number], unknown>>): boolean {
  return CALENDAR_FIELDS.some((field) => changes[field] !== undefined && changes[field] !== before[field]);
}

export interface LoadedEvent {
  row: EventRow;
  access: EventAccess;
}

/** The event with the actor's access, or null when it does not exist or they may not see it. */
export async function findVisibleEvent(deps: AppDeps, eventId: number, actor: UserRow): Promise<LoadedEvent | null> {
  const loaded = await repo.findEventForViewer(deps.db, eventId, inviteeOf(actor));
  return loaded && canViewEvent(loaded.access) ? loaded : null;
}

/** The event with the actor's access; 404 'Event not found' when they may not see it. */
export async function loadEvent(deps: AppDeps, eventId: number, actor: UserRow): Promise<LoadedEvent> {
  const loaded = await findVisibleEvent(deps, eventId, actor);
  if (!loaded) {
    throw notFound(EVENT_MESSAGES.notFound);
  }
  return loaded;
}

export async function eventDetail(deps: AppDeps, loaded: LoadedEvent): Promise<EventDetail> {
  return presentEventDetail(loaded.row, loaded.access, await repo.listRsvps(deps.db, loaded.row.id));
}

export async function createEvent(deps: AppDeps, actor: UserRow, input: CreateEventParsed): Promise<number> {
  const { community_id, start_datetime, end_datetime, ...fields } = input;
  const community = await loadCommunityAccess(deps.db, community_id, actor);
  if (!canCreateEvents(community)) {
    throw forbidden(EVENT_MESSAGES.createNotAllowed);
  }
  const now = deps.clock().toISOString();
  const id = await deps.db.transaction(async (trx) => {
    const eventId = await repo.insertEvent(trx, {
      ...fields,
      community_id,
      creator_id: actor.id,
      start_at: start_datetime,
      end_at: end_datetime,
      created_at: now,
      updated_at: now,
    });
    // The host is going to what they organise (as on Meetup and Luma), so it is on their Home, in
    // what they attend, their feed and their calendar from the start; they change it like any reply.
    await repo.upsertRsvp(trx, eventId, actor.id, 'going', now);
    await queueReplySync(deps, trx, eventId, actor.id);
    return eventId;
  });
  kickCalendarSync(deps);
  return id;
}

export async function updateEvent(deps: AppDeps, loaded: LoadedEvent, input: UpdateEventParsed): Promise<void> {
  if (!canEditEvent(loaded.access)) {
    throw forbidden(EVENT_MESSAGES.editNotAllowed);
  }
  const { start_datetime, end_datetime, ...fields } = input;
  const start = start_datetime ?? loaded.row.start_at;
  const end = end_datetime === undefined ? loaded.row.end_at : end_datetime;
  if (end !== null && end < start) {
    throw new AppError('validation_error', 400, `end_datetime: ${END_BEFORE_START_MESSAGE}`, [
      { field: 'end_datetime', message: END_BEFORE_START_MESSAGE },
    ]);
  }
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const changes = {
    ...defined,
    ...(start_datetime !== undefined ? { start_at: start_datetime } : {}),
    ...(end_datetime !== undefined ? { end_at: end_datetime } : {}),
  };
  const shown = calendarChanged(loaded.row, changes);
  await deps.db.transaction(async (trx) => {
    await repo.updateEvent(trx, loaded.row.id, {
      ...changes,
      ...(shown ? { sequence: loaded.row.sequence + 1 } : {}),
      updated_at: deps.clock().toISOString(),
    });
    const after = await repo.findEvent(trx, loaded.row.id);
    if (after) {
      await notifyEventChanged(deps, trx, loaded.row, after, loaded.access.community.actorId);
    }
    if (shown) {
      await queueEventSync(deps, trx, loaded.row.id);
    }
  });
  kickCalendarSync(deps);
}

export async function deleteEvent(deps: AppDeps, loaded: LoadedEvent): Promise<void> {
  if (!canDeleteEvent(loaded.access)) {
    throw forbidden(EVENT_MESSAGES.deleteNotAllowed);
  }
  await deps.db.transaction(async (trx) => {
    await notifyEventCancelled(deps, trx, loaded.row, loaded.access.community.actorId);
    await withdrawUnsentForEvent(trx, loaded.row.id, deps.clock().toISOString());
    await keepTombstone(trx, loaded.row, deps.clock().toISOString());
    await queueEventSync(deps, trx, loaded.row.id);
    await repo.deleteEvent(trx, loaded.row.id);
  });
  kickCalendarSync(deps);
}

export async function setRsvp(deps: AppDeps, loaded: LoadedEvent, actor: UserRow, status: RsvpStatus): Promise<void> {
  await deps.db.transaction(async (trx) => {
    await repo.upsertRsvp(trx, loaded.row.id, actor.id, status, deps.clock().toISOString());
    await queueReplySync(deps, trx, loaded.row.id, actor.id);
  });
  kickCalendarSync(deps);
}

export async function cancelRsvp(deps: AppDeps, loaded: LoadedEvent, actor: UserRow): Promise<void> {
  await deps.db.transaction(async (trx) => {
    await repo.deleteRsvp(trx, loaded.row.id, actor.id);
    await queueReplySync(deps, trx, loaded.row.id, actor.id);
  });
  kickCalendarSync(deps);
}

/** One page of a list in one statement, keeping only what the viewer may see (the SQL applies the same rule). */
async function listPage(deps: AppDeps, actor: UserRow, list: EventList, when: When, limit: number): Promise<EventListItem[]> {
  const rows = await listRepo.listEventPage(deps.db, list, { viewer: inviteeOf(actor), when, nowIso: deps.clock().toISOString(), limit });
  return rows.flatMap((row) => (canViewEvent(row.access) ? [presentListItem(row)] : []));
}

export async function listCommunityEvents(deps: AppDeps, actor: UserRow, communityId: number, when: When, limit: number) {
  const community = await loadCommunityAccess(deps.db, communityId, actor);
  return listPage(deps, actor, { kind: 'community', communityId, seesAllPrivate: canManageCommunity(community) }, when, limit);
}

export async function listMyEvents(deps: AppDeps, actor: UserRow, when: When, limit: number) {
  return listPage(deps, actor, { kind: 'created' }, when, limit);
}

export async function listAttendingEvents(deps: AppDeps, actor: UserRow, when: When, limit: number) {
  return listPage(deps, actor, { kind: 'attending' }, when, limit);
}

/** Events the actor is invited to and may already see (a member's invitation to a private event, say). */
export async function listInvitedEvents(deps: AppDeps, actor: UserRow, when: When, limit: number) {
  return listPage(deps, actor, { kind: 'invited' }, when, limit);
}
