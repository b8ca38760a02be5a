import { describe, expect, it } from 'vitest';
import { expand, keys, series, wallClock } from './series-helpers';

/** What each kind of rule gives, read as local dates (the keys) of 19:00 London events unless said. */

const LONDON = 'Europe/London';
const never = { type: 'never' } as const;

describe('monthly rules', () => {
  it('on the first Thursday', () => {
    const s = series('2027-01-07T19:00:00Z', LONDON, { frequency: 'monthly', interval: 1, on: { type: 'weekday', ordinal: 1, weekday: 'TH' }, ending: never });
    expect(keys(expand(s, '2027-01-01T00:00:00Z', '2027-06-01T00:00:00Z'))).toEqual(['2027-01-07', '2027-02-04', '2027-03-04', '2027-04-01', '2027-05-06']);
  });

  it('on the last Friday, in months of four and of five Fridays', () => {
    const s = series('2027-01-29T19:00:00Z', LONDON, { frequency: 'monthly', interval: 1, on: { type: 'weekday', ordinal: -1, weekday: 'FR' }, ending: never });
    expect(keys(expand(s, '2027-01-01T00:00:00Z', '2027-06-01T00:00:00Z'))).toEqual(['2027-01-29', '2027-02-26', '2027-03-26', '2027-04-30', '2027-05-28']);
  });

  it('on the 31st skips the months without one (February, April, June, September, November)', () => {
    const s = series('2027-01-31T19:00:00Z', LONDON, { frequency: 'monthly', interval: 1, on: { type: 'day_of_month', day: 31 }, ending: never });
    expect(keys(expand(s, '2027-01-01T00:00:00Z', '2028-01-01T00:00:00Z'))).toEqual([
      '2027-01-31', '2027-03-31', '2027-05-31', '2027-07-31', '2027-08-31', '2027-10-31', '2027-12-31',
    ]);
  });

  it('on the 30th skips February only, and every 2 months keeps its phase', () => {
    const s = series('2027-01-30T19:00:00Z', LONDON, { frequency: 'monthly', interval: 2, on: { type: 'day_of_month', day: 30 }, ending: never });
    // January, March, May... : March 30 and May 30 exist; a window in the middle of the series finds the same phase.
    expect(keys(expand(s, '2027-01-01T00:00:00Z', '2027-08-01T00:00:00Z'))).toEqual(['2027-01-30', '2027-03-30', '2027-05-30', '2027-07-30']);
    expect(keys(expand(s, '2029-02-01T00:00:00Z', '2029-07-01T00:00:00Z'))).toEqual(['2029-03-30', '2029-05-30']);
  });
});

describe('weekly rules', () => {
  it('every 2 weeks on Tuesday and Thursday', () => {
    const s = series('2027-01-05T19:00:00Z', LONDON, { frequency: 'weekly', interval: 2, weekdays: ['TH', 'TU'], ending: never });
    expect(keys(expand(s, '2027-01-01T00:00:00Z', '2027-02-12T00:00:00Z'))).toEqual([
      '2027-01-05', '2027-01-07', '2027-01-19', '2027-01-21', '2027-02-02', '2027-02-04',
    ]);
  });

  it('every 3 weeks, asked for a window years after the start, keeps the start’s weeks', () => {
    const s = series('2027-01-04T19:00:00Z', LONDON, { frequency: 'weekly', interval: 3, weekdays: ['MO', 'FR'], ending: never });
    const result = keys(expand(s, '2030-01-01T00:00:00Z', '2030-03-01T00:00:00Z'));
    // Every Monday and Friday of the window in a week 0, 3, 6... weeks after the start's week.
    const startMonday = Date.parse('2027-01-04T00:00:00Z');
    const expected: string[] = [];
    for (let day = Date.parse('2030-01-01T00:00:00Z'); day < Date.parse('2030-03-01T00:00:00Z'); day += 86_400_000) {
      const weekday = new Date(day).getUTCDay();
      if ((weekday === 1 || weekday === 5) && Math.floor((day - startMonday) / (7 * 86_400_000)) % 3 === 0) {
        expected.push(new Date(day).toISOString().slice(0, 10));
      }
    }
    expect(expected.length).toBeGreaterThan(3);
    expect(result).toEqual(expected);
  });

  it('a start on a day the rule does not name is not an occurrence (RFC 5545 leaves it undefined; the rule decides)', () => {
    const s = series('2027-01-04T19:00:00Z', LONDON, { frequency: 'weekly', interval: 1, weekdays: ['WE'], ending: never });
    expect(keys(expand(s, '2027-01-01T00:00:00Z', '2027-01-15T00:00:00Z'))).toEqual(['2027-01-06', '2027-01-13']);
  });
});

describe('endings', () => {
  it('after a count: the occurrences stop there, whatever the window', () => {
    const s = series('2027-01-01T19:00:00Z', LONDON, { frequency: 'daily', interval: 1, ending: { type: 'after', count: 10 } });
    const all = keys(expand(s, '2026-01-01T00:00:00Z', '2028-01-01T00:00:00Z'));
    expect(all).toEqual(Array.from({ length: 10 }, (_, i) => `2027-01-${String(i + 1).padStart(2, '0')}`));
    expect(keys(expand(s, '2027-01-09T00:00:00Z', '2027-02-01T00:00:00Z'))).toEqual(['2027-01-09', '2027-01-10']);
  });

  it('counted with an interval and weekdays', () => {
    const s = series('2027-01-05T19:00:00Z', LONDON, { frequency: 'weekly', interval: 2, weekdays: ['TU', 'TH'], ending: { type: 'after', count: 5 } });
    expect(keys(expand(s, '2027-01-01T00:00:00Z', '2028-01-01T00:00:00Z'))).toEqual(['2027-01-05', '2027-01-07', '2027-01-19', '2027-01-21', '2027-02-02']);
  });

  it('on a date: that whole local day is included, even when its evening is the next day in UTC', () => {
    // 21:00 in New York on 30 June is 01:00 UTC on 1 July; 09:00 in Sydney on 30 June is 23:00 UTC on 29 June.
    const ny = series('2027-06-26T01:00:00Z', 'America/New_York', { frequency: 'daily', interval: 1, ending: { type: 'on', date: '2027-06-30' } });
    const nyResult = expand(ny, '2027-06-01T00:00:00Z', '2027-08-01T00:00:00Z');
    expect(keys(nyResult)).toEqual(['2027-06-25', '2027-06-26', '2027-06-27', '2027-06-28', '2027-06-29', '2027-06-30']);
    expect(wallClock(nyResult.occurrences.at(-1)!.start, 'America/New_York')).toBe('2027-06-30 21:00');
    const sydney = series('2027-06-27T23:00:00Z', 'Australia/Sydney', { frequency: 'daily', interval: 1, ending: { type: 'on', date: '2027-06-30' } });
    expect(keys(expand(sydney, '2027-06-01T00:00:00Z', '2027-08-01T00:00:00Z'))).toEqual(['2027-06-28', '2027-06-29', '2027-06-30']);
  });
});

describe('yearly rules', () => {
  it('on the start’s date; 29 February only in leap years', () => {
    const s = series('2027-03-14T19:00:00Z', LONDON, { frequency: 'yearly', interval: 1, ending: never });
    expect(keys(expand(s, '2027-01-01T00:00:00Z', '2030-01-01T00:00:00Z'))).toEqual(['2027-03-14', '2028-03-14', '2029-03-14']);
    const leap = series('2028-02-29T19:00:00Z', LONDON, { frequency: 'yearly', interval: 1, ending: never });
    expect(keys(expand(leap, '2028-01-01T00:00:00Z', '2037-01-01T00:00:00Z'))).toEqual(['2028-02-29', '2032-02-29', '2036-02-29']);
  });

  it('2100 is not a leap year: 29 February 2096 comes back in 2104', () => {
    const leap = series('2096-02-29T19:00:00Z', 'UTC', { frequency: 'yearly', interval: 1, ending: never });
    expect(keys(expand(leap, '2096-01-01T00:00:00Z', '2105-01-01T00:00:00Z'))).toEqual(['2096-02-29', '2104-02-29']);
  });
});

describe('keys', () => {
  it('are the local dates of the occurrences, day after day across years, centuries and leap days', () => {
    const s = series('2099-06-01T12:00:00Z', 'UTC', { frequency: 'daily', interval: 1, ending: { type: 'after', count: 730 } });
    const result = expand(s, '2099-01-01T00:00:00Z', '2102-01-01T00:00:00Z');
    expect(result.occurrences.length).toBe(730);
    expect(result.occurrences.every((o) => o.key === o.start.toISOString().slice(0, 10))).toBe(true);
    expect(keys(result)).toContain('2100-02-28');
    expect(keys(result)).not.toContain('2100-02-29');
    expect(keys(result)).toContain('2100-03-01');
  });
});

describe('every N days', () => {
  it('keeps its phase from the start, for a window far from it', () => {
    const s = series('2027-01-01T19:00:00Z', 'UTC', { frequency: 'daily', interval: 3, ending: never });
    const result = keys(expand(s, '2027-12-01T00:00:00Z', '2027-12-10T00:00:00Z'));
    for (const key of result) {
      expect(((Date.parse(`${key}T00:00:00Z`) - Date.parse('2027-01-01T00:00:00Z')) / 86_400_000) % 3).toBe(0);
    }
    expect(result.length).toBe(3);
  });
});
