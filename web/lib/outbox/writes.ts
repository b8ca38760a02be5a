import { apiPath, withQuery } from '@contracts/api/api-path';
import type { DeclaredRoute } from '@contracts/api/api-path';
import type { BodyInput } from '@contracts/api/route-types';
import type { RsvpStatus } from '@contracts/events/schemas';
import type { DoorAction, LocalPerson, RsvpSeriesScope } from './core/outbox-types';
import type { NewWrite } from './queue-write';

/** The few facts of an event a write's label and request need. */
export type EventRef = { id: number; title: string };

/** What else an RSVP write says: every later date, the guests brought, whether the member knew the event was full. */
export interface RsvpWriteOptions {
  series?: RsvpSeriesScope | undefined;
  guests?: number | undefined;
  knownFull?: boolean | undefined;
}

/**
 * Going, Maybe or Not Going (status), or no reply (null): POST or DELETE /events/{id}/rsvp. With
 * `series`, for this date of a recurring event and every later one (scope series); the write
 * names the date's own event, which keeps its id when the series is edited.
 */
export function rsvpWrite(event: EventRef, status: RsvpStatus | null, person: LocalPerson, { series, guests, knownFull }: RsvpWriteOptions = {}): NewWrite {
  // Guests come with a going answer only (the member chose how many they bring).
  const brought = status === 'going' && guests !== undefined ? { guests } : {};
  const known = status === 'going' && knownFull ? { knownFull } : {};
  const every = series ? ' and its later dates' : '';
  const path = apiPath('delete', '/events/:id/rsvp', { id: event.id });
  return {
    userId: person.id,
    resourceKey: `event:${event.id}`,
    label: status ? `Your RSVP to “${event.title}”${every}` : `Your RSVP cancellation for “${event.title}”${every}`,
    change: { kind: 'rsvp', eventId: event.id, status, person, ...(series ? { series } : {}), ...brought, ...known },
    request: () =>
      status
        ? {
            method: 'POST',
            path: apiPath('post', '/events/:id/rsvp', { id: event.id }),
            body: { status, ...(series ? { scope: 'series' as const } : {}), ...brought } satisfies BodyInput<DeclaredRoute<'post', '/events/:id/rsvp'>>,
          }
        : { method: 'DELETE', path: series ? withQuery(path, { scope: 'series' }) : path },
  };
}

/** A comment (parentId null) or a reply; its client_id is the outbox row's id, so a replay creates it once. */
export function commentWrite(event: EventRef, content: string, parentId: number | null, author: LocalPerson): NewWrite {
  const text = content.trim();
  return {
    userId: author.id,
    // Same resource as the event's RSVPs: everything about one event is sent in the order it was done.
    resourceKey: `event:${event.id}`,
    label: `Your ${parentId === null ? 'comment' : 'reply'} on “${event.title}”`,
    change: { kind: 'comment', eventId: event.id, parentId, content: text, author, createdAt: new Date().toISOString() },
    request: (id) => ({
      method: 'POST',
      path: apiPath('post', '/comments/'),
      body: { content: text, event_id: event.id, parent_id: parentId, client_id: id } satisfies BodyInput<DeclaredRoute<'post', '/comments/'>>,
    }),
  };
}

/** Like (liked) or unlike a comment: POST or DELETE /comments/{id}/like. */
export function likeWrite(event: EventRef, commentId: number, liked: boolean, userId: number): NewWrite {
  return {
    userId,
    resourceKey: `comment:${commentId}`,
    label: `Your ${liked ? 'like' : 'unlike'} of a comment on “${event.title}”`,
    change: { kind: 'like', eventId: event.id, commentId, liked },
    request: () =>
      liked
        ? { method: 'POST', path: apiPath('post', '/comments/:id/like', { id: commentId }) }
        : { method: 'DELETE', path: apiPath('delete', '/comments/:id/like', { id: commentId }) },
  };
}

/** What a door's write says beside its action: the event, and who runs the door (the outbox row's member). */
export interface DoorWriteContext {
  event: EventRef;
  userId: number;
}

/** Door writes about one roster entry are one resource: an undo is sent after the check-in it undoes. */
const doorResource = (eventId: number, key: string) => `door:${eventId}:${key}`;

/**
 * A check-in at the door (POST /events/{id}/check-ins), by the scanned ticket or by name
 * (`user_id`), with the time the door did it: sent later from offline, the earlier check-in stands.
 */
export function checkInWrite(
  { event, userId }: DoorWriteContext,
  target: { ticket: string } | { user_id: number },
  action: Extract<DoorAction, { type: 'check_in' }>,
): NewWrite {
  return {
    userId,
    resourceKey: doorResource(event.id, action.key),
    label: `Check-in of ${action.name} at “${event.title}”`,
    change: { kind: 'door', eventId: event.id, action },
    request: () => ({
      method: 'POST',
      path: apiPath('post', '/events/:id/check-ins', { id: event.id }),
      body: { ...target, at: action.at, ...(action.door ? { door: action.door } : {}) } satisfies BodyInput<DeclaredRoute<'post', '/events/:id/check-ins'>>,
    }),
  };
}

/** Undoes the check-in the door saw at `at` (POST /events/{id}/check-ins/undo); another door's earlier one stays. */
export function undoCheckInWrite({ event, userId }: DoorWriteContext, action: Extract<DoorAction, { type: 'undo' }>): NewWrite {
  return {
    userId,
    resourceKey: doorResource(event.id, action.key),
    label: `Undo of the check-in of ${action.name} at “${event.title}”`,
    change: { kind: 'door', eventId: event.id, action },
    request: () => ({
      method: 'POST',
      path: apiPath('post', '/events/:id/check-ins/undo', { id: event.id }),
      body: { key: action.key, at: action.at } satisfies BodyInput<DeclaredRoute<'post', '/events/:id/check-ins/undo'>>,
    }),
  };
}

/** A walk-in (POST /events/{id}/walk-ins) with the id the door made (`walkInId`), so a replay adds them once. */
export function walkInWrite(
  { event, userId }: DoorWriteContext,
  walkInId: string,
  email: string | null,
  action: Extract<DoorAction, { type: 'walk_in' }>,
): NewWrite {
  return {
    userId,
    resourceKey: doorResource(event.id, action.key),
    label: `Walk-in ${action.name} at “${event.title}”`,
    change: { kind: 'door', eventId: event.id, action },
    request: () => ({
      method: 'POST',
      path: apiPath('post', '/events/:id/walk-ins', { id: event.id }),
      body: {
        id: walkInId,
        name: action.name,
        ...(email ? { email } : {}),
        at: action.at,
        ...(action.door ? { door: action.door } : {}),
      } satisfies BodyInput<DeclaredRoute<'post', '/events/:id/walk-ins'>>,
    }),
  };
}
