import { describe, expect, it } from 'vitest';
import { RepeatRuleSchema } from '@contracts/events/recurrence';
import type { RepeatRuleInput } from '@contracts/events/recurrence';
import { describeRepeatRule } from '@contracts/events/recurrence-summary';
import { MAIL_LOCALE } from '@contracts/time-format';
import type { DateLocale } from '@contracts/time-format';

/** The Repeat rule in plain English, as the event page and the form say it. */

const US: DateLocale = { tag: 'en-US', hour12: true };
const never = { type: 'never' } as const;
// Tuesday 2 March 2027, 19:00 in London.
const START = new Date('2027-03-02T19:00:00Z');
const say = (input: RepeatRuleInput, locale: DateLocale = MAIL_LOCALE, start = START, zone = 'Europe/London') =>
  describeRepeatRule(RepeatRuleSchema.parse(input), start, zone, locale);

describe('describeRepeatRule', () => {
  it('says weekly rules with their days', () => {
    expect(say({ frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: never })).toBe('Every Tuesday');
    expect(say({ frequency: 'weekly', interval: 1, weekdays: ['TH', 'TU'], ending: never })).toBe('Every Tuesday and Thursday');
    expect(say({ frequency: 'weekly', interval: 1, weekdays: ['MO', 'WE', 'FR'], ending: never })).toBe('Every Monday, Wednesday and Friday');
    expect(say({ frequency: 'weekly', interval: 1, weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'], ending: never })).toBe('Every weekday');
    expect(say({ frequency: 'weekly', interval: 2, weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'], ending: never })).toBe('Every 2 weeks on weekdays');
    expect(say({ frequency: 'weekly', interval: 1, weekdays: ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'], ending: never })).toBe('Every day');
    expect(say({ frequency: 'weekly', interval: 2, weekdays: ['TU', 'TH'], ending: { type: 'on', date: '2027-06-30' } })).toBe(
      'Every 2 weeks on Tuesday and Thursday, until 30 June',
    );
  });

  it('says monthly rules by weekday or by day', () => {
    expect(say({ frequency: 'monthly', interval: 1, on: { type: 'weekday', ordinal: 1, weekday: 'TH' }, ending: never })).toBe('Monthly on the first Thursday');
    expect(say({ frequency: 'monthly', interval: 1, on: { type: 'weekday', ordinal: -1, weekday: 'FR' }, ending: never })).toBe('Monthly on the last Friday');
    expect(say({ frequency: 'monthly', interval: 3, on: { type: 'weekday', ordinal: 2, weekday: 'SA' }, ending: never })).toBe('Every 3 months on the second Saturday');
    expect(say({ frequency: 'monthly', interval: 1, on: { type: 'day_of_month', day: 14 }, ending: never })).toBe('Monthly on day 14');
  });

  it('says daily and yearly rules, and how they end', () => {
    expect(say({ frequency: 'daily', interval: 1, ending: { type: 'after', count: 10 } })).toBe('Every day, 10 times');
    expect(say({ frequency: 'daily', interval: 3, ending: { type: 'after', count: 1 } })).toBe('Every 3 days, once');
    expect(say({ frequency: 'yearly', interval: 1, ending: never }, MAIL_LOCALE, new Date('2027-03-14T19:00:00Z'))).toBe('Every year on 14 March');
    expect(say({ frequency: 'yearly', interval: 2, ending: never }, MAIL_LOCALE, new Date('2027-03-14T19:00:00Z'))).toBe('Every 2 years on 14 March');
  });

  it('writes dates as the reader’s locale does, with the year when it is not the start’s', () => {
    expect(say({ frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'on', date: '2027-06-30' } }, US)).toBe('Every Tuesday, until June 30');
    expect(say({ frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'on', date: '2028-06-30' } })).toBe('Every Tuesday, until 30 June 2028');
    expect(say({ frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'on', date: '2028-06-30' } }, US)).toBe('Every Tuesday, until June 30, 2028');
    expect(say({ frequency: 'yearly', interval: 1, ending: never }, US, new Date('2027-03-14T19:00:00Z'))).toBe('Every year on March 14');
  });

  it('takes the yearly date in the event’s zone', () => {
    // 23:30 UTC on 13 March is 14 March in Sydney.
    expect(say({ frequency: 'yearly', interval: 1, ending: never }, MAIL_LOCALE, new Date('2027-03-13T23:30:00Z'), 'Australia/Sydney')).toBe('Every year on 14 March');
  });
});
