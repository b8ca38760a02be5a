import { describe, expect, it } from 'vitest';
import { RepeatRuleSchema } from '@contracts/events/recurrence';
import type { RepeatRule, RepeatRuleInput } from '@contracts/events/recurrence';
import { parseRRule, toRRule } from '@contracts/events/recurrence-rrule';
import { repeatPresets } from '@contracts/events/recurrence-presets';
import { nextDates } from '@contracts/events/recurrence-dates';

/**
 * The Repeat rule as the form and the web app use it (the same contracts the server takes): its
 * schema's errors, its RRULE text both ways, the form's presets, and the preview of its dates,
 * which runs here in the browser's environment.
 */

const never = { type: 'never' } as const;
const rule = (input: RepeatRuleInput): RepeatRule => RepeatRuleSchema.parse(input);

function issues(input: unknown): string[] {
  const result = RepeatRuleSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the rule’s schema', () => {
  it('names the field in each error', () => {
    expect(issues({ frequency: 'weekly', interval: 0, weekdays: [], ending: { type: 'on', date: '2027-02-30' } })).toEqual([
      'interval: interval must be at least 1',
      'weekdays: weekdays must name at least one weekday',
      'ending.date: ending.date must be a date written YYYY-MM-DD',
    ]);
    expect(issues({ frequency: 'monthly', interval: 100, on: { type: 'weekday', ordinal: 5, weekday: 'XX' }, ending: { type: 'after', count: 731 } })).toEqual([
      'interval: interval must be at most 99',
      'on.ordinal: on.ordinal must be 1, 2, 3, 4 or -1 (the last)',
      'on.weekday: on.weekday must be one of MO, TU, WE, TH, FR, SA, SU',
      'ending.count: ending.count must be at most 730',
    ]);
    expect(issues({ frequency: 'monthly', interval: 1, on: { type: 'day_of_month', day: 32 }, ending: never })).toEqual(['on.day: on.day must be at most 31']);
    expect(issues({ frequency: 'hourly', interval: 1, ending: never })).toEqual(['frequency: frequency must be daily, weekly, monthly or yearly']);
    expect(issues({ frequency: 'daily', interval: 1.5, ending: { type: 'someday' } })).toEqual([
      'interval: interval must be a whole number',
      'ending.type: ending.type must be never, on or after',
    ]);
    expect(issues({ frequency: 'weekly', interval: 1, weekdays: ['TU', 'TU'], ending: never })).toEqual(['weekdays: weekdays must not name a weekday twice']);
    expect(issues({ frequency: 'daily', interval: 1, ending: never, weekdays: ['TU'] })).toEqual([': Unrecognized key: "weekdays"']);
  });

  it('keeps weekdays in one order, Monday first', () => {
    expect(rule({ frequency: 'weekly', interval: 1, weekdays: ['SU', 'TH', 'TU'], ending: never })).toMatchObject({ weekdays: ['TU', 'TH', 'SU'] });
  });
});

describe('RRULE text', () => {
  const zone = 'Europe/London';
  const cases: [RepeatRuleInput, string][] = [
    [{ frequency: 'daily', interval: 1, ending: never }, 'FREQ=DAILY'],
    [{ frequency: 'daily', interval: 1, ending: { type: 'after', count: 10 } }, 'FREQ=DAILY;COUNT=10'],
    [{ frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: never }, 'FREQ=WEEKLY;BYDAY=TU'],
    // The end of 30 June in London (BST) is 22:59:59 UTC; in winter it is 23:59:59.
    [{ frequency: 'weekly', interval: 2, weekdays: ['TU', 'TH'], ending: { type: 'on', date: '2027-06-30' } }, 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20270630T225959Z'],
    [{ frequency: 'weekly', interval: 1, weekdays: ['MO'], ending: { type: 'on', date: '2027-12-31' } }, 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20271231T235959Z'],
    [{ frequency: 'monthly', interval: 1, on: { type: 'weekday', ordinal: 1, weekday: 'TH' }, ending: never }, 'FREQ=MONTHLY;BYDAY=1TH'],
    [{ frequency: 'monthly', interval: 3, on: { type: 'weekday', ordinal: -1, weekday: 'FR' }, ending: never }, 'FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR'],
    [{ frequency: 'monthly', interval: 1, on: { type: 'day_of_month', day: 31 }, ending: { type: 'after', count: 730 } }, 'FREQ=MONTHLY;BYMONTHDAY=31;COUNT=730'],
    [{ frequency: 'yearly', interval: 99, ending: never }, 'FREQ=YEARLY;INTERVAL=99'],
  ];

  it('is written for each kind of rule and read back to the same rule', () => {
    for (const [input, text] of cases) {
      expect(toRRule(rule(input), zone)).toBe(text);
      expect(parseRRule(text, { zone })).toEqual({ ok: true, rule: rule(input) });
      expect(parseRRule(`RRULE:${text}`, { zone })).toEqual({ ok: true, rule: rule(input) });
    }
  });

  it('round-trips an end date in zones on both sides of UTC', () => {
    const input = rule({ frequency: 'daily', interval: 1, ending: { type: 'on', date: '2027-03-14' } });
    for (const zone of ['America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'UTC']) {
      expect(parseRRule(toRRule(input, zone), { zone })).toEqual({ ok: true, rule: input });
    }
    expect(toRRule(input, 'Australia/Sydney')).toBe('FREQ=DAILY;UNTIL=20270314T125959Z');
  });

  it('reads the other ways RFC 5545 writes the same rules', () => {
    expect(parseRRule('freq=monthly;byday=fr;bysetpos=-1', { zone })).toEqual({
      ok: true,
      rule: rule({ frequency: 'monthly', interval: 1, on: { type: 'weekday', ordinal: -1, weekday: 'FR' }, ending: never }),
    });
    expect(parseRRule('FREQ=WEEKLY;UNTIL=20270630;BYDAY=MO,WE;WKST=MO', { zone })).toEqual({
      ok: true,
      rule: rule({ frequency: 'weekly', interval: 1, weekdays: ['MO', 'WE'], ending: { type: 'on', date: '2027-06-30' } }),
    });
    // A rule that leaves the day to DTSTART takes it from the series' start (Tuesday 2 March 2027).
    const start = new Date('2027-03-02T19:00:00Z');
    expect(parseRRule('FREQ=WEEKLY;INTERVAL=2', { zone, start })).toEqual({ ok: true, rule: rule({ frequency: 'weekly', interval: 2, weekdays: ['TU'], ending: never }) });
    expect(parseRRule('FREQ=MONTHLY', { zone, start })).toEqual({ ok: true, rule: rule({ frequency: 'monthly', interval: 1, on: { type: 'day_of_month', day: 2 }, ending: never }) });
    expect(parseRRule('FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=2', { zone, start })).toEqual({ ok: true, rule: rule({ frequency: 'yearly', interval: 1, ending: never }) });
  });

  it('refuses what a Repeat rule cannot say, saying what', () => {
    const refused: [string, string][] = [
      ['', 'The RRULE is empty'],
      ['FREQ=HOURLY', 'FREQ must be DAILY, WEEKLY, MONTHLY or YEARLY, not HOURLY'],
      ['INTERVAL=2', 'FREQ is missing'],
      ['FREQ=DAILY;BYHOUR=9', 'BYHOUR is not supported (a Repeat rule has FREQ, INTERVAL, BYDAY, BYMONTHDAY, COUNT and UNTIL)'],
      ['FREQ=DAILY;BYDAY=MO', 'BYDAY is not supported with FREQ=DAILY'],
      ['FREQ=DAILY;COUNT=3;UNTIL=20270101', 'COUNT and UNTIL must not both be given'],
      ['FREQ=DAILY;COUNT=3;COUNT=4', 'COUNT is given twice'],
      ['FREQ=DAILY;COUNT=0', 'ending.count must be at least 1'],
      ['FREQ=DAILY;COUNT=731', 'ending.count must be at most 730'],
      ['FREQ=DAILY;INTERVAL=100', 'interval must be at most 99'],
      ['FREQ=DAILY;INTERVAL=two', 'INTERVAL must be a whole number, not "TWO"'],
      ['FREQ=DAILY;UNTIL=20270230', 'UNTIL names no real date: "20270230"'],
      ['FREQ=DAILY;UNTIL=tomorrow', 'UNTIL must be a date (20270630) or a date and time (20270630T225959Z), not "TOMORROW"'],
      ['FREQ=WEEKLY;BYDAY=1MO', 'A weekly BYDAY lists weekdays without numbers, not "1MO"'],
      ['FREQ=WEEKLY;BYDAY=XX', '"XX" is not a weekday (MO, TU, WE, TH, FR, SA or SU)'],
      ['FREQ=WEEKLY', "A weekly rule without BYDAY takes its weekday from the series' start, which is not known"],
      ['FREQ=MONTHLY', "A monthly rule without BYDAY or BYMONTHDAY takes its day from the series' start, which is not known"],
      ['FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=SU', 'WKST=SU is not supported (weeks start on Monday)'],
      ['FREQ=MONTHLY;BYDAY=5FR', 'Only the 1st to 4th or the last (-1) weekday of a month can repeat, not 5'],
      ['FREQ=MONTHLY;BYDAY=-2FR', 'Only the 1st to 4th or the last (-1) weekday of a month can repeat, not -2'],
      ['FREQ=MONTHLY;BYDAY=MO,TU', 'A monthly BYDAY names one weekday, such as 1TH or -1FR, not "MO,TU"'],
      ['FREQ=MONTHLY;BYDAY=FR', 'A monthly BYDAY names which one of the month, such as 1FR or -1FR'],
      ['FREQ=MONTHLY;BYMONTHDAY=-1', 'BYMONTHDAY must be one day from 1 to 31, not -1'],
      ['FREQ=MONTHLY;BYMONTHDAY=1,15', 'BYMONTHDAY must be a whole number, not "1,15"'],
      ['FREQ=MONTHLY;BYDAY=1FR;BYMONTHDAY=1', 'A monthly rule takes BYDAY or BYMONTHDAY, not both'],
      ['FREQ=YEARLY;BYMONTH=4', "A yearly rule's BYMONTH and BYMONTHDAY may only name its start's date, which is not known"],
      ['FREQ=DAILY;X-NAME=1', 'X-NAME is not supported (a Repeat rule has FREQ, INTERVAL, BYDAY, BYMONTHDAY, COUNT and UNTIL)'],
      ['FREQ', '"FREQ" is not a NAME=VALUE part'],
    ];
    for (const [text, error] of refused) {
      expect(parseRRule(text, { zone }), text).toEqual({ ok: false, error });
    }
    const start = new Date('2027-03-02T19:00:00Z');
    expect(parseRRule('FREQ=YEARLY;BYMONTH=4', { zone, start })).toEqual({
      ok: false,
      error: 'A yearly rule repeats on the date of its start: BYMONTH and BYMONTHDAY may only name that date',
    });
  });
});

describe('the form’s presets', () => {
  const labels = (start: string, zone: string) => repeatPresets(new Date(start), zone).map((preset) => preset.label);

  it('offer the start’s weekday and its place in the month', () => {
    // Tuesday 9 March 2027: the second Tuesday.
    expect(labels('2027-03-09T19:00:00Z', 'Europe/London')).toEqual([
      'Does not repeat', 'Daily', 'Weekly on Tuesday', 'Monthly on the second Tuesday', 'Custom…',
    ]);
  });

  it('offer the last weekday too when the start is the month’s last one, and only it for a fifth', () => {
    // Friday 26 March 2027 is the fourth and last Friday; Wednesday 31 March the fifth.
    expect(labels('2027-03-26T19:00:00Z', 'Europe/London')).toEqual([
      'Does not repeat', 'Daily', 'Weekly on Friday', 'Monthly on the fourth Friday', 'Monthly on the last Friday', 'Custom…',
    ]);
    expect(labels('2027-03-31T19:00:00Z', 'Europe/London')).toEqual(['Does not repeat', 'Daily', 'Weekly on Wednesday', 'Monthly on the last Wednesday', 'Custom…']);
  });

  it('read the start’s date in the event’s zone, and carry rules the schema takes', () => {
    // 23:30 UTC on Monday 1 March is Tuesday 2 March in Sydney.
    expect(labels('2027-03-01T23:30:00Z', 'Australia/Sydney')[2]).toBe('Weekly on Tuesday');
    expect(labels('2027-03-01T23:30:00Z', 'America/New_York')[2]).toBe('Weekly on Monday');
    const presets = repeatPresets(new Date('2027-03-26T19:00:00Z'), 'Europe/London');
    expect(presets.map((preset) => preset.id)).toEqual(['none', 'daily', 'weekly', 'monthly_nth_weekday', 'monthly_last_weekday', 'custom']);
    for (const preset of presets) {
      if (preset.rule) {
        expect(RepeatRuleSchema.parse(preset.rule)).toEqual(preset.rule);
      }
    }
    expect(presets[4]?.rule).toEqual({ frequency: 'monthly', interval: 1, on: { type: 'weekday', ordinal: -1, weekday: 'FR' }, ending: never });
  });
});

describe('the preview of the dates', () => {
  it('gives the first five starts on the event’s wall clock, across a change of clocks', () => {
    const dates = nextDates(rule({ frequency: 'daily', interval: 1, ending: never }), new Date('2027-03-26T19:00:00Z'), 'Europe/London');
    expect(dates.map((date) => date.toISOString())).toEqual([
      '2027-03-26T19:00:00.000Z', '2027-03-27T19:00:00.000Z', '2027-03-28T18:00:00.000Z', '2027-03-29T18:00:00.000Z', '2027-03-30T18:00:00.000Z',
    ]);
  });

  it('stops at the rule’s end, and gives as many as asked', () => {
    const last = rule({ frequency: 'monthly', interval: 1, on: { type: 'weekday', ordinal: -1, weekday: 'FR' }, ending: { type: 'after', count: 2 } });
    expect(nextDates(last, new Date('2027-01-29T19:00:00Z'), 'UTC').map((date) => date.toISOString())).toEqual(['2027-01-29T19:00:00.000Z', '2027-02-26T19:00:00.000Z']);
    const daily = rule({ frequency: 'daily', interval: 2, ending: never });
    expect(nextDates(daily, new Date('2027-01-01T09:00:00Z'), 'UTC', 12)).toHaveLength(12);
    expect(nextDates(daily, new Date('2027-01-01T09:00:00Z'), 'UTC', 0)).toEqual([]);
  });
});
