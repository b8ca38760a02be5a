import { describe, expect, it } from 'vitest';
import { wallTimeToUtc } from '@contracts/events/event-time';
import { seriesEventBody } from '../../server/features/calendar/sync-series';
import { isPlainDate } from '../../server/features/calendar/series-shape';
import type { CalendarSeries } from '../../server/features/calendar/series-shape';
import { eventDates } from '../support/fake-google/recurrence';

/** The Google body of a member's recurring copy, from the series and their answers alone. */

const ZONE = 'Europe/London';
const keys = ['2027-03-16', '2027-03-23', '2027-03-30', '2027-04-06', '2027-04-13'];
const starts = keys.map((key) => wallTimeToUtc(key, '19:00', ZONE).toISOString());
const series: CalendarSeries = {
  id: 7,
  community_id: 1,
  creator_id: 1,
  rule: { frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'after', count: 5 } },
  rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=5',
  time_zone: ZONE,
  first_start_at: starts[0]!,
  duration_ms: 3_600_000,
  materialised_until: '2027-05-01T00:00:00.000Z',
  title: 'Run',
  description: null,
  location: 'Park',
  price_range: null,
  is_private: false,
  event_link: null,
  ticket_link: null,
  whatsapp_link: null,
  capacity: null,
  guests_allowed: 0,
  created_at: '2027-01-01T00:00:00.000Z',
  updated_at: '2027-01-01T00:00:00.000Z',
};
const row = (i: number, status: string | null, changes: Record<string, unknown> = {}) => ({
  id: 100 + i,
  occurrence_key: keys[i]!,
  detached: false,
  start_at: starts[i]!,
  end_at: new Date(Date.parse(starts[i]!) + 3_600_000).toISOString(),
  title: 'Run',
  description: null,
  location: 'Park',
  sequence: 0,
  status,
  ...changes,
});

describe("a member's recurring copy in Google", () => {
  it('starts at the first date they go to; a count of dates becomes the last date, so the copy ends where the series does', () => {
    const body = seriesEventBody(series, [row(0, null), row(1, 'not_going'), row(2, 'going'), row(3, 'going'), row(4, 'going')], 'http://gather.test');
    expect(body?.start).toEqual({ dateTime: starts[2], timeZone: ZONE });
    expect(body?.recurrence).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270413T225959Z']);
    expect(body?.source?.url).toBe('http://gather.test/events/102');
    // Across the change of clocks (28 March): 19:00 in London each time.
    expect(eventDates({ id: 'x', status: 'confirmed', ...body } as never, new Date('2028-01-01'))).toEqual(starts.slice(2));
  });

  it('leaves out, by EXDATE, a date they do not go to and a date changed alone; none at all when no date is as the rule makes it', () => {
    const body = seriesEventBody(series, [row(0, 'going'), row(1, 'maybe'), row(2, 'going', { title: 'Relay' }), row(3, 'going'), row(4, 'going')], 'http://gather.test');
    expect(body?.recurrence).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270413T225959Z', `EXDATE;TZID=${ZONE}:20270323T190000,20270330T190000`]);
    expect(isPlainDate(series, row(2, 'going', { title: 'Relay' }))).toBe(false);
    expect(isPlainDate(series, row(3, 'going', { detached: 1 }))).toBe(false);
    expect(seriesEventBody(series, [row(0, 'going', { detached: true })], 'http://gather.test')).toBeNull();
  });
});
