import { apiPath, withQuery } from '@contracts/api/api-path';
import type { DeclaredRoute } from '@contracts/api/api-path';
import type { BodyInput } from '@contracts/api/route-types';
import type { RsvpStatus } from '@contracts/events/schemas';
import type { LocalPerson, RsvpSeriesScope } from './core/outbox-types';
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
