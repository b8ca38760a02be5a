import { describe, expect, it } from 'vitest';
import type { OutboxChange, OutboxRow } from '../../web/lib/outbox/core/outbox-types';
import { commentsWithPending, eventWithPendingRsvp, listItemWithPendingRsvp } from '../../web/lib/outbox/local-view';
import { makeComment } from './comments-fixtures';
import { makeEventDetail, makeEventListItem } from './events-fixtures';

const ADA = { id: 1, username: 'ada', full_name: 'Ada Lovelace', is_pro: false };
let seq = 100;

function row(change: OutboxChange, status: OutboxRow['status'] = 'pending'): OutboxRow {
  seq += 1;
  const id = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  return { id, userId: 1, seq, kind: change.kind, resourceKey: 'event:5', request: { method: 'POST', path: '/x' }, idempotencyKey: id, attempts: 0, nextAttemptAt: 0, status, lastError: null, createdAt: 0, label: 'x', change };
}

describe('eventWithPendingRsvp', () => {
  const event = makeEventDetail({ id: 5, my_rsvp: 'maybe', rsvp_counts: { going: 1, maybe: 1, not_going: 0, waitlisted: 0 }, rsvps: [{ user: ADA, status: 'maybe', guests: 0, waitlist_position: null, updated_at: '2026-01-01T00:00:00.000Z' }] });

  it('shows the latest pending answer, moving the member between counts and in the attendee list', () => {
    const rows = [row({ kind: 'rsvp', eventId: 5, status: 'not_going', person: ADA }), row({ kind: 'rsvp', eventId: 5, status: 'going', person: ADA })];
    const { event: local, pending } = eventWithPendingRsvp(event, rows);
    expect(pending).toBe(true);
    expect(local.my_rsvp).toBe('going');
    expect(local.rsvp_counts).toEqual({ going: 2, maybe: 0, not_going: 0, waitlisted: 0 });
    expect(local.rsvps.map((r) => [r.user.id, r.status])).toEqual([[1, 'going']]);
  });

  it('a pending cancel removes the member; a failed row or another event changes nothing', () => {
    const cancelled = eventWithPendingRsvp(event, [row({ kind: 'rsvp', eventId: 5, status: null, person: ADA })]).event;
    expect(cancelled).toMatchObject({ my_rsvp: null, rsvp_counts: { going: 1, maybe: 0, not_going: 0, waitlisted: 0 }, rsvps: [] });
    expect(eventWithPendingRsvp(event, [row({ kind: 'rsvp', eventId: 5, status: 'going', person: ADA }, 'failed')])).toEqual({ event, pending: false });
    expect(eventWithPendingRsvp(event, [row({ kind: 'rsvp', eventId: 6, status: 'going', person: ADA })])).toEqual({ event, pending: false });
  });

  it('applied to the confirmed answer, changes nothing more (no double count)', () => {
    const confirmed = makeEventDetail({ id: 5, my_rsvp: 'going', rsvp_counts: { going: 2, maybe: 0, not_going: 0, waitlisted: 0 } });
    expect(eventWithPendingRsvp(confirmed, [row({ kind: 'rsvp', eventId: 5, status: 'going', person: ADA })]).event.rsvp_counts).toEqual({ going: 2, maybe: 0, not_going: 0, waitlisted: 0 });
  });
});

describe('listItemWithPendingRsvp', () => {
  const GRACE = { id: 2, name: 'Grace Hopper' };
  const going = (status: 'going' | 'maybe' | 'not_going' | null) => [row({ kind: 'rsvp', eventId: 5, status, person: ADA })];

  it('shows the pending answer in the counts and names the member among the first going while there is room', () => {
    const item = makeEventListItem({ my_rsvp: 'maybe', rsvp_counts: { going: 1, maybe: 1, not_going: 0, waitlisted: 0 }, going_preview: [GRACE] });
    const { item: local, pending } = listItemWithPendingRsvp(item, going('going'));
    expect(pending).toBe(true);
    expect(local).toMatchObject({ my_rsvp: 'going', rsvp_counts: { going: 2, maybe: 0, not_going: 0, waitlisted: 0 }, going_preview: [GRACE, { id: 1, name: 'Ada Lovelace' }] });
  });

  it('takes the member out of the names when they stop going, and never names more than three', () => {
    const full = [GRACE, { id: 3, name: 'Alan' }, { id: 4, name: 'Edsger' }];
    const named = makeEventListItem({ my_rsvp: 'going', rsvp_counts: { going: 4, maybe: 0, not_going: 0, waitlisted: 0 }, going_preview: [{ id: 1, name: 'Ada Lovelace' }, GRACE, { id: 3, name: 'Alan' }] });
    expect(listItemWithPendingRsvp(named, going(null)).item).toMatchObject({ my_rsvp: null, rsvp_counts: { going: 3 }, going_preview: [GRACE, { id: 3, name: 'Alan' }] });
    expect(listItemWithPendingRsvp(named, going('going')).item.going_preview).toEqual(named.going_preview);
    const crowded = makeEventListItem({ rsvp_counts: { going: 3, maybe: 0, not_going: 0, waitlisted: 0 }, going_preview: full });
    expect(listItemWithPendingRsvp(crowded, going('going')).item).toMatchObject({ rsvp_counts: { going: 4 }, going_preview: full });
  });

  it('with a limit, a queued going shows the answer waiting for its seat but counts nobody new; going again while waiting keeps the waitlist', () => {
    const full = makeEventListItem({ capacity: 12, seats_taken: 12, my_rsvp: null, rsvp_counts: { going: 12, maybe: 0, not_going: 0, waitlisted: 1 }, going_preview: [GRACE] });
    expect(listItemWithPendingRsvp(full, going('going'))).toEqual({ item: { ...full, my_rsvp: 'going' }, pending: true, awaitingSeat: true });
    const waiting = { ...full, my_rsvp: 'waitlisted' as const };
    expect(listItemWithPendingRsvp(waiting, going('going')).item).toEqual(waiting);
    // Leaving is known at once: the member is out of the counts.
    const seated = makeEventListItem({ capacity: 12, seats_taken: 12, my_rsvp: 'going', rsvp_counts: { going: 12, maybe: 0, not_going: 0, waitlisted: 0 } });
    expect(listItemWithPendingRsvp(seated, going('not_going'))).toMatchObject({ item: { my_rsvp: 'not_going', rsvp_counts: { going: 11, not_going: 1 } }, awaitingSeat: false });
    const detail = makeEventDetail({ id: 5, capacity: 12, seats_taken: 12, my_rsvp: null, rsvp_counts: { going: 12, maybe: 0, not_going: 0, waitlisted: 0 } });
    expect(eventWithPendingRsvp(detail, going('going'))).toEqual({ event: { ...detail, my_rsvp: 'going' }, pending: true });
  });

  it('changes nothing without a pending row of this event', () => {
    const item = makeEventListItem();
    expect(listItemWithPendingRsvp(item, [row({ kind: 'rsvp', eventId: 6, status: 'going', person: ADA })])).toEqual({ item, pending: false, awaitingSeat: false });
  });
});

describe('commentsWithPending', () => {
  const thread = [makeComment({ id: 3, content: 'Who brings towels?', likes_count: 2 })];
  const comment = (content: string, parentId: number | null = null): OutboxChange => ({ kind: 'comment', eventId: 5, parentId, content, author: ADA, createdAt: '2026-01-01T00:00:00.000Z' });

  it('adds pending comments on top and pending replies under their parent, marked', () => {
    const rows = [row(comment('See you there')), row(comment('I will bring two', 3))];
    const view = commentsWithPending(thread, rows, 5);
    expect(view.comments.map((c) => c.content)).toEqual(['See you there', 'Who brings towels?']);
    expect(view.comments[1]?.replies.map((r) => r.content)).toEqual(['I will bring two']);
    expect([...view.pendingComments.values()]).toEqual(rows.map((r) => r.id));
    expect(view.comments[0]?.client_id).toBe(rows[0]?.id);
  });

  it('does not show a pending comment twice once the server lists it (same client_id)', () => {
    const pending = row(comment('See you there'));
    const confirmed = [makeComment({ id: 9, content: 'See you there', client_id: pending.id }), ...thread];
    const view = commentsWithPending(confirmed, [pending], 5);
    expect(view.comments.map((c) => c.id)).toEqual([9, 3]);
    expect(view.pendingComments.size).toBe(0);
  });

  it('applies the latest pending like relative to the server, once', () => {
    const liked = commentsWithPending(thread, [row({ kind: 'like', eventId: 5, commentId: 3, liked: true })], 5);
    expect(liked.comments[0]).toMatchObject({ is_liked_by_user: true, likes_count: 3 });
    expect(liked.pendingLikes.has(3)).toBe(true);
    const already = commentsWithPending([{ ...thread[0]!, is_liked_by_user: true }], [row({ kind: 'like', eventId: 5, commentId: 3, liked: true })], 5);
    expect(already.comments[0]).toMatchObject({ is_liked_by_user: true, likes_count: 2 });
    const toggledBack = commentsWithPending(thread, [row({ kind: 'like', eventId: 5, commentId: 3, liked: true }), row({ kind: 'like', eventId: 5, commentId: 3, liked: false })], 5);
    expect(toggledBack.comments[0]).toMatchObject({ is_liked_by_user: false, likes_count: 2 });
  });
});
