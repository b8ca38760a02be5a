import type { Comment, Reply } from '@contracts/comments/schemas';
import { GOING_PREVIEW_SIZE } from '@contracts/events/list-sizes';
import type { RsvpState } from '@contracts/events/capacity';
import type { EventDetail, EventListItem, RsvpCounts } from '@contracts/events/schemas';
import type { OutboxRow, RsvpChoice } from './core/outbox-types';

/**
 * The local view: what the member sees is the cached server data with the change of each of
 * their pending outbox rows applied on top, at read time. Nothing optimistic is ever written into
 * the cache, so a refused or discarded write rolls back by its row going away, and a confirmed
 * one is replaced by the server's answer. Each function is idempotent against the confirmed
 * state (a change already in the server's data is not applied twice).
 */

const pending = (rows: readonly OutboxRow[]) => rows.filter((row) => row.status === 'pending');

type OutboxRsvpChange = Extract<OutboxRow['change'], { kind: 'rsvp' }>;

/** A date as the RSVPs that reach it see it: its id, and its series and start when it is a date of a recurring event. */
type RsvpTarget = { id: number; seriesId: number | null; start: string };

/** Whether a queued RSVP answers the date: its own, or one for every date of its series from an earlier or the same date. */
function reaches(change: OutboxRsvpChange, target: RsvpTarget): boolean {
  if (change.eventId === target.id) {
    return true;
  }
  const { series } = change;
  return series !== undefined && series.id === target.seriesId && Date.parse(target.start) >= Date.parse(series.from);
}

/** The member's latest pending RSVP that reaches a date, if any. */
function latestPendingRsvp(target: RsvpTarget, rows: readonly OutboxRow[]) {
  const latest = pending(rows)
    .filter((row) => row.change.kind === 'rsvp' && reaches(row.change, target))
    .at(-1);
  return latest?.change.kind === 'rsvp' ? { row: latest, change: latest.change } : null;
}

/** The event's series with the member's latest pending answer for every date of it, if there is one. */
function seriesWithPending(series: EventDetail['series'], rows: readonly OutboxRow[]): EventDetail['series'] {
  if (!series) {
    return series;
  }
  const latest = pending(rows)
    .map((row) => row.change)
    .filter((change): change is OutboxRsvpChange => change.kind === 'rsvp' && change.series?.id === series.id)
    .at(-1);
  return latest ? { ...series, my_rsvp: latest.status } : series;
}

/** The counts once the member's answer moves from `before` to `after`. */
function movedCounts(counts: RsvpCounts, before: RsvpState | null, after: RsvpChoice | null): RsvpCounts {
  const next = { ...counts };
  if (before) {
    next[before] = Math.max(0, next[before] - 1);
  }
  if (after) {
    next[after] += 1;
  }
  return next;
}

/**
 * Whether a queued going can only be known on the server: the event has a limit and the member
 * holds no seat yet, so the answer may seat them or put them on the waitlist. Meanwhile the
 * screens show what the member asked for, waiting to sync, and count nobody new; one already on
 * the waitlist keeps their place.
 */
function awaitsSeat(event: { capacity: number | null; my_rsvp: RsvpState | null }, status: RsvpChoice | null): boolean {
  return event.capacity !== null && status === 'going' && event.my_rsvp !== 'going';
}

/** The answer shown meanwhile: going again while waiting keeps the member on the waitlist. */
function shownAnswer(before: RsvpState | null, status: RsvpChoice | null): RsvpState | null {
  return before === 'waitlisted' && status === 'going' ? before : status;
}

/**
 * The event with the member's latest pending RSVP (its own, or one for every date of its series
 * that reaches it), and whether there is one.
 */
export function eventWithPendingRsvp(event: EventDetail, rows: readonly OutboxRow[]): { event: EventDetail; pending: boolean } {
  const latest = latestPendingRsvp({ id: event.id, seriesId: event.series?.id ?? null, start: event.start_datetime }, rows);
  const series = seriesWithPending(event.series, rows);
  if (!latest) {
    // An answer for every date given on a later date: this one keeps its own answer, the series' changes.
    return series === event.series ? { event, pending: false } : { event: { ...event, series }, pending: true };
  }
  const { status, person } = latest.change;
  if (awaitsSeat(event, status)) {
    return { event: { ...event, my_rsvp: shownAnswer(event.my_rsvp, status), series }, pending: true };
  }
  const counts = movedCounts(event.rsvp_counts, event.my_rsvp, status);
  const own = event.rsvps.find((rsvp) => rsvp.user.id === person.id);
  const others = event.rsvps.filter((rsvp) => rsvp.user.id !== person.id);
  const reply = {
    user: { ...person, is_pro: person.is_pro ?? false },
    status: status ?? 'not_going',
    guests: status === 'going' ? (own?.guests ?? 0) : 0,
    waitlist_position: null,
    updated_at: new Date(latest.row.createdAt).toISOString(),
  };
  const rsvps = status ? [...others, reply] : others;
  return { event: { ...event, my_rsvp: status, rsvp_counts: counts, rsvps, series }, pending: true };
}

/**
 * A list item with the member's latest pending RSVP: their answer, the counts, and their name
 * among the first people going (while the list names fewer than it can), or taken out of it.
 * `awaitingSeat`: a going to an event with a limit, which only the server can seat (see awaitsSeat).
 */
export function listItemWithPendingRsvp(item: EventListItem, rows: readonly OutboxRow[]): { item: EventListItem; pending: boolean; awaitingSeat: boolean } {
  const latest = latestPendingRsvp({ id: item.id, seriesId: item.series_id, start: item.start_datetime }, rows);
  if (!latest) {
    return { item, pending: false, awaitingSeat: false };
  }
  const { status, person } = latest.change;
  if (awaitsSeat(item, status)) {
    return { item: { ...item, my_rsvp: shownAnswer(item.my_rsvp, status) }, pending: true, awaitingSeat: true };
  }
  const others = item.going_preview.filter((someone) => someone.id !== person.id);
  const named = item.going_preview.length > others.length;
  const going =
    status === 'going' && (named || others.length < GOING_PREVIEW_SIZE)
      ? named
        ? item.going_preview
        : [...others, { id: person.id, name: person.full_name ?? person.username }]
      : others;
  return {
    item: { ...item, my_rsvp: status, rsvp_counts: movedCounts(item.rsvp_counts, item.my_rsvp, status), going_preview: going },
    pending: true,
    awaitingSeat: false,
  };
}

export interface CommentsView {
  comments: Comment[];
  /** Ids (negative, local) of comments not yet on the server, with their outbox row id. */
  pendingComments: Map<number, string>;
  /** Comments whose like or unlike is waiting to be sent. */
  pendingLikes: Set<number>;
}

function pendingComment(row: OutboxRow): Reply | null {
  const { change } = row;
  if (change.kind !== 'comment') {
    return null;
  }
  return {
    id: -row.seq,
    content: change.content,
    event_id: change.eventId,
    parent_id: change.parentId,
    author: { ...change.author, is_pro: change.author.is_pro ?? false },
    created_at: change.createdAt,
    likes_count: 0,
    is_liked_by_user: false,
    is_deleted: false,
    // The member's own queued comment: deleting it discards it from the outbox.
    can_delete: true,
    client_id: row.id,
    replies: [],
  };
}

function applyLikes(comments: Comment[], rows: OutboxRow[], pendingLikes: Set<number>): Comment[] {
  const wanted = new Map<number, boolean>();
  for (const row of rows) {
    if (row.change.kind === 'like') {
      wanted.set(row.change.commentId, row.change.liked);
      pendingLikes.add(row.change.commentId);
    }
  }
  const patch = <C extends Comment | Reply>(comment: C): C => {
    const liked = wanted.get(comment.id);
    if (liked === undefined || liked === comment.is_liked_by_user) {
      return comment;
    }
    return { ...comment, is_liked_by_user: liked, likes_count: Math.max(0, comment.likes_count + (liked ? 1 : -1)) };
  };
  return comments.map((comment) => ({ ...patch(comment), replies: comment.replies.map(patch) }));
}

/** The discussion with the member's pending comments, replies, likes and unlikes. */
export function commentsWithPending(comments: readonly Comment[], rows: readonly OutboxRow[], eventId: number): CommentsView {
  const mine = pending(rows).filter((row) => row.change.eventId === eventId);
  const pendingLikes = new Set<number>();
  const pendingComments = new Map<number, string>();
  const known = new Set(comments.flatMap((comment) => [comment.client_id, ...comment.replies.map((reply) => reply.client_id)]));
  let list = applyLikes([...comments], mine, pendingLikes);
  for (const row of mine) {
    const local = pendingComment(row);
    if (!local || known.has(local.client_id)) {
      continue;
    }
    if (local.parent_id === null) {
      list = [local, ...list];
      pendingComments.set(local.id, row.id);
    } else if (list.some((comment) => comment.id === local.parent_id)) {
      list = list.map((comment) => (comment.id === local.parent_id ? { ...comment, replies: [...comment.replies, local] } : comment));
      pendingComments.set(local.id, row.id);
    }
  }
  return { comments: list, pendingComments, pendingLikes };
}
