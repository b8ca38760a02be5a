import { describe, expect, it } from 'vitest';
import type { RepeatRuleInput } from '@contracts/events/recurrence';
import { expand, keys, series } from './series-helpers';

/** Cancelled and moved occurrences, the window's edges and the bound on the answer. */

const weekly: RepeatRuleInput = { frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'never' } };
// Every Tuesday at 19:00 in London from 2 March 2027 (GMT until 28 March, then BST).
const START = '2027-03-02T19:00:00Z';
const MARCH = ['2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z'] as const;

describe('exceptions', () => {
  it('a cancelled occurrence is left out; the others keep their keys', () => {
    const s = series(START, 'Europe/London', weekly, { exceptions: { cancelled: ['2027-03-16'] } });
    expect(keys(expand(s, ...MARCH))).toEqual(['2027-03-02', '2027-03-09', '2027-03-23', '2027-03-30']);
  });

  it('a moved occurrence is shown at its new time with its original key, in order of start', () => {
    const moved = { key: '2027-03-09', start: new Date('2027-03-11T18:00:00Z'), end: new Date('2027-03-11T21:00:00Z') };
    const s = series(START, 'Europe/London', weekly, { exceptions: { moved: [moved] } });
    const result = expand(s, ...MARCH);
    expect(keys(result)).toEqual(['2027-03-02', '2027-03-09', '2027-03-16', '2027-03-23', '2027-03-30']);
    expect(result.occurrences[1]).toEqual({ ...moved, moved: true });
    expect(result.occurrences.filter((o) => o.moved).length).toBe(1);
  });

  it('an occurrence moved into the window from outside it appears; one moved out of it does not', () => {
    const intoMarch = { key: '2027-04-06', start: new Date('2027-03-31T18:00:00Z'), end: new Date('2027-03-31T19:00:00Z') };
    const outOfMarch = { key: '2027-03-23', start: new Date('2027-04-02T18:00:00Z'), end: new Date('2027-04-02T19:00:00Z') };
    const s = series(START, 'Europe/London', weekly, { exceptions: { moved: [intoMarch, outOfMarch] } });
    expect(keys(expand(s, ...MARCH))).toEqual(['2027-03-02', '2027-03-09', '2027-03-16', '2027-03-30', '2027-04-06']);
    expect(keys(expand(s, '2027-04-01T00:00:00Z', '2027-04-14T00:00:00Z'))).toEqual(['2027-03-23', '2027-04-13']);
  });

  it('an exception for a date the rule does not give is ignored; a cancelled one stays cancelled even if moved', () => {
    const stale = { key: '2027-03-10', start: new Date('2027-03-12T18:00:00Z'), end: new Date('2027-03-12T19:00:00Z') };
    const cancelledAndMoved = { key: '2027-03-16', start: new Date('2027-03-17T18:00:00Z'), end: new Date('2027-03-17T19:00:00Z') };
    const s = series(START, 'Europe/London', weekly, { exceptions: { cancelled: ['2027-03-16', '2027-03-11'], moved: [stale, cancelledAndMoved] } });
    expect(keys(expand(s, ...MARCH))).toEqual(['2027-03-02', '2027-03-09', '2027-03-23', '2027-03-30']);
  });

  it('an occurrence moved beyond the end of a counted series still counts as the one it was', () => {
    const s = series(START, 'Europe/London', { ...weekly, ending: { type: 'after', count: 3 } }, {
      exceptions: { moved: [{ key: '2027-03-16', start: new Date('2027-04-20T18:00:00Z'), end: new Date('2027-04-20T19:00:00Z') }] },
    });
    expect(keys(expand(s, '2027-03-01T00:00:00Z', '2027-06-01T00:00:00Z'))).toEqual(['2027-03-02', '2027-03-09', '2027-03-16']);
  });
});

describe('the window and the bound', () => {
  it('takes an occurrence under way at its start, and none that ends at it or starts at its end', () => {
    // 19:00–21:00 each Tuesday: a window from 20:00 on the 9th has that evening; one from 21:00 does not.
    const s = series(START, 'Europe/London', weekly, { durationMs: 2 * 3_600_000 });
    expect(keys(expand(s, '2027-03-09T20:00:00Z', '2027-03-16T19:00:00Z'))).toEqual(['2027-03-09']);
    expect(keys(expand(s, '2027-03-09T21:00:00Z', '2027-03-16T19:00:01Z'))).toEqual(['2027-03-16']);
  });

  it('an occurrence without length is in the window when it starts in it', () => {
    const s = series(START, 'Europe/London', weekly, { durationMs: 0 });
    expect(keys(expand(s, '2027-03-09T19:00:00Z', '2027-03-09T19:00:01Z'))).toEqual(['2027-03-09']);
  });

  it('answers at most max occurrences, the earliest, and says when it stopped', () => {
    const s = series('2027-01-01T19:00:00Z', 'UTC', { frequency: 'daily', interval: 1, ending: { type: 'never' } });
    const bounded = expand(s, '2027-01-01T00:00:00Z', '2037-01-01T00:00:00Z', 25);
    expect(bounded.occurrences.length).toBe(25);
    expect(bounded.truncated).toBe(true);
    expect(bounded.occurrences[24]?.key).toBe('2027-01-25');
    const whole = expand(s, '2027-01-01T00:00:00Z', '2027-01-26T00:00:00Z', 25);
    expect(whole.truncated).toBe(false);
    expect(expand(s, '2027-01-01T00:00:00Z', '2027-01-26T00:00:00Z', 0)).toEqual({ occurrences: [], truncated: true });
  });

  it('refuses a window that ends before it starts, and a max that is not a whole number', () => {
    const s = series(START, 'Europe/London', weekly);
    expect(() => expand(s, '2027-04-01T00:00:00Z', '2027-03-01T00:00:00Z')).toThrow(RangeError);
    expect(() => expand(s, ...MARCH, 2.5)).toThrow(RangeError);
  });
});
