import { GOING_PREVIEW_SIZE } from '@contracts/events/list-sizes';
import type { OutboxRow } from './outbox-types';
import { eventCommentsQueryKey } from '../../query-keys/comments';
import { EVENTS_LIST_ROOT, eventQueryKey } from '../../query-keys/events';

type Updater = (data: unknown) => unknown;

/**
 * Read-modify-write access to cached query data: TanStack Query's client in a page, or the
 * persisted cache in IndexedDB (the service worker's drain). An updater returning undefined
 * leaves the entry as it was.
 */
export interface CacheAccess {
  update(key: readonly unknown[], updater: Updater): void;
  updateAll(prefix: readonly unknown[], updater: Updater): void;
}

type ThreadComment = { id: number; parent_id: number | null; replies: ThreadComment[] } & Record<string, unknown>;
type EventLike = { id: number } & Record<string, unknown>;
type LikeAnswer = { comment_id: number; likes_count: number; is_liked_by_user: boolean };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isThreadList = (value: unknown): value is ThreadComment[] => Array.isArray(value);

/** Adds a new comment where the server lists it (top level newest first, replies oldest first), once. */
function insertComment(list: ThreadComment[], added: ThreadComment): ThreadComment[] {
  const known = list.some((c) => c.id === added.id || c.replies.some((r) => r.id === added.id));
  if (known) {
    return list;
  }
  if (added.parent_id === null) {
    return [added, ...list];
  }
  return list.map((c) => (c.id === added.parent_id ? { ...c, replies: [...c.replies, { ...added, replies: [] }] } : c));
}

function patchLike(list: ThreadComment[], answer: LikeAnswer): ThreadComment[] {
  const patch = { likes_count: answer.likes_count, is_liked_by_user: answer.is_liked_by_user };
  return list.map((c) => {
    if (c.id === answer.comment_id) {
      return { ...c, ...patch };
    }
    if (c.replies.some((r) => r.id === answer.comment_id)) {
      return { ...c, replies: c.replies.map((r) => (r.id === answer.comment_id ? { ...r, ...patch } : r)) };
    }
    return c;
  });
}

type ReplyLike = { user: { id: number; username: string; full_name: string | null }; status: string };

/** The first people going as list items name them (server: presentListItem), from a detail's replies in server order. */
function goingPreviewOf(event: EventLike): { id: number; name: string }[] | undefined {
  if (!Array.isArray(event.rsvps)) {
    return undefined;
  }
  return (event.rsvps as ReplyLike[])
    .filter((reply) => reply.status === 'going')
    .slice(0, GOING_PREVIEW_SIZE)
    .map((reply) => ({ id: reply.user.id, name: reply.user.full_name ?? reply.user.username }));
}

/** The event's new RSVP state (the member's answer, counts, seats taken, the first people going) in every cached list that shows it. */
function patchEventLists(cache: CacheAccess, event: EventLike): void {
  const going = goingPreviewOf(event);
  cache.updateAll(EVENTS_LIST_ROOT, (data) =>
    Array.isArray(data)
      ? data.map((item: unknown) =>
          isObject(item) && item.id === event.id
            ? {
                ...item,
                my_rsvp: event.my_rsvp,
                rsvp_counts: event.rsvp_counts,
                // Seats moved with the answer (a seat taken, or one freed and given to the first waiting).
                ...('seats_taken' in event ? { seats_taken: event.seats_taken } : {}),
                ...(going && 'going_preview' in item ? { going_preview: going } : {}),
              }
            : item,
        )
      : undefined,
  );
}

/** Puts the server's answer to a confirmed write into the cached data the screens read. */
export function applyAnswer(row: OutboxRow, answer: unknown, cache: CacheAccess): void {
  const { change } = row;
  if (change.kind === 'rsvp' && change.status === null && answer === undefined) {
    // 204: the withdrawn answer was what let the member see a private event; it leaves their lists.
    cache.updateAll(EVENTS_LIST_ROOT, (data) => (Array.isArray(data) ? data.filter((item) => !(isObject(item) && item.id === change.eventId)) : undefined));
    cache.update(eventQueryKey(change.eventId), (data) => (isObject(data) ? { ...data, my_rsvp: null } : undefined));
    return;
  }
  if (!isObject(answer)) {
    return;
  }
  if (change.kind === 'rsvp' && typeof answer.id === 'number') {
    const event = answer as EventLike;
    cache.update(eventQueryKey(event.id), () => event);
    patchEventLists(cache, event);
  } else if (change.kind === 'comment' && typeof answer.id === 'number') {
    const comment = { replies: [], ...answer } as unknown as ThreadComment;
    cache.update(eventCommentsQueryKey(change.eventId), (list) => (isThreadList(list) ? insertComment(list, comment) : undefined));
  } else if (change.kind === 'like' && typeof answer.comment_id === 'number') {
    const like = answer as LikeAnswer;
    cache.update(eventCommentsQueryKey(change.eventId), (list) => (isThreadList(list) ? patchLike(list, like) : undefined));
  }
}
