import { describe, expect, it } from 'vitest';
import { describeEventChange, eventCancelledPayload, invitationPayload } from '../../server/features/push/messages';
import type { EventFacts } from '../../server/features/push/messages';

const base: EventFacts = { id: 7, title: 'Quiz night', start_at: '2026-12-03T19:00:00.000Z', end_at: null, time_zone: 'Europe/London', location: 'The Crown' };

describe('describeEventChange', () => {
  it('says a time moved within the day with the date once, and names the zone as the event screens do', () => {
    expect(describeEventChange(base, { ...base, start_at: '2026-12-03T20:00:00.000Z' })).toEqual(['Moved from Thu 3 Dec, 19:00 to 20:00 (London)']);
  });

  it('adds the dates when the day changed, in the event’s zone', () => {
    expect(describeEventChange(base, { ...base, start_at: '2026-12-04T19:30:00.000Z' })).toEqual(['Moved from Thu 3 Dec, 19:00 to Fri 4 Dec, 19:30 (London)']);
    const tokyo = { ...base, time_zone: 'Asia/Tokyo' };
    expect(describeEventChange(tokyo, { ...tokyo, start_at: '2026-12-03T20:00:00.000Z' })).toEqual(['Moved from Fri 4 Dec, 04:00 to 05:00 (Tokyo)']);
  });

  it('names a new place, a cleared place, a new end and a new name', () => {
    expect(describeEventChange(base, { ...base, location: 'The Bell' })).toEqual(['New place: The Bell']);
    expect(describeEventChange(base, { ...base, location: null })).toEqual(['No place set any more']);
    expect(describeEventChange(base, { ...base, end_at: '2026-12-03T22:00:00.000Z' })).toEqual(['Now ends Thu 3 Dec, 22:00 (London)']);
    expect(describeEventChange(base, { ...base, title: 'Big quiz' })).toEqual(['Renamed from “Quiz night”']);
  });

  it('says nothing when nothing a member cares about changed', () => {
    expect(describeEventChange(base, { ...base })).toEqual([]);
    expect(describeEventChange(base, { ...base, end_at: null })).toEqual([]);
  });
});

describe('other notifications', () => {
  it('word a cancellation and an invitation', () => {
    expect(eventCancelledPayload(base)).toEqual({ title: 'Cancelled: Quiz night', body: 'Was planned for Thu 3 Dec, 19:00 (London) · The Crown', url: '/events', tag: 'event-7' });
    expect(invitationPayload({ invitationId: 3, code: 'ABC', inviter: 'Hana', event: base })).toEqual({
      title: 'Invitation: Quiz night',
      body: 'Hana invited you · Thu 3 Dec, 19:00 (London)',
      url: '/join-event/ABC',
      tag: 'invite-3',
    });
  });

  it('word an invitation to a recurring event as the invitation says what it is to', () => {
    const every = { invitationId: 4, code: 'DEF', inviter: 'Hana', event: base, when: 'Every Thursday from Thu 3 Dec, 19:00 (London)' };
    expect(invitationPayload(every).body).toBe('Hana invited you · Every Thursday from Thu 3 Dec, 19:00 (London)');
  });
});
