import { beforeEach, describe, expect, it } from 'vitest';
import type { EventSeries } from '@contracts/events/schemas';
import { writeDeviceSession } from '../../web/lib/local-store/device-session';
import { localDb } from '../../web/lib/local-store/local-db';
import { drainOutbox } from '../../web/lib/outbox/core/drain';
import { eventWithPendingRsvp, listItemWithPendingRsvp } from '../../web/lib/outbox/local-view';
import { queueWrite } from '../../web/lib/outbox/queue-write';
import { rsvpWrite } from '../../web/lib/outbox/writes';
import { makeEventDetail, makeEventListItem } from './events-fixtures';
import { ok, outboxServer } from './support/outbox-server';

/** An answer for every date of a recurring event, through the outbox: its request, what it shows meanwhile, sent once. */

const ADA = { id: 1, username: 'ada', full_name: 'Ada Lovelace', is_pro: false };
/** Tuesday 8 December, a date (event 5) of series 3, every Tuesday. */
const RUN = { id: 5, title: 'Tuesday run' };
const FROM = '2026-12-08T19:00:00.000Z';
const EVERY_TUESDAY = { id: 3, from: FROM };
const SERIES: EventSeries = { id: 3, rule: { frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'never' } }, first_start_datetime: '2026-12-01T19:00:00.000Z', my_rsvp: null, may_answer_every_date: true };

beforeEach(async () => {
  await writeDeviceSession(localDb(), 'token-ada', ADA.id);
});

describe('an answer for every date, queued', () => {
  it("targets the date's own event with scope series: POST with the status, DELETE with ?scope=series", async () => {
    const answer = await queueWrite(rsvpWrite(RUN, 'going', ADA, { series: EVERY_TUESDAY }));
    expect(answer.request).toEqual({ method: 'POST', path: '/events/5/rsvp', body: { status: 'going', scope: 'series' } });
    expect(answer.label).toBe('Your RSVP to “Tuesday run” and its later dates');
    const withdrawal = await queueWrite(rsvpWrite(RUN, null, ADA, { series: EVERY_TUESDAY }));
    expect(withdrawal.request).toEqual({ method: 'DELETE', path: '/events/5/rsvp?scope=series' });
    // This date alone stays as it always was.
    expect((await queueWrite(rsvpWrite(RUN, 'maybe', ADA))).request).toEqual({ method: 'POST', path: '/events/5/rsvp', body: { status: 'maybe' } });
  });

  it('is sent exactly once, however often it is replayed, with its scope', async () => {
    const written = [await queueWrite(rsvpWrite(RUN, 'going', ADA, { series: EVERY_TUESDAY })), await queueWrite(rsvpWrite(RUN, null, ADA, { series: EVERY_TUESDAY }))];
    const server = outboxServer(() => ok({ id: RUN.id }));
    const addresses: string[] = [];
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      addresses.push(`${init?.method ?? 'GET'} ${input instanceof Request ? input.url : input.toString()}`);
      return server.fetch(input, init);
    };
    const deps = { db: localDb(), fetch, now: () => Date.now() + 10, random: () => 0.5, apiBase: '/api' };
    await Promise.all([1, 2, 3].map(() => drainOutbox(deps, { force: true })));
    await localDb().outbox.bulkPut(written);
    await drainOutbox(deps, { force: true });

    expect(server.created.map((request) => request.key).sort()).toEqual(written.map((row) => row.idempotencyKey).sort());
    expect(server.created.map((request) => `${request.method} ${JSON.stringify(request.body ?? null)}`)).toEqual(['POST {"status":"going","scope":"series"}', 'DELETE null']);
    expect(new Set(addresses)).toEqual(new Set(['POST /api/events/5/rsvp', 'DELETE /api/events/5/rsvp?scope=series']));
    expect(await localDb().outbox.count()).toBe(0);
  });
});

describe('an answer for every date, waiting to be sent', () => {
  // In the order they were made, as the app's outbox store reads them.
  const pendingRows = async () => (await localDb().outbox.toArray()).sort((a, b) => a.seq - b.seq);

  it('shows on this date and the later dates of the series, not on earlier ones or another series', async () => {
    await queueWrite(rsvpWrite(RUN, 'going', ADA, { series: EVERY_TUESDAY }));
    const rows = await pendingRows();
    const date = (id: number, start: string, seriesId: number | null = 3) => makeEventListItem({ id, start_datetime: start, series_id: seriesId, my_rsvp: null });
    expect(listItemWithPendingRsvp(date(5, FROM), rows).item.my_rsvp).toBe('going');
    expect(listItemWithPendingRsvp(date(6, '2026-12-15T19:00:00.000Z'), rows)).toMatchObject({ item: { my_rsvp: 'going' }, pending: true });
    expect(listItemWithPendingRsvp(date(4, '2026-12-01T19:00:00.000Z'), rows)).toMatchObject({ item: { my_rsvp: null }, pending: false });
    expect(listItemWithPendingRsvp(date(9, '2026-12-15T19:00:00.000Z', 8), rows).pending).toBe(false);
    expect(listItemWithPendingRsvp(date(10, '2026-12-15T19:00:00.000Z', null), rows).pending).toBe(false);
  });

  it("sets the series' answer on a date's page, and a later answer for one date wins on that date only", async () => {
    await queueWrite(rsvpWrite(RUN, 'going', ADA, { series: EVERY_TUESDAY }));
    const later = makeEventDetail({ id: 6, start_datetime: '2026-12-15T19:00:00.000Z', series: SERIES, my_rsvp: null, rsvp_counts: { going: 0, maybe: 0, not_going: 0, waitlisted: 0 }, rsvps: [] });
    expect(eventWithPendingRsvp(later, await pendingRows()).event).toMatchObject({ my_rsvp: 'going', rsvp_counts: { going: 1 }, series: { my_rsvp: 'going' } });
    await queueWrite(rsvpWrite({ id: 6, title: RUN.title }, 'maybe', ADA));
    expect(eventWithPendingRsvp(later, await pendingRows()).event).toMatchObject({ my_rsvp: 'maybe', series: { my_rsvp: 'going' } });
    // An earlier date keeps its own answer, but says what the member answered for every date.
    const earlier = makeEventDetail({ id: 4, start_datetime: '2026-12-01T19:00:00.000Z', series: SERIES, my_rsvp: null });
    expect(eventWithPendingRsvp(earlier, await pendingRows())).toMatchObject({ event: { my_rsvp: null, series: { my_rsvp: 'going' } }, pending: true });
  });
});
