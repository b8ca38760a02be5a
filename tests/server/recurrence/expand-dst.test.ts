import { describe, expect, it } from 'vitest';
import type { RepeatRuleInput } from '@contracts/events/recurrence';
import { expand, keys, series, starts, wallClock } from './series-helpers';

/**
 * A series keeps its wall-clock time when the clocks change, in both directions and in both
 * hemispheres; a time the change skips moves forward by the gap, a time it repeats is the first.
 * Dates of 2027: New York changes on 14 March and 7 November, London on 28 March and 31 October,
 * Sydney on 4 April (back) and 3 October (forward).
 */

const daily = { frequency: 'daily', interval: 1, ending: { type: 'never' } } as const;
const sundays: RepeatRuleInput = { frequency: 'weekly', interval: 1, weekdays: ['SU'], ending: { type: 'never' } };

describe('a daily 19:00 series across a change of clocks', () => {
  // Each starts at 19:00 three days before the change: its third occurrence is the evening before, its fourth the day of it.
  const cases = [
    { zone: 'America/New_York', start: '2027-03-12T00:00:00Z', before: '2027-03-14T00:00:00.000Z', after: '2027-03-14T23:00:00.000Z' },
    { zone: 'America/New_York', start: '2027-11-04T23:00:00Z', before: '2027-11-06T23:00:00.000Z', after: '2027-11-08T00:00:00.000Z' },
    { zone: 'Europe/London', start: '2027-03-25T19:00:00Z', before: '2027-03-27T19:00:00.000Z', after: '2027-03-28T18:00:00.000Z' },
    { zone: 'Europe/London', start: '2027-10-28T18:00:00Z', before: '2027-10-30T18:00:00.000Z', after: '2027-10-31T19:00:00.000Z' },
    { zone: 'Australia/Sydney', start: '2027-04-01T08:00:00Z', before: '2027-04-03T08:00:00.000Z', after: '2027-04-04T09:00:00.000Z' },
    { zone: 'Australia/Sydney', start: '2027-09-30T09:00:00Z', before: '2027-10-02T09:00:00.000Z', after: '2027-10-03T08:00:00.000Z' },
  ];

  for (const c of cases) {
    it(`stays 19:00 in ${c.zone} from ${c.start.slice(0, 10)}`, () => {
      // Seven and a half days from the first start: eight occurrences, whichever way the clocks went.
      const result = expand(series(c.start, c.zone, daily), c.start, new Date(Date.parse(c.start) + 7.5 * 86_400_000).toISOString());
      expect(result.occurrences.length).toBe(8);
      for (const occurrence of result.occurrences) {
        expect(wallClock(occurrence.start, c.zone)).toBe(`${occurrence.key} 19:00`);
        expect(occurrence.end.getTime() - occurrence.start.getTime()).toBe(3_600_000);
      }
      // The instant moves by the hour the clocks moved.
      const list = starts(result);
      expect(list[2]).toBe(c.before);
      expect(list[3]).toBe(c.after);
    });
  }
});

describe('a time the clocks skip or repeat', () => {
  it('moves forward by the gap at spring-forward (RFC 5545), and is back on time the next week', () => {
    const cases = [
      { zone: 'America/New_York', start: '2027-03-07T07:30:00Z', day: '2027-03-14', gap: '2027-03-14T07:30:00.000Z', shown: '03:30' },
      { zone: 'Europe/London', start: '2027-03-21T01:30:00Z', day: '2027-03-28', gap: '2027-03-28T01:30:00.000Z', shown: '02:30' },
      { zone: 'Australia/Sydney', start: '2027-09-25T16:30:00Z', day: '2027-10-03', gap: '2027-10-02T16:30:00.000Z', shown: '03:30' },
    ];
    for (const c of cases) {
      // Sunday at 02:30 in New York and Sydney, at 01:30 in London: each the skipped hour that year.
      const result = expand(series(c.start, c.zone, sundays), c.start, new Date(Date.parse(c.start) + 15 * 86_400_000).toISOString());
      expect(keys(result)).toContain(c.day);
      const skipped = result.occurrences.find((o) => o.key === c.day);
      expect(skipped?.start.toISOString()).toBe(c.gap);
      expect(wallClock(skipped!.start, c.zone)).toBe(`${c.day} ${c.shown}`);
      const next = result.occurrences[result.occurrences.indexOf(skipped!) + 1]!;
      expect(wallClock(next.start, c.zone).slice(11)).toBe(wallClock(new Date(c.start), c.zone).slice(11));
    }
  });

  it('is the first of the two at fall-back', () => {
    const cases = [
      { zone: 'America/New_York', start: '2027-10-31T05:30:00Z', day: '2027-11-07', first: '2027-11-07T05:30:00.000Z' },
      { zone: 'Europe/London', start: '2027-10-24T00:30:00Z', day: '2027-10-31', first: '2027-10-31T00:30:00.000Z' },
      { zone: 'Australia/Sydney', start: '2027-03-27T15:30:00Z', day: '2027-04-04', first: '2027-04-03T15:30:00.000Z' },
    ];
    for (const c of cases) {
      const result = expand(series(c.start, c.zone, sundays), c.start, new Date(Date.parse(c.start) + 15 * 86_400_000).toISOString());
      expect(result.occurrences.find((o) => o.key === c.day)?.start.toISOString()).toBe(c.first);
    }
  });

  it('places ten years of a daily series at 19:00 every day in each zone', () => {
    for (const zone of ['America/New_York', 'Europe/London', 'Australia/Sydney']) {
      const result = expand(series('2027-01-01T12:00:00Z', zone, daily), '2027-01-01T00:00:00Z', '2037-01-01T00:00:00Z', 5000);
      const first = wallClock(result.occurrences[0]!.start, zone).slice(11);
      expect(result.occurrences.length).toBeGreaterThan(3650);
      expect(result.occurrences.every((o) => wallClock(o.start, zone) === `${o.key} ${first}`)).toBe(true);
    }
  });
});
