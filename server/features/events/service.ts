import { END_BEFORE_START_MESSAGE, EVENT_MESSAGES } from '@contracts/events/schemas';
import type { ChangeScope, CreateEventParsed, EventDetail, EventListItem, EventSeries, RsvpScope, RsvpStatus, UpdateEventParsed } from '@contracts/events/schemas';
import type { AppDeps } from '../../deps';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { canManageCommunity, loadCommunityAccess } from '../communities';
import { notifyEventCancelled, notifyEventChanged } from '../push';
import type { UserRow } from '../../users/repo';
import { canAnswerEveryDate, canCreateEvents, canDeleteEvent, canEditEvent, canViewEvent } from './policy';
import { inviteeOf } from '../../users/proven-email';
import * as listRepo from './list-repo';
import type { EventList, When } from './list-repo';
import { presentEventDetail, presentListItem } from './presenter';
import * as repo from './repo';
import type { EventRow } from './repo';
import { kickCalendarSync, queueEventSync, queueReplySync } from '../calendar';
import type { LoadedEvent } from './service-types';
import { removeEventRows } from './remove-event';
import { answerSeries, withdrawSeriesAnswer } from './series/series-answers';
import { changeSeries, createSeries, deleteSeriesDates, forgetDate, makeDatesThrough } from './series/series-service';
import { HORIZON_MS, MAX_AHEAD_MS } from './series/materialise';
import * as seriesRepo from './series/series-repo';
import { placeAnswer, refillSeats, seatsMayOpen, withdrawAnswer } from './seats/seats';

/** What a calendar shows of an event: a change to any of these is a new SEQUENCE in feeds and a patch in Google. */
const CALENDAR_FIELDS = ['title', 'description', 'location', 'start_at', 'end_at', 'time_zone'] as const;

function calendarChanged(before: EventRow, changes: Partial<Record<(typeof CALENDAR_FIELDS)[number], unknown>>): boolean {
  return CALENDAR_FIELDS.some((field) => changes[field] !== undefined && changes[field] !== before[field]);
}

export type { LoadedEvent } from './service-types';



const badRequest = (field: string, message: string) => new AppError('validation_error', 400, `${field}: ${message}`, [{ field, message }]);

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

/** The series a date belongs to, as its page shows it, with the viewer's answer for every date. */
async function seriesFacts(deps: AppDeps, loaded: LoadedEvent): Promise<EventSeries | null> {
  const series = loaded.row.series_id === null ? null : await seriesRepo.findSeries(deps.db, loaded.row.series_id);
  if (!series) {
    return null;
  }
  const myRsvp = await seriesRepo.mySeriesAnswer(deps.db, series.id, loaded.access.community.actorId);
  return {
    id: series.id,
    rule: series.rule,
    first_start_datetime: series.first_start_at,
    my_rsvp: myRsvp,
    may_answer_every_date: await mayAnswerEveryDate(deps, loaded, series.id, myRsvp !== null),
  };
}

async function mayAnswerEveryDate(deps: AppDeps, loaded: LoadedEvent, seriesId: number, answeredEveryDate: boolean): Promise<boolean> {
  const { access } = loaded;
  // Only a private series asks whether the caller was invited to every date.
  const invitedToEveryDate = access.event.is_private && !answeredEveryDate && (await seriesRepo.isInvitedToEveryDate(deps.db, seriesId, access.community.actorId));
  return canAnswerEveryDate(access, { invitedToEveryDate, answeredEveryDate });
}

export async function eventDetail(deps: AppDeps, loaded: LoadedEvent): Promise<EventDetail> {
  const [rsvps, series, myCheckIn] = await Promise.all([
    repo.listRsvps(deps.db, loaded.row.id),
    seriesFacts(deps, loaded),
    repo.findMyCheckIn(deps.db, loaded.row.id, loaded.access.community.actorId),
  ]);
  return presentEventDetail(loaded.row, loaded.access, rsvps, series, myCheckIn);
}

export async function createEvent(deps: AppDeps, actor: UserRow, input: CreateEventParsed): Promise<number> {
  const { community_id, start_datetime, end_datetime, repeat, ...fields } = input;
  const community = await loadCommunityAccess(deps.db, community_id, actor);
  if (!canCreateEvents(community)) {
    throw forbidden(EVENT_MESSAGES.createNotAllowed);
  }
  const now = deps.clock().toISOString();
  const id = await deps.db.transaction(async (trx) => {
    if (repeat) {
      const first = await createSeries(deps, trx, { ...fields, community_id, creator_id: actor.id, start_at: start_datetime, end_at: end_datetime, rule: repeat }, now);
      await queueReplySync(deps, trx, first, actor.id);
      return first;
    }
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

/** Changes the event (or dates of its series); answers the id of the event to show afterwards. */
export async function updateEvent(deps: AppDeps, loaded: LoadedEvent, input: UpdateEventParsed, scope: ChangeScope = 'this'): Promise<number> {
  if (!canEditEvent(loaded.access)) {
    throw forbidden(EVENT_MESSAGES.editNotAllowed);
  }
  if (scope !== 'this') {
    checkEnd(input.start_datetime ?? loaded.row.start_at, input.end_datetime === undefined ? loaded.row.end_at : input.end_datetime);
    const shown = await changeSeries(deps, loaded, input, scope, loaded.access.community.actorId);
    kickCalendarSync(deps);
    return shown;
  }
  const { start_datetime, end_datetime, repeat, ...fields } = input;
  if (repeat !== undefined) {
    throw badRequest('repeat', EVENT_MESSAGES.repeatNeedsSeriesScope);
  }
  checkEnd(start_datetime ?? loaded.row.start_at, end_datetime === undefined ? loaded.row.end_at : end_datetime);
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const changes = {
    ...defined,
    ...(start_datetime !== undefined ? { start_at: start_datetime } : {}),
    ...(end_datetime !== undefined ? { end_at: end_datetime } : {}),
  };
  const shown = calendarChanged(loaded.row, changes);
  // A date of a recurring event moved alone keeps its own time when the whole series changes.
  const moved = loaded.row.series_id !== null && ['start_at', 'end_at', 'time_zone'].some((field) => field in changes);
  await deps.db.transaction(async (trx) => {
    await repo.updateEvent(trx, loaded.row.id, {
      ...changes,
      ...(shown ? { sequence: loaded.row.sequence + 1 } : {}),
      ...(moved ? { detached: true } : {}),
      updated_at: deps.clock().toISOString(),
    });
    const after = await repo.findEvent(trx, loaded.row.id);
    if (after) {
      await notifyEventChanged(deps, trx, loaded.row, after, loaded.access.community.actorId);
    }
    if (seatsMayOpen(loaded.row, fields)) {
      await refillSeats(deps, trx, loaded.row.id, deps.clock().toISOString());
    }
    if (shown) {
      await queueEventSync(deps, trx, loaded.row.id);
    }
  });
  kickCalendarSync(deps);
  return loaded.row.id;
}

export async function deleteEvent(deps: AppDeps, loaded: LoadedEvent, scope: ChangeScope = 'this'): Promise<void> {
  if (!canDeleteEvent(loaded.access)) {
    throw forbidden(EVENT_MESSAGES.deleteNotAllowed);
  }
  if (scope !== 'this') {
    await deleteSeriesDates(deps, loaded, scope, loaded.access.community.actorId);
    kickCalendarSync(deps);
    return;
  }
  await deps.db.transaction(async (trx) => {
    const now = deps.clock().toISOString();
    await notifyEventCancelled(deps, trx, loaded.row, loaded.access.community.actorId);
    await forgetDate(trx, loaded, now);
    await removeEventRows(deps, trx, [loaded.row.id], now);
  });
  kickCalendarSync(deps);
}

export async function setRsvp(deps: AppDeps, loaded: LoadedEvent, actor: UserRow, status: RsvpStatus, scope: RsvpScope = 'this', guests?: number): Promise<void> {
  if (scope === 'series') {
    const seriesId = loaded.row.series_id;
    if (seriesId !== null && !(await mayAnswerEveryDate(deps, loaded, seriesId, (await seriesRepo.mySeriesAnswer(deps.db, seriesId, actor.id)) !== null))) {
      throw forbidden(EVENT_MESSAGES.everyDateNotAllowed);
    }
    await answerSeries(deps, loaded, actor.id, status, guests);
    kickCalendarSync(deps);
    return;
  }
  await deps.db.transaction(async (trx) => {
    await placeAnswer(deps, trx, loaded.row.id, actor.id, { status, guests }, deps.clock().toISOString());
    await queueReplySync(deps, trx, loaded.row.id, actor.id);
  });
  kickCalendarSync(deps);
}

export async function cancelRsvp(deps: AppDeps, loaded: LoadedEvent, actor: UserRow, scope: RsvpScope = 'this'): Promise<void> {
  if (scope === 'series') {
    await withdrawSeriesAnswer(deps, loaded, actor.id);
    kickCalendarSync(deps);
    return;
  }
  await deps.db.transaction(async (trx) => {
    await withdrawAnswer(deps, trx, loaded.row.id, actor.id, deps.clock().toISOString());
    await queueReplySync(deps, trx, loaded.row.id, actor.id);
  });
  kickCalendarSync(deps);
}

/** What a list page asks for: which events (`when`), between which instants, how many. */
export interface ListWindow {
  when: When;
  limit: number;
  from?: string | undefined;
  to?: string | undefined;
}

/** One page of a list in one statement, keeping only what the viewer may see (the SQL applies the same rule). */
async function listPage(deps: AppDeps, actor: UserRow, list: EventList, window: ListWindow): Promise<EventListItem[]> {
  const rows = await listRepo.listEventPage(deps.db, list, { viewer: inviteeOf(actor), nowIso: deps.clock().toISOString(), ...window });
  return rows.flatMap((row) => (canViewEvent(row.access) ? [presentListItem(row)] : []));
}

/**
 * How far ahead a list needs recurring events' dates made: to its `to` when that is past the
 * horizon they are kept made to (at most MAX_AHEAD_MS from now), else nothing to make.
 */
function madeThrough(deps: AppDeps, window: ListWindow): string | null {
  const now = deps.clock().getTime();
  if (window.to === undefined || Date.parse(window.to) <= now + HORIZON_MS) {
    return null;
  }
  return new Date(Math.min(Date.parse(window.to), now + MAX_AHEAD_MS)).toISOString();
}

export async function listCommunityEvents(deps: AppDeps, actor: UserRow, communityId: number, window: ListWindow) {
  const community = await loadCommunityAccess(deps.db, communityId, actor);
  const until = madeThrough(deps, window);
  if (until) {
    await makeDatesThrough(deps, await seriesRepo.communitySeriesMadeUntilBefore(deps.db, communityId, until), until);
  }
  return listPage(deps, actor, { kind: 'community', communityId, seesAllPrivate: canManageCommunity(community) }, window);
}

export async function listMyEvents(deps: AppDeps, actor: UserRow, window: ListWindow) {
  return listPage(deps, actor, { kind: 'created' }, window);
}

export async function listAttendingEvents(deps: AppDeps, actor: UserRow, window: ListWindow) {
  const until = madeThrough(deps, window);
  if (until) {
    await makeDatesThrough(deps, await seriesRepo.answeredSeriesMadeUntilBefore(deps.db, actor.id, until), until);
  }
  return listPage(deps, actor, { kind: 'attending' }, window);
}

/** Events the actor is invited to and may already see (a member's invitation to a private event, say). */
export async function listInvitedEvents(deps: AppDeps, actor: UserRow, window: ListWindow) {
  return listPage(deps, actor, { kind: 'invited' }, window);
}

function checkEnd(start: string, end: string | null): void {
  if (end !== null && end < start) {
    throw new AppError('validation_error', 400, `end_datetime: ${END_BEFORE_START_MESSAGE}`, [{ field: 'end_datetime', message: END_BEFORE_START_MESSAGE }]);
  }
}
